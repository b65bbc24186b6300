import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouterImplementation } from './shared-deps';

const require = createRequire(__filename);
const reactRouterPure = require('./reactRouterPure.cjs') as (source: string) => string;

/** The installed react-router's production chunks: the files the loader rewrites in a build. */
function productionChunks(): string[] {
  const dir = path.dirname(reactRouterImplementation(path.join(__dirname, '../../host')));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

describe('reactRouterPure', () => {
  it('marks top-level component and context definitions pure and drops their displayName lines', () => {
    const source = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Thing);',
      'function keep() { const inner = React.forwardRef(render); inner.displayName = "Inner"; }',
    ].join('\n');
    expect(reactRouterPure(source).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Thing);',
      // Inside a function nothing changes: only the module's top level is kept alive by these statements.
      'function keep() { const inner = React.forwardRef(render); inner.displayName = "Inner"; }',
    ]);
  });

  it("still finds its statements in the installed react-router (an upgrade that renames them shows here, not as '/' growing)", () => {
    const rewritten = productionChunks().map(reactRouterPure).join('\n');
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(rewritten).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
    }
    expect(rewritten).not.toMatch(/^[\w$]+\.displayName = "[^"]*";$/m);
  });
});

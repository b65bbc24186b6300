import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installedVersion, reactRouterDeclarativeFile, reactRouterImplementation, reactRouterShares } from './shared-deps';
import { workspaceImports } from './workspaceImports';

const repo = path.resolve(__dirname, '../..');
const hostDir = path.join(repo, 'host');
/** The names react-router-declarative.mjs exports (the build reads them from the bundler's graph: sharedImportsCheck.ts). */
const declarativeNames = () =>
  (readFileSync(reactRouterDeclarativeFile(hostDir), 'utf8').match(/export\s*\{([^}]*)\}\s*from/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

describe('react-router shared as its declarative API (docs/performance.md)', () => {
  it('offers one module as react-router-dom, at the installed version, never strictly', () => {
    const version = installedVersion(hostDir, 'react-router-dom');
    expect(reactRouterShares(hostDir)).toEqual({
      'react-router-dom': { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: reactRouterDeclarativeFile(hostDir) },
    });
  });

  it('covers every name the workspace imports from react-router-dom, and nothing imports the bare react-router', () => {
    const imports = workspaceImports(repo);
    const names = [...new Set(imports.filter(({ from }) => from === 'react-router-dom').flatMap((i) => i.names))];
    const bareRouterFiles = imports.filter(({ from }) => /^react-router(\/|$)/.test(from)).map(({ file }) => file);
    expect(names).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'Route', 'Routes', 'useNavigate']));
    const offered = declarativeNames();
    expect(names.filter((name) => !offered.includes(name))).toEqual([]);
    expect(bareRouterFiles).toEqual([]);
  });

  it("re-exports from react-router's production build, and every name it lists exists there", async () => {
    const implementation = reactRouterImplementation(hostDir);
    expect(implementation).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(implementation)).toBe(true);
    expect(existsSync(reactRouterImplementation(hostDir, false))).toBe(true);
    const source = readFileSync(implementation.replace(/index\.mjs$/, 'index.js'), 'utf8');
    for (const name of declarativeNames()) expect({ name, exported: new RegExp(`\\b${name}\\b`).test(source) }).toEqual({ name, exported: true });
  });
});

const reactRouterPure = require('./reactRouterPure.cjs') as (source: string) => string;

/** The installed react-router's production chunks: the files the loader rewrites in a build. */
function productionChunks(): string[] {
  const dir = path.dirname(reactRouterImplementation(hostDir));
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

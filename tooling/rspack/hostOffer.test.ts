import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { antdComponentShares, iconShares, reactRouterDeclarativeFile, readHostOffer, workspaceLibraryShares } from './shared-deps';
import { workspaceImports } from './workspaceImports';

/**
 * The host's offer of antd components and icons is a committed list (host-offer.json): the host's build offers all of it,
 * a remote's what its code requests, both refuse an import not on it. It must hold what some app draws and nothing else.
 */
const REPO = path.resolve(__dirname, '../..');
const offer = readHostOffer();
const imports = workspaceImports(REPO);
const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** Builds `source` with rspack's CLI and the check (its packages left external: only the imports matter). */
function build(source: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-imports-'));
  const routerFile = reactRouterDeclarativeFile(path.join(REPO, 'host'));
  writeFileSync(path.join(dir, 'entry.js'), source);
  writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    `import { SharedImportsCheckPlugin } from ${JSON.stringify(path.join(__dirname, 'sharedImportsCheck.ts'))};
export default {
  mode: 'development', devtool: false, context: ${JSON.stringify(dir)},
  entry: { main: './entry.js', router: ${JSON.stringify(routerFile)} },
  externals: [/^(antd|@ant-design|react-router|__portal_react_router__)/],
  plugins: [new SharedImportsCheckPlugin({ app: 'remote-operations', offer: ${JSON.stringify(offer)}, repo: ${JSON.stringify(dir)}, routerFile: ${JSON.stringify(routerFile)} })],
};`,
  );
  const run = spawnSync(path.join(REPO, 'node_modules/.bin/rspack'), ['build', '-c', path.join(dir, 'rspack.config.ts')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the host's offer (tooling/rspack/host-offer.json)", () => {
  it.each([
    ['antd component', offer.antd, imports.filter(({ from }) => from === 'antd').flatMap(({ names }) => names.map(kebabCase))],
    ['icon', offer.icons, imports.flatMap(({ from }) => from.match(/^@ant-design\/icons\/(\w+)$/)?.[1] ?? [])],
  ])('holds every %s the workspace imports, and nothing it does not', (_, offered, imported) => {
    const used = [...new Set(imported)];
    expect(used.filter((name) => !offered.includes(name))).toEqual([]);
    expect(offered.filter((name) => !used.includes(name))).toEqual([]);
  });

  it.each([
    [
      'antd components and icons',
      [...offer.antd.map((name) => `antd/es/${name}`), ...offer.icons.map((name) => `@ant-design/icons/${name}`)].sort(),
      (dir: string, provider: 'host' | 'remote') => ({ ...antdComponentShares(dir, provider), ...iconShares(dir, provider) }),
    ],
    ["workspace's UI pieces", ['shared/masked-input', 'shared/table'], workspaceLibraryShares],
  ])('offers the %s: the host each from its file, a remote the same keys alone, provided only when its code requests one', (_, keys, shares) => {
    const host = shares(path.join(REPO, 'host'), 'host');
    expect(Object.keys(host).sort()).toEqual(keys);
    expect(Object.values(host).filter((share) => !share.import || !existsSync(share.import))).toEqual([]);
    const remote = shares(path.join(REPO, 'remote-operations'), 'remote');
    expect(Object.keys(remote).sort()).toEqual(keys);
    expect(Object.values(remote).filter((share) => 'import' in share)).toEqual([]);
  });

  it('stops a build whose code imports a component, an icon or a router name that is not offered, saying what to do', () => {
    // One import a line, written as strings: the package test reads a line that starts with `import` as this file's own.
    const { status, output } = build(
      [
        "import Button from 'antd/es/button';",
        "import PlusOutlined from '@ant-design/icons/PlusOutlined';",
        "import StarOutlined from '@ant-design/icons/StarOutlined';",
        "import { Link, useSearchParams } from 'react-router-dom';",
        "import { Outlet } from 'react-router';",
        "export const later = () => import('antd/es/rate');",
        'export default [Button, PlusOutlined, StarOutlined, Link, useSearchParams, Outlet];',
      ].join('\n'),
    );
    expect(status).not.toBe(0);
    const messages = [
      'remote-operations imports antd components the host does not offer: rate. Add them to tooling/rspack/host-offer.json, release the host, ' +
        'then this remote (docs/deployment.md, "A new antd component or icon").',
      'remote-operations imports icons the host does not offer: StarOutlined. Add them to tooling/rspack/host-offer.json',
      "react-router: import from 'react-router-dom', not 'react-router' (one shared router): entry.js",
      'react-router-dom: useSearchParams imported but not in tooling/rspack/react-router-declarative.mjs (the shared declarative API): add it there',
    ];
    expect(messages.filter((message) => !output.replace(/\s+/g, ' ').includes(message))).toEqual([]);
  }, 60_000);

  it('lets through a build whose code imports only what is offered, lazily or not', () => {
    const { status, output } = build(
      [
        "import Button from 'antd/es/button';",
        "import { Link, useNavigate } from 'react-router-dom';",
        "export const later = () => import('antd/es/modal');",
        'export default [Button, Link, useNavigate];',
      ].join('\n'),
    );
    expect({ status, output }).toEqual({ status: 0, output: expect.not.stringContaining('ERROR') });
  }, 60_000);
});

import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
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

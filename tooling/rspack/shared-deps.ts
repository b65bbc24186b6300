import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Everything that holds state is a singleton shared by the host and every remote (docs/architecture.md property 2), at
 * the installed version: a remote built against a newer minor still negotiates with an older host (a warning).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // Offered as the declarative module of reactRouterShares (one key: the portal imports react-router-dom only).
  'react-router-dom',
  'jotai',
  'jotai/vanilla',
  'jotai/react',
  // The server-data cache's context (shared/src/data): one for the host and every remote, like jotai's store.
  '@tanstack/react-query',
  'antd',
  'dayjs',
  'axios',
];

/**
 * Not state, but drawn by several remotes: one copy per page, not one per remote (docs/performance.md): the forms'
 * formik and yup, the open map. The host offers them although it draws none (`import`: each package's ES module entry);
 * each is small and used almost whole, so sharing costs no tree-shaking.
 */
export const SHARED_LIBRARIES = ['formik', 'yup', 'pigeon-maps'];

/**
 * The workspace's UI pieces drawn by several remotes, one copy per page, each whole and stateless: the lists'
 * ResponsiveTable and the masked and currency inputs. The rest of 'shared/ui' and 'shared/masks' is not shared: a shared
 * module is never tree-shaken, so sharing them whole put antd's DatePicker, imask and brazilian-utils on pages that
 * draw none. Each app bundles the pieces it draws.
 */
const WORKSPACE_LIBRARIES: Record<string, string> = { 'shared/table': 'src/ui/ResponsiveTable.tsx', 'shared/masked-input': 'src/masks/MaskedInput.tsx' };

/** Resolves `request` as the app (or the shared package it builds with) would. */
const resolveFrom = (appDir: string, request: string) =>
  createRequire(path.join(appDir, 'package.json')).resolve(request, { paths: [appDir, path.join(appDir, '../shared')] });

/** A package's ES module entry ('module', else 'main'). */
function moduleEntry(appDir: string, pkg: string): string {
  const manifest = resolveFrom(appDir, `${pkg}/package.json`);
  const { module, main } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string; main?: string };
  return path.join(path.dirname(manifest), module ?? main ?? 'index.js');
}

const workspaceVersion = (appDir: string) => JSON.parse(readFileSync(path.join(appDir, '../shared/package.json'), 'utf8')).version as string;

export function installedVersion(appDir: string, pkg: string): string {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return JSON.parse(readFileSync(resolveFrom(appDir, `${root}/package.json`), 'utf8')).version as string;
}

export interface SharedDependency {
  singleton: true;
  /** The version this app was built with: what it offers to the share scope. */
  version: string;
  /** `^<built version>`: an older minor only warns (strictVersion false); the singleton the host loaded is the one used. */
  requiredVersion: string;
  strictVersion: false;
  /** The file provided (a package the app does not import itself). */
  import?: string;
}

const singleton = (version: string, file?: string): SharedDependency => ({
  singleton: true,
  version,
  requiredVersion: `^${version}`,
  strictVersion: false,
  ...(file ? { import: file } : {}),
});

/** The share config of every app; a test passes another `resolveVersion` for a remote built against a newer minor. */
export function sharedDependencies(
  appDir: string,
  resolveVersion: (pkg: string) => string = (pkg) => installedVersion(appDir, pkg),
): Record<string, SharedDependency> {
  const shared: Record<string, SharedDependency> = {};
  for (const dep of SINGLETONS) shared[dep] = singleton(resolveVersion(dep));
  for (const dep of SHARED_LIBRARIES) shared[dep] = singleton(resolveVersion(dep), moduleEntry(appDir, dep));
  // The workspace's own package: one session store, one HTTP client.
  shared.shared = singleton(workspaceVersion(appDir));
  return shared;
}

/**
 * Shares offered piece by piece (antd's components, the icons, the workspace's UI pieces). The host offers every key from
 * its file: with the same version its copy is the one every remote loads, and antd's internals (ConfigProvider's
 * context, the theme, the style cache) exist once, in the host. A remote names the keys alone, provided only when its
 * code requests one (docs/decisions.md, 'What a remote offers is what its code reaches').
 */
function pieceShares(keys: string[], version: string, provider: 'host' | 'remote', fileOf: (key: string) => string): Record<string, SharedDependency> {
  return Object.fromEntries(keys.map((key) => [key, singleton(version, provider === 'host' ? fileOf(key) : undefined)]));
}

export function workspaceLibraryShares(appDir: string, provider: 'host' | 'remote'): Record<string, SharedDependency> {
  return pieceShares(Object.keys(WORKSPACE_LIBRARIES), workspaceVersion(appDir), provider, (key) => path.join(appDir, '../shared', WORKSPACE_LIBRARIES[key]!));
}

/**
 * antd, component by component (docs/performance.md). Shared whole, antd costs ~436 KB gzip on the first page, and a
 * shared module is never tree-shaken. So every app's `import { Button } from 'antd'` is rewritten to
 * `import Button from 'antd/es/button'` and each component on the committed list host-offer.json is a singleton of its
 * own: a page fetches only the components it draws. A file importing a component or icon not on the list would bring
 * a second copy of antd's internals into the portal, so the build refuses it (sharedImportsCheck.ts).
 */
export const ANTD_TRANSFORM_IMPORT = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', transformToDefaultImport: true }];

/** The host's offer: the antd components (antd/es folders) and icons (names) of tooling/rspack/host-offer.json. */
export interface HostOffer {
  antd: string[];
  icons: string[];
}

export function readHostOffer(): HostOffer {
  const { antd, icons } = JSON.parse(readFileSync(path.resolve(__dirname, 'host-offer.json'), 'utf8')) as HostOffer;
  return { antd, icons };
}

export function antdComponentShares(appDir: string, provider: 'host' | 'remote' = 'host'): Record<string, SharedDependency> {
  const keys = readHostOffer().antd.map((folder) => `antd/es/${folder}`);
  return pieceShares(keys, installedVersion(appDir, 'antd'), provider, (key) => {
    try {
      return resolveFrom(appDir, key);
    } catch {
      throw new Error(`antd has no ${key}: tooling/rspack/host-offer.json names something that is not an antd component`);
    }
  });
}

/**
 * @ant-design/icons, icon by icon, like antd's components: the workspace imports each icon by its own path (never the
 * 180 KB barrel), so no remote loads a second icon base or icon context.
 */
export function iconShares(appDir: string, provider: 'host' | 'remote' = 'host'): Record<string, SharedDependency> {
  let version: string;
  try {
    version = installedVersion(appDir, '@ant-design/icons');
  } catch {
    // An app that draws no icon (the sign-in remote) needs no @ant-design/icons installed.
    return {};
  }
  const packageDir = path.dirname(resolveFrom(appDir, '@ant-design/icons/package.json'));
  const keys = readHostOffer().icons.map((name) => `@ant-design/icons/${name}`);
  return pieceShares(keys, version, provider, (key) => {
    // The ES build by path (Node's resolution would give the CommonJS lib/).
    const file = path.join(packageDir, 'es/icons', `${path.basename(key)}.js`);
    if (!existsSync(file)) throw new Error(`${key}: no such icon in @ant-design/icons (tooling/rspack/host-offer.json)`);
    return file;
  });
}

/**
 * react-router, declarative mode only (docs/performance.md). Shared whole, react-router-dom 7 put its data routers,
 * server rendering, cookies and sessions (~59 KB gzip) on the sign-in page. Every app offers
 * react-router-declarative.mjs as 'react-router-dom' instead, so the bundler keeps only what its names reach. One key,
 * so the workspace imports 'react-router-dom' only: 'react-router' would be a second router context (the build fails).
 */
const REACT_ROUTER_KEY = 'react-router-dom';
/** The request the declarative module imports react-router by: not a shared key, so never consumed (no cycle). */
export const REACT_ROUTER_IMPLEMENTATION = '__portal_react_router__';

export const reactRouterDeclarativeFile = (appDir: string) => path.resolve(appDir, '../tooling/rspack/react-router-declarative.mjs');

/** react-router's own ESM build for the mode (its package exports point at the development build whatever the mode). */
export function reactRouterImplementation(appDir: string, production = true): string {
  const routerManifest = createRequire(resolveFrom(appDir, 'react-router-dom/package.json')).resolve('react-router/package.json');
  return path.join(path.dirname(routerManifest), `dist/${production ? 'production' : 'development'}/index.mjs`);
}

export function reactRouterShares(appDir: string): Record<string, SharedDependency> {
  return { [REACT_ROUTER_KEY]: singleton(installedVersion(appDir, REACT_ROUTER_KEY), reactRouterDeclarativeFile(appDir)) };
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Everything that holds state is a singleton shared by the host and every remote
 * (docs/architecture.md property 2). The versions come from the installed packages so that a remote
 * built against a newer minor still negotiates with an older host (warning, not a crash).
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
 * Not state, but drawn by several remotes: one copy per page, not one per remote (docs/performance.md). The forms' formik and
 * yup (account, delivery, operations and the sign-in) and the open map (the dashboard, the order details, the store
 * profile). The host offers them although it draws none (`import`: each package's ES module entry, so the host's
 * build provides it); each is small and used almost whole, so sharing costs no tree-shaking.
 */
export const SHARED_LIBRARIES = ['formik', 'yup', 'pigeon-maps'];

/** A package's ES module entry ('module', else 'main'), resolved from the app (or the shared package). */
export function moduleEntry(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [appDir, path.join(appDir, '../shared')] });
  const { module, main } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string; main?: string };
  return path.join(path.dirname(manifest), module ?? main ?? 'index.js');
}

/**
 * The workspace's own package: one session store, one HTTP client. 'shared/ui' (the UI kit) holds no
 * state and is not shared: a shared module is never tree-shaken, so sharing it put antd's DatePicker,
 * Modal and Tag on the sign-in page. Each app bundles the UI kit pieces it draws (docs/performance.md);
 * their antd components still come from the one shared antd. 'shared/masks' (masks, validators, masked
 * inputs) holds no state either: shared whole it brought imask and all of brazilian-utils (~17 KB gzip)
 * to the dashboard, which formats nothing with them; each app now bundles the validators it calls.
 */
export const WORKSPACE_SINGLETONS = ['shared'];

/**
 * The workspace's UI pieces drawn by several remotes: one copy per page, not one per remote. Each is used whole (no
 * tree-shaking lost) and holds no state: 'shared/table' (ResponsiveTable: the staging's courier list, live orders,
 * history, couriers, statement, staff) and 'shared/masked-input' (the masked and currency inputs). Bundled by each
 * remote, they were fetched again at every remote's first page (docs/performance.md item 25). Offered as antd's
 * components are (workspaceLibraryShares): the host all of them, a remote those its code imports.
 */
export const WORKSPACE_LIBRARIES: Record<string, string> = { 'shared/table': 'src/ui/ResponsiveTable.tsx', 'shared/masked-input': 'src/masks/MaskedInput.tsx' };

export function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const manifest = require.resolve(`${root}/package.json`, { paths: [appDir, path.join(appDir, '../shared')] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version as string;
}

export interface SharedDependency {
  singleton: true;
  /** The version this app was built with: what it offers to the share scope. */
  version: string;
  /**
   * `^<built version>`: a host (or remote) with an older minor still satisfies the major, and the
   * runtime's check then warns ("does not satisfy the requirement") instead of failing, because
   * strictVersion is false. The singleton already loaded by the host is the one used.
   */
  requiredVersion: string;
  strictVersion: false;
  /** The file provided (a package the app does not import itself). */
  import?: string;
}

/**
 * The share config of every app. `resolveVersion` is the installed version by default; a test passes
 * another one to build the config of a remote built against a newer minor.
 */
export function sharedDependencies(
  appDir: string,
  resolveVersion: (pkg: string) => string = (pkg) => installedVersion(appDir, pkg),
): Record<string, SharedDependency> {
  const shared: Record<string, SharedDependency> = {};
  for (const dep of SINGLETONS) {
    const version = resolveVersion(dep);
    shared[dep] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  for (const dep of SHARED_LIBRARIES) {
    const version = resolveVersion(dep);
    shared[dep] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: moduleEntry(appDir, dep) };
  }
  const sharedVersion = JSON.parse(readFileSync(path.join(appDir, '../shared/package.json'), 'utf8')).version as string;
  for (const dep of WORKSPACE_SINGLETONS) {
    shared[dep] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}`, strictVersion: false };
  }
  return shared;
}

/** `provider`: 'host' (every piece, from its file) or 'remote' (the keys alone: provided when its code imports them). */
export function workspaceLibraryShares(appDir: string, provider: 'host' | 'remote'): Record<string, SharedDependency> {
  const version = JSON.parse(readFileSync(path.join(appDir, '../shared/package.json'), 'utf8')).version as string;
  return Object.fromEntries(
    Object.entries(WORKSPACE_LIBRARIES).map(([key, file]) => [
      key,
      {
        singleton: true,
        version,
        requiredVersion: `^${version}`,
        strictVersion: false,
        ...(provider === 'host' ? { import: path.join(appDir, '../shared', file) } : {}),
      },
    ]),
  );
}

/**
 * antd, component by component (docs/performance.md). Shared whole, antd costs ~436 KB gzip on the
 * first page, and a shared module is never tree-shaken. So every app's `import { Button } from 'antd'`
 * is rewritten to `import Button from 'antd/es/button'` (ANTD_TRANSFORM_IMPORT in createAppConfig.ts)
 * and each component the portal uses is a singleton of its own: a page fetches only the components it
 * draws. The components and icons shared are the committed list tooling/rspack/host-offer.json.
 * - The host offers the whole list from absolute paths, whether or not its own code uses them: with the same
 *   version the host's copy is the one every remote loads, and antd's internals (ConfigProvider's context, the
 *   theme, the style cache), reached by relative imports inside antd, exist once, in the host.
 * - A remote names the same keys without a path: the bundler then provides a key only when the remote's code
 *   (its own files and the `shared` files they import) requests it, so a remote offers what its code reaches and
 *   nothing else (docs/decisions.md, 'What a remote offers is what its code reaches'): offering the whole list put
 *   a share entry and a chunk for every component in every remoteEntry.js.
 * A file importing a component or icon not on the list would bring a second copy of antd's internals into the
 * portal, so the build refuses it (SharedImportsCheckPlugin, sharedImportsCheck.ts), naming the list to change.
 */
export const ANTD_TRANSFORM_IMPORT = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', transformToDefaultImport: true }];

/** The host's offer: the antd components (antd/es folders) and icons (names) of tooling/rspack/host-offer.json. */
export interface HostOffer {
  antd: string[];
  icons: string[];
}

export const HOST_OFFER_FILE = path.resolve(__dirname, 'host-offer.json');

export function readHostOffer(file = HOST_OFFER_FILE): HostOffer {
  const { antd, icons } = JSON.parse(readFileSync(file, 'utf8')) as HostOffer;
  return { antd, icons };
}

type Share = SharedDependency & { import?: string };

/** `provider`: 'host' (every component, from its file) or 'remote' (the keys alone: provided when its code requests them). */
export function antdComponentShares(appDir: string, provider: 'host' | 'remote' = 'host'): Record<string, Share> {
  const version = installedVersion(appDir, 'antd');
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, Share> = {};
  for (const folder of readHostOffer().antd) {
    const key = `antd/es/${folder}`;
    shared[key] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
    if (provider === 'remote') continue;
    try {
      shared[key].import = require.resolve(key, { paths: [appDir, path.join(appDir, '../shared')] });
    } catch {
      throw new Error(`antd has no ${key}: tooling/rspack/host-offer.json names something that is not an antd component`);
    }
  }
  return shared;
}

/**
 * @ant-design/icons, icon by icon, like antd's components (docs/performance.md). The workspace imports
 * each icon by its own path (`@ant-design/icons/SearchOutlined`, never the 180 KB barrel) and each is a
 * singleton of its own: a remote draws the host's copy, so no remote loads a second icon base (AntdIcon,
 * the SVG base, clsx) or a second icon context. Offered as antd's components are: the host all of the list, a
 * remote what its code requests (the icons' package resolves each key to its ES build).
 */
export function iconShares(appDir: string, provider: 'host' | 'remote' = 'host'): Record<string, Share> {
  let version: string;
  try {
    version = installedVersion(appDir, '@ant-design/icons');
  } catch {
    // An app that draws no icon (the sign-in remote) needs no @ant-design/icons installed.
    return {};
  }
  const require = createRequire(path.join(appDir, 'package.json'));
  const packageDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [appDir, path.join(appDir, '../shared')] }));
  const shared: Record<string, Share> = {};
  for (const name of readHostOffer().icons) {
    const key = `@ant-design/icons/${name}`;
    shared[key] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
    if (provider === 'remote') continue;
    // The ES build by path (Node's resolution would give the CommonJS lib/).
    const file = path.join(packageDir, 'es/icons', `${name}.js`);
    if (!existsSync(file)) throw new Error(`${key}: no such icon in @ant-design/icons (tooling/rspack/host-offer.json)`);
    shared[key].import = file;
  }
  return shared;
}

/**
 * react-router, declarative mode only (docs/performance.md). Shared whole, react-router-dom 7 put its
 * data routers, server rendering, cookies and sessions (~59 KB gzip) on the sign-in page, because a
 * shared module is never tree-shaken. Every app offers tooling/rspack/react-router-declarative.mjs as
 * 'react-router-dom' instead: a module that re-exports the declarative API (<BrowserRouter>, <Routes>,
 * the hooks) from react-router's production build, so the bundler keeps only what those names reach.
 * One key (a second key for the same file is dropped by the bundler), so the workspace imports
 * 'react-router-dom' only: a file importing 'react-router' would bring a second router context, and
 * fails the build (sharedImportsCheck.ts).
 */
export const REACT_ROUTER_KEY = 'react-router-dom';
/** The request the declarative module imports react-router by: not a shared key, so never consumed (no cycle). */
export const REACT_ROUTER_IMPLEMENTATION = '__portal_react_router__';

export function reactRouterDeclarativeFile(appDir: string): string {
  return path.resolve(appDir, '../tooling/rspack/react-router-declarative.mjs');
}

/**
 * react-router's own ESM build: the production one for production builds (its package exports point at
 * the development build whatever the mode), the development one (with its warnings) for the dev server.
 */
export function reactRouterImplementation(appDir: string, production = true): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const dom = require.resolve('react-router-dom/package.json', { paths: [appDir, path.join(appDir, '../shared')] });
  const routerManifest = createRequire(dom).resolve('react-router/package.json');
  return path.join(path.dirname(routerManifest), `dist/${production ? 'production' : 'development'}/index.mjs`);
}

export function reactRouterShares(
  appDir: string,
  resolveVersion: (pkg: string) => string = (pkg) => installedVersion(appDir, pkg),
): Record<string, SharedDependency & { import: string }> {
  const version = resolveVersion(REACT_ROUTER_KEY);
  return {
    [REACT_ROUTER_KEY]: { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: reactRouterDeclarativeFile(appDir) },
  };
}

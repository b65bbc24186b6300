import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
 * Not state, but drawn by several remotes (issue 16): one copy per page, not one per remote. The forms' formik and
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

/**
 * antd, component by component (docs/performance.md). Shared whole, antd costs ~436 KB gzip on the
 * first page, and a shared module is never tree-shaken. So every app's `import { Button } from 'antd'`
 * is rewritten to `import Button from 'antd/es/button'` (ANTD_TRANSFORM_IMPORT in createAppConfig.ts)
 * and each component the portal uses is a singleton of its own: a page fetches only the components it
 * draws. The host offers the components of a committed list, tooling/rspack/host-offer.json (issue 18: an
 * explicit offer, no scan of the remotes' sources when the host builds), from an absolute path, whether or
 * not its own code uses them: with the same version the host's copy is the one every remote loads, and
 * antd's internals (ConfigProvider's context, the theme, the style cache), reached by relative imports inside
 * antd, exist once, in the host. A remote offers only what its own code and the shared package import (its
 * fallback when it runs without the host): offering the whole list put a share entry and a chunk for ~100
 * components in every remoteEntry.js. A remote that imports a component the host does not offer would bring
 * a second copy of antd's internals into the portal, so its build refuses, naming the list to change.
 */
export const ANTD_TRANSFORM_IMPORT = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', transformToDefaultImport: true }];

/** Folders of the workspace whose code may import antd (tests excluded: jest does not use the bundler). */
const ANTD_SOURCE_DIRS = ['host/src', 'shared/src', 'remote-auth/src', 'remote-delivery/src', 'remote-operations/src', 'remote-account/src'];
const IMPORT_FROM_ANTD = /import\s+(?!type\s)\{([^}]*)\}\s*from\s*['"]antd['"]/g;

/** The workspace's source files in the given folders (tests and test helpers left out), path and text. */
function* workspaceSources(repoDir: string, dirs: readonly string[]): Generator<{ file: string; text: string }> {
  for (const dir of dirs) {
    const root = path.join(repoDir, dir);
    if (!existsSync(root)) continue;
    for (const file of readdirSync(root, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing')) continue;
      yield { file: path.join(dir, file), text: readFileSync(path.join(root, file), 'utf8') };
    }
  }
}

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A workspace import's file: a relative path, or 'shared' and its subpaths (through shared/package.json's exports). */
function resolveWorkspaceImport(repoDir: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier === 'shared' || specifier.startsWith('shared/')) {
    const exports = JSON.parse(readFileSync(path.join(repoDir, 'shared/package.json'), 'utf8')).exports as Record<string, string>;
    const target = exports[specifier === 'shared' ? '.' : `./${specifier.slice('shared/'.length)}`];
    if (!target) return null;
    base = path.join(repoDir, 'shared', target);
  } else return null;
  for (const extension of SOURCE_EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/**
 * The workspace's source files an app's code reaches (static, dynamic and re-exported imports, through the shared
 * package's entries), as `workspaceSources` gives them: what its build can bundle. A remote offers the antd components
 * and icons of these files only: the sign-in remote, which draws no antd, offered 21 components through shared/src's UI
 * kit, each entry and its chunk map in its remoteEntry.js (on the sign-in page, issue 16).
 */
export function reachableSources(repoDir: string, appSrcDir: string): { file: string; text: string }[] {
  const seen = new Map<string, string>();
  const pending = [...workspaceSources(repoDir, [appSrcDir])].map(({ file }) => path.join(repoDir, file));
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const match of text.matchAll(IMPORT_SPECIFIER)) {
      const target = resolveWorkspaceImport(repoDir, file, match[1]);
      if (target && !seen.has(target) && !/\.test\.tsx?$/.test(target)) pending.push(target);
    }
  }
  return [...seen].map(([file, text]) => ({ file: path.relative(repoDir, file), text }));
}

const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** The antd exports the workspace (or the given folders of it) imports, as antd/es folders: ['alert', 'app', 'button', …]. */
export function antdComponentsUsed(
  repoDir: string,
  dirs: readonly string[] = ANTD_SOURCE_DIRS,
  sources: Iterable<{ text: string }> = workspaceSources(repoDir, dirs),
): string[] {
  const names = new Set<string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(IMPORT_FROM_ANTD)) {
      for (const specifier of match[1].split(',')) {
        const name = specifier
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].map(kebabCase).sort();
}

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

/**
 * What a remote imports that the host does not offer, as a build error: a remote drawing it would load a
 * second copy of antd's internals (or of the icon base) beside the host's, so the build stops and says how to
 * go on. Null when everything is offered.
 */
export function unofferedImportsError(app: string, kind: 'antd components' | 'icons', used: readonly string[], offered: readonly string[]): string | null {
  const missing = used.filter((name) => !offered.includes(name));
  if (!missing.length) return null;
  return (
    `${app} imports ${kind} the host does not offer: ${missing.join(', ')}. ` +
    'Add them to tooling/rspack/host-offer.json, release the host, then this remote (docs/deployment.md, "A new antd component or icon").'
  );
}

/** `offer`: 'workspace' (the host: the committed offer) or 'own' (a remote: what its code reaches imports, reachableSources; all of it on the host's offer). */
export function antdComponentShares(appDir: string, offer: 'workspace' | 'own' = 'workspace'): Record<string, SharedDependency & { import: string }> {
  const version = installedVersion(appDir, 'antd');
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedDependency & { import: string }> = {};
  const repoDir = path.resolve(appDir, '..');
  const hostOffer = readHostOffer().antd;
  let folders = hostOffer;
  if (offer === 'own') {
    folders = antdComponentsUsed(repoDir, [], reachableSources(repoDir, path.join(path.relative(repoDir, appDir), 'src')));
    const error = unofferedImportsError(path.basename(appDir), 'antd components', folders, hostOffer);
    if (error) throw new Error(error);
  }
  for (const folder of folders) {
    const key = `antd/es/${folder}`;
    let file: string;
    try {
      file = require.resolve(key, { paths: [appDir, path.join(appDir, '../shared')] });
    } catch {
      throw new Error(`antd has no ${key}: an import from 'antd' names something that is not an antd component`);
    }
    shared[key] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: file };
  }
  return shared;
}

/**
 * @ant-design/icons, icon by icon, like antd's components (docs/performance.md). The workspace imports
 * each icon by its own path (`@ant-design/icons/SearchOutlined`, never the 180 KB barrel) and each is a
 * singleton of its own: a remote draws the host's copy, so no remote loads a second icon base (AntdIcon,
 * the SVG base, clsx) or a second icon context. As for antd, the host offers every icon the workspace
 * imports, a remote the ones its own code and the shared package import. The bundler resolves each key
 * (to the icons' ES build).
 */
const IMPORT_ICON = /import\s+(\w+)\s+from\s*['"](@ant-design\/icons\/[A-Z]\w+)['"]/g;

/** The icons the workspace (or the given folders of it) imports: ['@ant-design/icons/EyeOutlined', …]. */
export function iconsUsed(
  repoDir: string,
  dirs: readonly string[] = ANTD_SOURCE_DIRS,
  sources: Iterable<{ text: string }> = workspaceSources(repoDir, dirs),
): string[] {
  const icons = new Set<string>();
  for (const { text } of sources) for (const match of text.matchAll(IMPORT_ICON)) icons.add(match[2]);
  return [...icons].sort();
}

/** `offer`: 'workspace' (the host: the committed offer) or 'own' (a remote: what its code reaches imports, reachableSources; all of it on the host's offer). */
export function iconShares(appDir: string, offer: 'workspace' | 'own' = 'workspace'): Record<string, SharedDependency & { import: string }> {
  const repoDir = path.resolve(appDir, '..');
  const hostOffer = readHostOffer().icons.map((name) => `@ant-design/icons/${name}`);
  let icons = hostOffer;
  if (offer === 'own') {
    icons = iconsUsed(repoDir, [], reachableSources(repoDir, path.join(path.relative(repoDir, appDir), 'src')));
    const error = unofferedImportsError(path.basename(appDir), 'icons', icons, hostOffer);
    if (error) throw new Error(error);
  }
  // An app that draws no icon (the sign-in remote) needs no @ant-design/icons installed.
  if (!icons.length) return {};
  const version = installedVersion(appDir, '@ant-design/icons');
  const require = createRequire(path.join(appDir, 'package.json'));
  const packageDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [appDir, path.join(appDir, '../shared')] }));
  const shared: Record<string, SharedDependency & { import: string }> = {};
  for (const icon of icons) {
    // The ES build by path (Node's resolution would give the CommonJS lib/): offered whether or not this
    // app's own code draws it, like antd's components.
    const file = path.join(packageDir, 'es/icons', `${icon.split('/').pop()}.js`);
    if (!existsSync(file)) throw new Error(`${icon}: no such icon in @ant-design/icons`);
    shared[icon] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: file };
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
 * fails the build (reactRouterShares).
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

/** The names react-router-declarative.mjs exports. */
export function reactRouterDeclarativeNames(appDir: string): string[] {
  const source = readFileSync(reactRouterDeclarativeFile(appDir), 'utf8');
  const list = source.match(/export\s*\{([^}]*)\}\s*from/);
  return list
    ? list[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
    : [];
}

const IMPORT_FROM_ROUTER = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](react-router(?:-dom)?)['"]/g;

/**
 * What the workspace imports from react-router-dom (value names; type-only imports left out), and the
 * files that import the bare 'react-router' package.
 */
export function reactRouterImports(repoDir: string): { names: string[]; bareRouterFiles: string[] } {
  const names = new Set<string>();
  const bareRouterFiles: string[] = [];
  for (const { file, text } of workspaceSources(repoDir, ANTD_SOURCE_DIRS)) {
    for (const match of text.matchAll(IMPORT_FROM_ROUTER)) {
      if (match[3] === 'react-router') bareRouterFiles.push(file);
      if (match[1]) continue;
      for (const specifier of match[2].split(',')) {
        const name = specifier
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return { names: [...names].sort(), bareRouterFiles };
}

export function reactRouterShares(
  appDir: string,
  resolveVersion: (pkg: string) => string = (pkg) => installedVersion(appDir, pkg),
): Record<string, SharedDependency & { import: string }> {
  const offered = new Set(reactRouterDeclarativeNames(appDir));
  const { names, bareRouterFiles } = reactRouterImports(path.resolve(appDir, '..'));
  if (bareRouterFiles.length) {
    throw new Error(`react-router: import from 'react-router-dom', not 'react-router' (one shared router): ${bareRouterFiles.join(', ')}`);
  }
  const missing = names.filter((name) => !offered.has(name));
  if (missing.length) {
    throw new Error(
      `react-router-dom: ${missing.join(', ')} imported but not in tooling/rspack/react-router-declarative.mjs (the shared declarative API): add it there`,
    );
  }
  const version = resolveVersion(REACT_ROUTER_KEY);
  return {
    [REACT_ROUTER_KEY]: { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, import: reactRouterDeclarativeFile(appDir) },
  };
}

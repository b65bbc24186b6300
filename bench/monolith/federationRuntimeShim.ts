/// <reference types="@rspack/core/module" />
/**
 * The single-bundle baseline's stand-in for '@module-federation/enhanced/runtime' (see rspack.config.ts).
 * The host's own code (remotes/registry.ts, RemotePage, the route table) runs unchanged; only the
 * runtime differs: `loadRemote('operations/HomePage')` becomes a plain dynamic import of
 * remote-operations/src/exposes/HomePage.tsx, code-split by route like any ordinary app.
 */

interface LazyContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}

// A context in 'lazy' mode answers a promise of the module.
const lazy = (context: unknown): LazyContext => context as LazyContext;

declare const __MONOLITH_EXPOSES__: Record<string, Record<string, string>>;

// Literal folders: the bundler needs them at build time. One lazy chunk per exposed module.
const contexts: Record<string, LazyContext> = {
  auth: lazy(import.meta.webpackContext('../../remote-auth/src/exposes', { recursive: false, regExp: /^\.\/[A-Za-z]+\.tsx?$/, mode: 'lazy' })),
  delivery: lazy(import.meta.webpackContext('../../remote-delivery/src/exposes', { recursive: false, regExp: /^\.\/[A-Za-z]+\.tsx?$/, mode: 'lazy' })),
  operations: lazy(import.meta.webpackContext('../../remote-operations/src/exposes', { recursive: false, regExp: /^\.\/[A-Za-z]+\.tsx?$/, mode: 'lazy' })),
  account: lazy(import.meta.webpackContext('../../remote-account/src/exposes', { recursive: false, regExp: /^\.\/[A-Za-z]+\.tsx?$/, mode: 'lazy' })),
};

function importExposed(id: string): Promise<unknown> {
  const [remote, ...rest] = id.split('/');
  const exposed = `./${rest.join('/')}`;
  const file = __MONOLITH_EXPOSES__[remote]?.[exposed];
  const context = contexts[remote];
  if (!file || !context) return Promise.reject(new Error(`Module ${id} is not exposed by any remote`));
  return context(file);
}

export function loadRemote<T>(id: string): Promise<T | null> {
  return importExposed(id) as Promise<T>;
}

/**
 * The host's entry preloads the page's remote through the runtime (remotes/preload.ts). The baseline keeps no such
 * head start, as before: an ordinary single-bundle app asks for a route's chunk when the route renders.
 */
export function preloadRemote(_options?: unknown): Promise<void> {
  return Promise.resolve();
}

// Registration and plugins have nothing to do in a single bundle.
export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function registerShared(): void {}
export function init(): { registerRemotes: () => void; registerPlugins: () => void } {
  return { registerRemotes, registerPlugins };
}
export function loadShare(): Promise<false> {
  return Promise.resolve(false);
}
export function getInstance(): null {
  return null;
}

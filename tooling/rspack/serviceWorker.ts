import type { Compiler } from '@rspack/core';
import { generateSW, type GenerateSWOptions } from 'workbox-build';

/**
 * The host's shell, precached when the worker installs: the page's scripts and the layers every page draws
 * (splitChunks.ts), the manifest and its icons. The HTTP cache answers: the install costs the network nothing more.
 */
export const SHELL_PATTERNS = ['{main,framework,antd-core,signed-in-shell}.*.js', 'favicon.svg', 'manifest.webmanifest', 'icons/*.png'];

/**
 * What the worker does with each request (docs/decisions.md D13). Matchers and plugins are written into sw.js as
 * source: each must stand alone (no outside names).
 * - A page (a navigation, or the page's address the page hands over): the network first; the last page read is kept
 *   under one key, the offline fallback of every route.
 * - The runtime configuration and every remote's entry files, whichever origin serves them: the network first, a copy
 *   only for offline, so a deploy that edits them is seen on the next load.
 * - A content-hashed file (any origin): immutable, so the cache first. Opaque answers (another origin's script) too.
 * - /api: no route; the browser asks the network as if there were no worker.
 */
export const RUNTIME_CACHING: NonNullable<GenerateSWOptions['runtimeCaching']> = [
  {
    urlPattern: ({ request, url }) =>
      !url.pathname.startsWith('/api/') &&
      (request.mode === 'navigate' || (url.origin === self.location.origin && /^\/(pages\/[^.]*|redefinir-senha\/.*)?$/.test(url.pathname))),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'portal-page',
      cacheableResponse: { statuses: [200] },
      plugins: [{ cacheKeyWillBeUsed: async () => '/' }],
    },
  },
  {
    urlPattern: ({ url }) =>
      /(^|\/)(remotes\.json|portal-config\.json|mf-manifest\.json|remoteEntry\.js|federation-runtime\.js|release\.json)$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: { cacheName: 'portal-runtime', cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 60 } },
  },
  {
    urlPattern: ({ url }) => !url.pathname.startsWith('/api/') && /(^|[/.])[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|gif|webp|woff2?)$/i.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'portal-files',
      cacheableResponse: { statuses: [0, 200] },
      expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true },
    },
  },
];

/** The worker's options for a host build written to `distDir`. */
export function serviceWorkerOptions(distDir: string): GenerateSWOptions {
  return {
    globDirectory: distDir,
    globPatterns: SHELL_PATTERNS,
    // Beside index.html (host/src/app-install/serviceWorker.ts registers it): no hash, revalidated on each check.
    swDest: `${distDir}/sw.js`,
    // The content hash is in the names: the precache asks for them as they are (the HTTP cache may answer).
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    // A new release waits until the merchant clicks 'Atualizar agora' (workbox-window's messageSkipWaiting): never a
    // silent swap under a half-filled form. On the first install there is no release to swap: the open page is
    // taken at once, so what it loads next (the remotes' pages) is cached from the start.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The page's request starts while the worker boots (the network-first page rule uses the preloaded answer).
    navigationPreload: true,
    // No navigateFallback: the page is the network's first (the first runtime rule).
    runtimeCaching: RUNTIME_CACHING,
    importScripts: ['notification-click.js'], // host/public: a tap on a notification the worker showed (D13).
    sourcemap: false,
    mode: 'production',
  };
}

/** After a production build of the host: writes sw.js (and Workbox's runtime, content-hashed) beside index.html. */
export class ServiceWorkerPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async (compilation) => {
      const distDir = compiler.options.output.path;
      if (compilation.errors.length || !distDir) return;
      const { warnings } = await generateSW(serviceWorkerOptions(distDir));
      for (const warning of warnings) compilation.warnings.push(new compiler.webpack.WebpackError(`[service worker] ${warning}`));
    });
  }
}

import { RUNTIME_CACHING, serviceWorkerOptions, SHELL_PATTERNS } from './serviceWorker';

type Rule = (typeof RUNTIME_CACHING)[number];
const ORIGIN = 'https://portal.example.com';
const CDN = 'https://cdn.example.com/remote-auth/1.0.0-a';

/** The rule the worker applies to a request (the first that matches, as Workbox's router does), or 'network' for none. */
function ruleOf(url: string, mode: RequestMode = 'cors'): string {
  const parsed = new URL(url, ORIGIN);
  const rule = RUNTIME_CACHING.find((r: Rule) =>
    typeof r.urlPattern === 'function'
      ? r.urlPattern({ url: parsed, request: { mode } as Request, event: {} as never, sameOrigin: parsed.origin === ORIGIN })
      : false,
  );
  return rule ? `${rule.handler} ${rule.options?.cacheName}` : 'network';
}

beforeAll(() => {
  (globalThis as { self?: unknown }).self = { location: new URL(ORIGIN) };
});

describe("the service worker's rules", () => {
  it.each([
    // The page, on every route, navigated to or handed over by the page itself: the network first, one copy for offline.
    ['/pages/orders/123', 'navigate', 'NetworkFirst portal-page'],
    ...['/', '/pages/home', '/redefinir-senha/abc.def'].map((url) => [url, 'cors', 'NetworkFirst portal-page']),
    // What a deploy edits in place, whichever origin serves it: the network first, never a stale registry.
    ...['/remotes.json', '/portal-config.json', `${CDN}/mf-manifest.json`, `${CDN}/remoteEntry.js`, `${CDN}/federation-runtime.js`, '/release.json'].map(
      (url) => [url, 'cors', 'NetworkFirst portal-runtime'],
    ),
    // A content-hashed file: kept forever, from the cache first.
    ...['/framework.ddbaf186.js', `${CDN}/7878.c3a2cb8f.js`, '/8f14e45fceea167a.svg'].map((url) => [url, 'cors', 'CacheFirst portal-files']),
    // The API is left to the network, a navigation too.
    ...['/api/box/v2/business', '/api/order-hub/list-orders?page=1', '/api/sandbox/tiles/1/2/3.0123abcd.png'].map((url) => [url, 'cors', 'network']),
    ['/api/box/v2/tracking/D1', 'navigate', 'network'],
  ] as [string, RequestMode, string][])('%s (%s): %s', (url, mode, rule) => {
    expect(ruleOf(url, mode)).toBe(rule);
  });

  it('keeps one copy of the page, and never waits on the network for the runtime files', () => {
    expect(RUNTIME_CACHING[0].options?.plugins).toHaveLength(1);
    expect(RUNTIME_CACHING[1].options).not.toHaveProperty('networkTimeoutSeconds');
  });

  it('precaches the shell only, and waits for the click before a new release takes over', () => {
    const options = serviceWorkerOptions('/dist');
    expect(options.globPatterns).toBe(SHELL_PATTERNS);
    expect(SHELL_PATTERNS.join(' ')).not.toMatch(/index\.html|remotes|portal-config|mf-manifest|remoteEntry/);
    expect(options).toMatchObject({ skipWaiting: false, clientsClaim: true, swDest: '/dist/sw.js' });
    expect(options).not.toHaveProperty('navigateFallback');
  });
});

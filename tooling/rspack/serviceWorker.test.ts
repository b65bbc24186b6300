import { RUNTIME_CACHING, serviceWorkerOptions, SHELL_PATTERNS } from './serviceWorker';

type Rule = (typeof RUNTIME_CACHING)[number];
const ORIGIN = 'https://portal.example.com';

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
  it('asks the network first for the page, on every route, and keeps one copy of it for offline', () => {
    expect(ruleOf('/pages/orders/123', 'navigate')).toBe('NetworkFirst portal-page');
    // The page's address handed over by the page itself (not a navigation).
    for (const path of ['/', '/pages/home', '/redefinir-senha/abc.def'])
      expect({ path, rule: ruleOf(path) }).toEqual({ path, rule: 'NetworkFirst portal-page' });
    expect(RUNTIME_CACHING[0].options?.plugins).toHaveLength(1);
  });

  it('asks the network first for what a deploy edits in place, whichever origin serves it: never a stale registry', () => {
    for (const url of [
      '/remotes.json',
      '/portal-config.json',
      'https://cdn.example.com/remote-auth/1.0.0-a/mf-manifest.json',
      'https://cdn.example.com/remote-auth/1.0.0-a/remoteEntry.js',
      'https://cdn.example.com/remote-auth/1.0.0-a/federation-runtime.js',
      '/release.json',
    ]) {
      expect({ url, rule: ruleOf(url) }).toEqual({ url, rule: 'NetworkFirst portal-runtime' });
    }
    expect(RUNTIME_CACHING[1].options).not.toHaveProperty('networkTimeoutSeconds');
  });

  it('keeps a content-hashed file forever, from the cache first', () => {
    for (const url of ['/framework.ddbaf186.js', 'https://cdn.example.com/remote-auth/1.0.0-a/7878.c3a2cb8f.js', '/8f14e45fceea167a.svg']) {
      expect({ url, rule: ruleOf(url) }).toEqual({ url, rule: 'CacheFirst portal-files' });
    }
  });

  it('leaves the API to the network, a navigation too', () => {
    for (const url of ['/api/box/v2/business', '/api/order-hub/list-orders?page=1', '/api/sandbox/tiles/1/2/3.0123abcd.png']) {
      expect({ url, rule: ruleOf(url) }).toEqual({ url, rule: 'network' });
    }
    expect(ruleOf('/api/box/v2/tracking/D1', 'navigate')).toBe('network');
  });

  it('precaches the shell only, and waits for the click before a new release takes over', () => {
    const options = serviceWorkerOptions('/dist');
    expect(options.globPatterns).toBe(SHELL_PATTERNS);
    expect(SHELL_PATTERNS.join(' ')).not.toMatch(/index\.html|remotes|portal-config|mf-manifest|remoteEntry/);
    expect(options).toMatchObject({ skipWaiting: false, clientsClaim: true, swDest: '/dist/sw.js' });
    expect(options).not.toHaveProperty('navigateFallback');
  });
});

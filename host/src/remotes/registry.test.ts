import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { onPortalError, portalStore, sessionAtom } from 'shared';
import { loadRegistry, releaseOf, REMOTE_OVERRIDES_KEY, resetRemote, resolveRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: jest.fn(() => null),
}));

const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const REMOTES_JSON = {
  auth: 'http://localhost:3001/mf-manifest.json',
  delivery: 'http://localhost:3002/mf-manifest.json',
  operations: 'https://cdn.example.com/remote-operations/1.4.0-3fa9c2d1/mf-manifest.json',
  account: 'http://localhost:3004/mf-manifest.json',
};
const FOREIGN = 'https://evil.example.com/mf-manifest.json';
const stableOnly = (urls: Record<string, string>) => Object.fromEntries(Object.entries(urls).map(([name, stable]) => [name, { stable }]));

function serveRemotesJson(json: unknown = REMOTES_JSON) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => JSON.stringify(json) });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

beforeEach(() => {
  register.mockReset();
  window.localStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('remote registry: remote URLs come from remotes.json only', () => {
  it('reads remotes.json without cache and registers every remote it names', async () => {
    const fetchMock = serveRemotesJson();
    expect(await loadRegistry()).toEqual(stableOnly(REMOTES_JSON));
    expect(fetchMock).toHaveBeenCalledWith(new URL('/remotes.json', window.location.origin).href, { cache: 'no-store' });
    expect(register.mock.calls).toEqual(Object.entries(REMOTES_JSON).map(([name, entry]) => [[{ name, entry }], { force: true }]));
  });

  it("leaves a remote the runtime already has from the entry's preload as it is, and a retry registers it afresh", async () => {
    serveRemotesJson();
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'auth', entry: REMOTES_JSON.auth }] } } as never);
    try {
      await loadRegistry();
      expect(register.mock.calls.map(([[remote]]) => remote!.name)).toEqual(['delivery', 'operations', 'account']);
      register.mockClear();
      await loadRegistry('remotes.json', false, 'auth');
      expect(register.mock.calls).toEqual([[[{ name: 'auth', entry: REMOTES_JSON.auth }], { force: true }]]);
    } finally {
      jest.mocked(getInstance).mockReturnValue(null);
    }
  });

  it('in production, ignores remote URLs in the query string and the hash', async () => {
    serveRemotesJson();
    window.history.replaceState(
      {},
      '',
      `/pages/wallet?account=${encodeURIComponent(FOREIGN)}&remotes=${encodeURIComponent(JSON.stringify({ account: FOREIGN }))}&remote.account=${encodeURIComponent(FOREIGN)}#account=${FOREIGN}`,
    );
    expect((await loadRegistry('remotes.json', false)).account).toEqual({ stable: REMOTES_JSON.account });
    expect(JSON.stringify(register.mock.calls)).not.toContain('evil.example.com');
  });

  it('in production, ignores a stored override too', async () => {
    serveRemotesJson();
    window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ account: FOREIGN }));
    expect((await loadRegistry('remotes.json', false)).account).toEqual({ stable: REMOTES_JSON.account });
  });

  it('in a development build, applies the explicit stored override, and still never the query string', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveRemotesJson();
    window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ account: 'http://localhost:3104/mf-manifest.json' }));
    window.history.replaceState({}, '', `/?operations=${encodeURIComponent(FOREIGN)}`);
    expect(await loadRegistry('remotes.json', true)).toEqual(stableOnly({ ...REMOTES_JSON, account: 'http://localhost:3104/mf-manifest.json' }));
  });

  it('keeps only known remotes with http(s) URLs', () => {
    const registry = resolveRegistry(
      { ...REMOTES_JSON, account: 'javascript:alert(1)', delivery: 42, other: 'https://cdn.example.com/x/mf-manifest.json' },
      { development: false, override: null },
    );
    expect(registry).toEqual(stableOnly({ auth: REMOTES_JSON.auth, operations: REMOTES_JSON.operations }));
  });

  it('a malformed override or remotes.json is no remote, never a crash', () => {
    expect(resolveRegistry(REMOTES_JSON, { development: true, override: '{not json' })).toEqual(stableOnly(REMOTES_JSON));
    expect(resolveRegistry(['a'], { development: false, override: null })).toEqual({});
  });

  it('fails loudly when remotes.json cannot be read', async () => {
    Object.defineProperty(window, 'fetch', { value: jest.fn().mockResolvedValue({ ok: false, status: 404 }), configurable: true, writable: true });
    await expect(loadRegistry()).rejects.toThrow('remotes.json: HTTP 404');
  });
});

describe('releases on the federation runtime', () => {
  const CDN = 'https://cdn.example.com/remote-account';
  const entry = { stable: `${CDN}/1.0.0-a/mf-manifest.json`, canary: { url: `${CDN}/1.1.0-c/mf-manifest.json`, stores: ['loja-1'] } };
  const plugin = () =>
    (jest.mocked(registerPlugins).mock.calls.at(-1)![0] as { name: string }[]).find((p) => p.name === 'portal-releases') as unknown as {
      beforeRequest: (args: { id: string }) => unknown;
      errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string; origin: { loadRemote: (id: string) => unknown } }) => Promise<unknown>;
      afterLoadRemote: (args: { id: string; error?: unknown }) => Promise<void>;
      createScript: (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;
    };

  it('serves a page from the stable release when the canary fails to load, in the same call, and reports it', async () => {
    serveRemotesJson({ account: entry });
    await loadRegistry('remotes.json', false);
    // The first request settles the release for the store signed in by then (a listed store: the canary).
    const events: unknown[] = [];
    const stop = onPortalError((event) => events.push(event));
    portalStore.set(sessionAtom, (s) => ({ ...s, user: { business_uuid: 'loja-1' } as never, isLogged: true }));
    plugin().beforeRequest({ id: 'account/WalletPage' });
    expect(releaseOf('account')).toEqual({ release: '1.1.0-c', url: entry.canary.url });
    const loadRemote = jest.fn(async () => ({ default: 'A' }));
    const served = await plugin().errorLoadRemote({
      id: 'account/WalletPage',
      error: new Error('ScriptExternalLoadError'),
      lifecycle: 'onLoad',
      origin: { loadRemote },
    });
    expect(served).toEqual({ default: 'A' });
    expect(loadRemote).toHaveBeenCalledWith('account/WalletPage');
    expect(releaseOf('account')).toEqual({ release: '1.0.0-a', url: entry.stable });
    expect(register).toHaveBeenLastCalledWith([{ name: 'account', entry: entry.stable }], { force: true });
    expect(events).toEqual([
      expect.objectContaining({ type: 'load-error', remote: 'account', release: '1.1.0-c', store: 'loja-1' }),
      expect.objectContaining({ type: 'fallback', remote: 'account', release: '1.1.0-c', to: '1.0.0-a' }),
    ]);
    // Nothing left to fall back to: the error goes on to the page's panel.
    expect(await plugin().errorLoadRemote({ id: 'account/WalletPage', error: new Error('x'), lifecycle: 'onLoad', origin: { loadRemote } })).toBeUndefined();
    stop();
  });

  it("asks for a remote's entry under a fresh address on 'Tentar novamente' (the page's failed preload is not handed back), until it loads", async () => {
    serveRemotesJson(REMOTES_JSON);
    await loadRegistry('remotes.json', false);
    const entryUrl = 'http://localhost:3002/remoteEntry.js';
    const delivery = { name: 'delivery' };
    expect(plugin().createScript({ url: entryUrl, remoteInfo: delivery })).toBeUndefined();
    await resetRemote('delivery');
    const script = plugin().createScript({ url: entryUrl, remoteInfo: delivery });
    expect(script?.src).toMatch(/^http:\/\/localhost:3002\/remoteEntry\.js\?tentativa=[0-9a-z]+$/);
    // Another remote, a chunk (content-hashed, never preloaded by the page's answer) and a script of no remote: as they are.
    expect(plugin().createScript({ url: 'http://localhost:3003/remoteEntry.js', remoteInfo: { name: 'operations' } })).toBeUndefined();
    expect(plugin().createScript({ url: 'http://localhost:3002/__federation_expose_DeliveryPage.a4618568.js', remoteInfo: delivery })).toBeUndefined();
    expect(plugin().createScript({ url: entryUrl })).toBeUndefined();
    // Once the remote has loaded, its entry is asked for as the runtime names it again.
    await plugin().afterLoadRemote({ id: 'delivery/DeliveryPage' });
    expect(plugin().createScript({ url: entryUrl, remoteInfo: delivery })).toBeUndefined();
  });
});

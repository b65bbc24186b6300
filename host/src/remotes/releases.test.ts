import { bucketOf, releaseChain, releaseName, releasesOf } from './releases';

const CDN = 'https://cdn.example.com/remote-account';
const A = `${CDN}/1.0.0-a/mf-manifest.json`;
const B = `${CDN}/1.1.0-b/mf-manifest.json`;
const C = `${CDN}/1.2.0-c/mf-manifest.json`;

describe("a remote's releases in remotes.json", () => {
  it('reads a plain URL as the stable release, and the full entry with a fallback and a canary', () => {
    expect(releasesOf(A)).toEqual({ stable: A });
    expect(releasesOf({ stable: B, fallback: A, canary: { url: C, stores: ['loja-1', 7], percent: 10 } })).toEqual({
      stable: B,
      fallback: A,
      canary: { url: C, stores: ['loja-1', '7'], percent: 10 },
    });
  });

  it('drops what is not a release: no stable, foreign schemes, a canary given to nobody', () => {
    expect(releasesOf({ fallback: A })).toBeUndefined();
    expect(releasesOf('javascript:alert(1)')).toBeUndefined();
    expect(releasesOf({ stable: B, fallback: 'data:text/javascript,1', canary: { url: C, stores: [], percent: 0 } })).toEqual({ stable: B });
  });

  it('gives the canary to the listed stores, and the same stores by percentage on every load', () => {
    const releases = releasesOf({ stable: B, canary: { url: C, stores: ['loja-1'], percent: 0 } })!;
    expect(releaseChain('account', releases, { store: 'loja-1', browser: 'x' })[0]).toBe(C);
    expect(releaseChain('account', releases, { store: 'loja-2', browser: 'x' })[0]).toBe(B);
    const half = releasesOf({ stable: B, canary: { url: C, stores: [], percent: 50 } })!;
    const stores = Array.from({ length: 200 }, (_, i) => `loja-${i}`);
    const first = stores.map((store) => releaseChain('account', half, { store, browser: 'x' })[0]);
    expect(stores.map((store) => releaseChain('account', half, { store, browser: 'y' })[0])).toEqual(first);
    const share = first.filter((url) => url === C).length / stores.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
    // Before sign-in: per browser.
    expect(releaseChain('account', half, { store: null, browser: 'b1' })[0]).toBe(bucketOf('account:b1') < 50 ? C : B);
  });

  it('falls back from the canary to the stable release, and from the stable one to the named fallback', () => {
    const releases = releasesOf({ stable: B, fallback: A, canary: { url: C, stores: ['s'], percent: 0 } })!;
    expect(releaseChain('account', releases, { store: 's', browser: 'x' })).toEqual([C, B, A]);
    expect(releaseChain('account', releases, { store: 'other', browser: 'x' })).toEqual([B, A]);
    expect(releaseChain('account', { stable: B }, { store: 's', browser: 'x' })).toEqual([B]);
    expect(releaseChain('account', { stable: B, fallback: B }, { store: 's', browser: 'x' })).toEqual([B]);
    expect(releaseName(C)).toBe('1.2.0-c');
    expect(releaseName('http://localhost:3004/mf-manifest.json')).toBe('localhost:3004');
  });

  it("writes this browser's seed only when a percentage needs it", () => {
    const browser = jest.fn(() => 'seed');
    const who = {
      store: null,
      get browser() {
        return browser();
      },
    };
    releaseChain('account', releasesOf({ stable: B, canary: { url: C, stores: ['loja-1'], percent: 0 } })!, who);
    expect(browser).not.toHaveBeenCalled();
    releaseChain('account', releasesOf({ stable: B, canary: { url: C, stores: [], percent: 10 } })!, who);
    expect(browser).toHaveBeenCalled();
  });
});

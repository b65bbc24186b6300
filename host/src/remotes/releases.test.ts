import { bucketOf, chooseRole, fallbackRole, releaseName, releasesOf, urlOf } from './releases';

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
    expect(chooseRole('account', releases, { store: 'loja-1', browser: 'x' })).toBe('canary');
    expect(chooseRole('account', releases, { store: 'loja-2', browser: 'x' })).toBe('stable');
    const half = releasesOf({ stable: B, canary: { url: C, stores: [], percent: 50 } })!;
    const stores = Array.from({ length: 200 }, (_, i) => `loja-${i}`);
    const first = stores.map((store) => chooseRole('account', half, { store, browser: 'x' }));
    expect(stores.map((store) => chooseRole('account', half, { store, browser: 'y' }))).toEqual(first);
    const share = first.filter((role) => role === 'canary').length / stores.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
    // Before sign-in: per browser.
    expect(chooseRole('account', half, { store: null, browser: 'b1' })).toBe(bucketOf('account:b1') < 50 ? 'canary' : 'stable');
  });

  it('falls back from the canary to the stable release, and from the stable one to the named fallback', () => {
    const releases = releasesOf({ stable: B, fallback: A, canary: { url: C, stores: ['s'], percent: 0 } })!;
    expect(fallbackRole(releases, 'canary')).toBe('stable');
    expect(fallbackRole(releases, 'stable')).toBe('fallback');
    expect(fallbackRole(releases, 'fallback')).toBeNull();
    expect(fallbackRole({ stable: B }, 'stable')).toBeNull();
    expect([urlOf(releases, 'canary'), urlOf(releases, 'stable'), urlOf(releases, 'fallback')]).toEqual([C, B, A]);
    expect(releaseName(C)).toBe('1.2.0-c');
    expect(releaseName('http://localhost:3004/mf-manifest.json')).toBe('localhost:3004');
  });
});

import { pagePreloadLinks } from './pagePreloads';

const remotes = JSON.stringify({
  auth: 'https://cdn.example.com/remote-auth/1.4.0-3fa9c2d1/mf-manifest.json',
  operations: { stable: 'https://cdn.example.com/remote-operations/2.0.0-aa11bb22/mf-manifest.json', fallback: 'https://cdn.example.com/x/mf-manifest.json' },
  account: {
    stable: 'https://cdn.example.com/remote-account/1.0.0-0a1b2c3d/mf-manifest.json',
    canary: { url: 'https://cdn.example.com/remote-account/1.1.0-4e5f6a7b/mf-manifest.json', percent: 10 },
  },
  delivery: '/remote-delivery/mf-manifest.json',
});

describe('the remote files a host page names for preloading', () => {
  it('names the manifest and the entry of the remote the address shows, as the page will ask for them', () => {
    expect(pagePreloadLinks('/', remotes)).toEqual([
      '<https://cdn.example.com/remote-auth/1.4.0-3fa9c2d1/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '<https://cdn.example.com/remote-auth/1.4.0-3fa9c2d1/remoteEntry.js>; rel=preload; as=script',
    ]);
    expect(pagePreloadLinks('/redefinir-senha/abc.def', remotes)[0]).toContain('/remote-auth/');
    // A page with a parameter, and a stable release with a fallback: the stable one.
    expect(pagePreloadLinks('/pages/orders/6f1c2a90', remotes)).toEqual([
      '<https://cdn.example.com/remote-operations/2.0.0-aa11bb22/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '<https://cdn.example.com/remote-operations/2.0.0-aa11bb22/remoteEntry.js>; rel=preload; as=script',
    ]);
  });

  it('names nothing the page might not load: a canary (chosen by store), an unknown address, a remote not named or not absolute', () => {
    expect(pagePreloadLinks('/pages/wallet', remotes)).toEqual([]);
    expect(pagePreloadLinks('/pages/nada', remotes)).toEqual([]);
    expect(pagePreloadLinks('/pages/delivery', remotes)).toEqual([]);
    expect(pagePreloadLinks('/', '{}')).toEqual([]);
    expect(pagePreloadLinks('/', 'not json')).toEqual([]);
    expect(pagePreloadLinks('/', JSON.stringify({ auth: 'javascript:alert(1)//mf-manifest.json' }))).toEqual([]);
    // A URL that would break the header's syntax is left out, not sent.
    expect(pagePreloadLinks('/', JSON.stringify({ auth: 'https://cdn.example.com/a>; rel=x, <b/mf-manifest.json' }))).toEqual([]);
  });
});

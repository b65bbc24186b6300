import { cacheControlOf, IMMUTABLE, isFilePath, mayPrecompress, REVALIDATE } from './fileRules';

describe('which paths are files and how long a file may be kept', () => {
  it('keeps for a year only what carries its content hash; everything a deploy may replace is revalidated', () => {
    for (const name of ['main.3fa9c2d1.js', 'antd-core.0a1b2c3d.js', '8f14e45fceea167a5a36.svg', 'styles.abcdef12.css']) {
      expect({ name, rule: cacheControlOf(name) }).toEqual({ name, rule: IMMUTABLE });
    }
    const replaced = ['index.html', 'remotes.json', 'portal-config.json', 'mf-manifest.json', 'remoteEntry.js', 'federation-runtime.js'];
    // The service worker and the app's manifest too: a new release's worker is found at the browser's next check.
    for (const name of [...replaced, 'release.json', 'favicon.svg', 'mount.d.ts', 'main.1a2b.js', 'sw.js', 'manifest.webmanifest', 'icon-192.png']) {
      expect({ name, rule: cacheControlOf(name) }).toEqual({ name, rule: REVALIDATE });
    }
  });

  it('takes a path for a file only when it ends with a real asset extension, and never under a route prefix', () => {
    for (const path of ['/main.3fa9c2d1.js', '/1.0.0-a/mf-manifest.json', '/@mf-types/account/mount.d.ts', '/favicon.svg', '/x.js.gz']) {
      expect({ path, file: isFilePath(path) }).toEqual({ path, file: true });
    }
    for (const path of ['/', '/pages/orders/123', '/redefinir-senha/abc.def', '/redefinir-senha/abc.js', '/pages/x.json', '/loja.nova', '/v1.2']) {
      expect({ path, file: isFilePath(path) }).toEqual({ path, file: false });
    }
  });

  it('precompresses neither the runtime configuration a deploy edits in place, nor source maps, nor a copy', () => {
    expect(mayPrecompress('main.3fa9c2d1.js')).toBe(true);
    expect(mayPrecompress('mf-manifest.json')).toBe(true);
    expect(mayPrecompress('index.html')).toBe(true);
    for (const name of ['remotes.json', 'portal-config.json', 'main.3fa9c2d1.js.map', 'main.3fa9c2d1.js.gz', 'sub/remotes.json']) {
      expect({ name, ok: mayPrecompress(name) }).toEqual({ name, ok: false });
    }
  });
});

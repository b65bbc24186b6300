import { applyRuntimeConfig, configuredRequestTimeoutMs, googleMapsKey, isTileUrl, mapTiles } from './runtimeConfig';

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
});

describe('the runtime configuration', () => {
  it('is empty when the deployment wrote none', () => {
    expect(googleMapsKey()).toBeUndefined();
    expect(configuredRequestTimeoutMs()).toBeUndefined();
  });

  it('reads the Google Maps key, trimmed, and ignores a blank or non-text one', () => {
    window.__PORTAL_CONFIG__ = { googleMapsKey: '  chave-123 ' };
    expect(googleMapsKey()).toBe('chave-123');
    window.__PORTAL_CONFIG__ = { googleMapsKey: '   ' };
    expect(googleMapsKey()).toBeUndefined();
    (window as unknown as { __PORTAL_CONFIG__: unknown }).__PORTAL_CONFIG__ = { googleMapsKey: 42 };
    expect(googleMapsKey()).toBeUndefined();
  });

  it('takes a request time-out between 1 s and 2 min, and ignores anything else', () => {
    window.__PORTAL_CONFIG__ = { requestTimeoutMs: 4_000 };
    expect(configuredRequestTimeoutMs()).toBe(4_000);
    for (const wrong of [0, 500, 600_000, Number.NaN, '5000']) {
      (window as unknown as { __PORTAL_CONFIG__: unknown }).__PORTAL_CONFIG__ = { requestTimeoutMs: wrong };
      expect(configuredRequestTimeoutMs()).toBeUndefined();
    }
    (window as unknown as { __PORTAL_CONFIG__: unknown }).__PORTAL_CONFIG__ = 'not an object';
    expect(configuredRequestTimeoutMs()).toBeUndefined();
  });
});

describe('the map tiles', () => {
  it("are OpenStreetMap's standard tiles with its attribution when the deployment names none", () => {
    expect(mapTiles()).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
  });

  it('are the configured ones, on the host or on an http(s) origin, with their attribution', () => {
    window.__PORTAL_CONFIG__ = { mapTileUrl: '/api/sandbox/tiles/{z}/{x}/{y}.svg', mapAttribution: ' Sandbox ' };
    expect(mapTiles()).toEqual({ url: '/api/sandbox/tiles/{z}/{x}/{y}.svg', attribution: 'Sandbox' });
    window.__PORTAL_CONFIG__ = { mapTileUrl: 'https://tiles.exemplo.com.br/{z}/{x}/{y}.png' };
    expect(mapTiles()).toEqual({ url: 'https://tiles.exemplo.com.br/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
  });

  it('ignore a URL without {z}, {x} and {y}, of another scheme, or protocol-relative', () => {
    for (const wrong of ['https://tiles.exemplo.com.br/{z}/{x}.png', 'javascript:alert(1)//{z}{x}{y}', '//evil.example/{z}/{x}/{y}.png', 42]) {
      expect(isTileUrl(wrong)).toBe(false);
    }
  });

  it('are merged in at start, what the page set itself winning', () => {
    window.__PORTAL_CONFIG__ = { requestTimeoutMs: 6_000 };
    applyRuntimeConfig({ requestTimeoutMs: 15_000, mapTileUrl: '/t/{z}/{x}/{y}.png' });
    expect(window.__PORTAL_CONFIG__).toEqual({ requestTimeoutMs: 6_000, mapTileUrl: '/t/{z}/{x}/{y}.png' });
    applyRuntimeConfig('not an object');
    expect(window.__PORTAL_CONFIG__).toEqual({ requestTimeoutMs: 6_000, mapTileUrl: '/t/{z}/{x}/{y}.png' });
  });
});

import { configuredRequestTimeoutMs, googleMapsKey } from './runtimeConfig';

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

import { isApiUrl, normalisedPath, originList, refusesOrigin } from './requestRules';

describe('the path a request names', () => {
  it.each([
    ['/api/box/v2/balance', '/api/box/v2/balance'],
    ['/%61pi/box/v2/balance?x=/', '/api/box/v2/balance'],
    ['//api//box/./v2/../v2/balance', '/api/box/v2/balance'],
    ['/%2e%2e/%2E/api/x', '/api/x'],
    ['/pages/orders/', '/pages/orders'],
  ])('%s reads as %s', (url, path) => expect(normalisedPath(url)).toBe(path));

  it('is the API however it is spelled, and an undecodable path counts as the API', () => {
    for (const url of ['/api', '/api/x', '/%61pi/x', '/x/../api/y', '/%E0%A4%A']) expect({ url, api: isApiUrl(url) }).toEqual({ url, api: true });
    for (const url of ['/', '/apis/x', '/pages/api', '/index.html']) expect({ url, api: isApiUrl(url) }).toEqual({ url, api: false });
  });
});

describe('which pages may change data', () => {
  const allowed = new Set(originList(['https://Integrador.example.com/', 'javascript:alert(1)', 42, 'ftp://x.example']));
  const own = 'http://localhost:3000';
  const refused = (facts: { method?: string; origin?: string; fetchSite?: string }) => refusesOrigin({ method: 'POST', ownOrigin: own, allowed, ...facts });

  it('keeps only http(s) origins from the configuration, normalised', () => {
    expect([...allowed]).toEqual(['https://integrador.example.com']);
  });

  it('refuses a form or script of another origin, a same-site one included', () => {
    expect(refused({ origin: 'http://localhost:7777', fetchSite: 'same-site' })).toBe(true);
    expect(refused({ origin: 'http://localhost:7777' })).toBe(true);
    expect(refused({ origin: 'https://localhost:3000' })).toBe(true);
    expect(refused({ origin: 'http://loja.localhost:3000', fetchSite: 'same-site' })).toBe(true);
    expect(refused({ origin: 'null', fetchSite: 'cross-site' })).toBe(true);
    expect(refused({ origin: 'http://localhost:3000, http://localhost:7777' })).toBe(true);
    expect(refused({ fetchSite: 'cross-site' })).toBe(true);
    expect(refused({ fetchSite: 'same-site' })).toBe(true);
    expect(refused({ method: 'DELETE', origin: 'https://evil.example' })).toBe(true);
  });

  it("lets through the page's own origin, the listed integrators, the browser's same-origin word, tools without either header, and reads", () => {
    expect(refused({ origin: 'http://localhost:3000', fetchSite: 'same-origin' })).toBe(false);
    expect(refused({ origin: 'http://localhost:3000' })).toBe(false);
    expect(refused({ fetchSite: 'same-origin' })).toBe(false);
    expect(refused({ fetchSite: 'none' })).toBe(false);
    expect(refused({ origin: 'https://integrador.example.com', fetchSite: 'cross-site' })).toBe(false);
    expect(refused({})).toBe(false);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(refused({ method, origin: 'https://evil.example', fetchSite: 'cross-site' })).toBe(false);
  });
});

import { mapTiles } from 'shared';
import { loadRuntimeConfig } from './loadRuntimeConfig';

const answer = (body: unknown, ok = true) => jest.fn(async () => ({ ok, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
  jest.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  it('reads portal-config.json, uncached, into the configuration the page uses', async () => {
    const fetchMock = answer({ mapTileUrl: '/api/sandbox/tiles/{z}/{x}/{y}.svg', mapAttribution: 'Sandbox' });
    global.fetch = fetchMock;
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/portal-config.json`, { cache: 'no-store' });
    expect(mapTiles()).toEqual({ url: '/api/sandbox/tiles/{z}/{x}/{y}.svg', attribution: 'Sandbox' });
  });

  it('keeps the defaults when the file is missing, broken or unreachable', async () => {
    global.fetch = answer({}, false);
    await loadRuntimeConfig();
    global.fetch = jest.fn(async () => ({ ok: true, text: async () => '{broken' })) as unknown as typeof fetch;
    await loadRuntimeConfig();
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await loadRuntimeConfig();
    expect(mapTiles().url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});

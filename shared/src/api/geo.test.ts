import { geoApi, newPlacesSessionId } from './geo';
import { answer, API, installNetwork, recordRequests, server } from '../testing/network';
import { http } from 'msw';

installNetwork();
const seen = recordRequests();

describe('place search sessions', () => {
  it('makes 16-character alphanumeric place-search session ids', () => {
    expect(newPlacesSessionId()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(newPlacesSessionId(() => 0)).toBe('AAAAAAAAAAAAAAAA');
  });
});

describe('the geo calls (part-1 §7)', () => {
  beforeEach(() => {
    server.use(
      http.get(API.geo.places, () => answer({ data: [] })),
      http.get(API.geo.geocode, () => answer({ data: null })),
    );
  });
  afterEach(() => {
    delete window.__PORTAL_CONFIG__;
  });

  it("send the deployment's Google Maps key as `key`", async () => {
    window.__PORTAL_CONFIG__ = { googleMapsKey: 'chave-123' };
    await geoApi.searchPlaces('Rua Augusta', 'AAAAAAAAAAAAAAAA');
    await geoApi.geocode('place-1', 'AAAAAAAAAAAAAAAA', ' 120 ');
    expect(seen.map((r) => r.query)).toEqual([
      { term: 'Rua Augusta', sessionId: 'AAAAAAAAAAAAAAAA', key: 'chave-123', cache: '1' },
      { sessionId: 'AAAAAAAAAAAAAAAA', key: 'chave-123', number: '120' },
    ]);
  });

  it('leave `key` out where the deployment has none (open tiles, the sandbox)', async () => {
    await geoApi.searchPlaces('Rua Augusta', 'AAAAAAAAAAAAAAAA');
    await geoApi.geocode('place-1', 'AAAAAAAAAAAAAAAA');
    expect(seen.map((r) => r.query)).toEqual([{ term: 'Rua Augusta', sessionId: 'AAAAAAAAAAAAAAAA', cache: '1' }, { sessionId: 'AAAAAAAAAAAAAAAA' }]);
  });
});

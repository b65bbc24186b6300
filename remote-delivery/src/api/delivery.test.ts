import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { geoApi, http, newPlacesSessionId } from 'shared';
import { deliveryApi, type OrderHubPayload } from './delivery';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every deliveryApi call goes to an
 * operation of shared/contract/delivery.yaml (or, for the reused calls, auth.yaml / operations.yaml) with its
 * method, and every delivery operation has a call.
 */

type Operation = { method: string; path: string; pattern: RegExp };

function contractOperations(file: string): Operation[] {
  const text = readFileSync(path.resolve(__dirname, '../../../shared/contract', file), 'utf8');
  const ops: Operation[] = [];
  let current: string | null = null;
  for (const line of text.split('\n')) {
    const pathLine = /^ {2}(\/api\/\S+):\s*$/.exec(line);
    if (pathLine) current = pathLine[1];
    else if (/^\S/.test(line)) current = null;
    const methodLine = /^ {4}(get|put|post|patch|delete):\s*$/.exec(line);
    if (current && methodLine) {
      const source = current.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+');
      ops.push({ method: methodLine[1].toUpperCase(), path: current, pattern: new RegExp(`^${source}$`) });
    }
  }
  return ops;
}

const payload: OrderHubPayload = {
  external_id: 'ext-1',
  courier_must_return: false,
  address: { lat: -23.56, lng: -46.65, street_name: 'Avenida Paulista', street_number: '1000' },
  customer: { name: 'Ana Souza', phone: '5511987654321' },
};

// The place search and geocode of this contract are shared's geoApi; with this remote's calls they cover it.
describe('deliveryApi and geoApi ↔ shared/contract/delivery.yaml', () => {
  const delivery = contractOperations('delivery.yaml');
  const others = [...contractOperations('auth.yaml'), ...contractOperations('operations.yaml')];
  const seen: { method: string; url: string; params: unknown }[] = [];
  const original = http.defaults.adapter;

  beforeAll(() => {
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`, 'http://portal.test');
      seen.push({ method: (config.method ?? 'get').toUpperCase(), url: url.pathname, params: config.params });
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
  });
  afterAll(() => {
    http.defaults.adapter = original;
  });

  it('calls only operations of the contract, and every delivery operation', async () => {
    const session = newPlacesSessionId();
    await deliveryApi.business('b1');
    await geoApi.searchPlaces('Rua Augusta', session);
    await geoApi.geocode('sp-augusta:10', session, '12');
    await deliveryApi.checkRange(-23.56, -46.65);
    await deliveryApi.calculateValue(-23.56, -46.65);
    await deliveryApi.canSpend('b1', 12.345, true);
    await deliveryApi.validateOrder(payload);
    await deliveryApi.createOrders([payload], 'courier-1');
    await deliveryApi.createReverseTask({
      externalId: 'rev-1',
      totalAmount: 10,
      needReturn: false,
      reverse_logistic: true,
      origin: { name: 'Ana', address: { street: 'Rua Augusta', lat: -23.55, lng: -46.65 } },
      destination: 'business',
    });
    await deliveryApi.createLegacyOrders({ courier_must_return: false, multiple: [] });
    await deliveryApi.locateCouriers('123.456.789-09', 2);
    await deliveryApi.orderDetails('order-1');

    const unknown = seen.filter((call) => ![...delivery, ...others].some((op) => op.method === call.method && op.pattern.test(call.url)));
    expect(unknown).toEqual([]);
    const uncalled = delivery.filter((op) => !seen.some((call) => op.method === call.method && op.pattern.test(call.url)));
    expect(uncalled.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    expect(delivery.length).toBe(9);

    expect(seen).toContainEqual({ method: 'GET', url: '/api/box/payment-service/v1/wallets/b1/can-spend/12.35/1/0', params: undefined });
    expect(seen).toContainEqual({ method: 'GET', url: '/api/box/v2/fleets/couriers', params: { search: '12345678909', page: 2, limit: 15 } });
    expect(seen).toContainEqual({ method: 'GET', url: '/api/geo-service/places/sp-augusta%3A10/geocode', params: { sessionId: session, number: '12' } });
  });
});

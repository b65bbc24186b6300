import { geoApi, newPlacesSessionId } from 'shared';
import { answerEveryCall, callsOutside, contractOperations, operationsNotCalled } from 'shared/testing/contract';
import { answer, API, errorAnswer, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { deliveryApi, type OrderHubPayload } from './delivery';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every deliveryApi call goes to an
 * operation of shared/contract/delivery.yaml (or, for the reused calls, auth.yaml / operations.yaml) with its
 * method, and every delivery operation has a call.
 */
installNetwork();
const seen = recordRequests();
beforeEach(answerEveryCall);

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

  it('calls only operations of the contract, and every delivery operation', async () => {
    // The URLs as sent (recordRequests' paths are decoded): a place id's ':' travels encoded.
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => sent.push(new URL(request.url).pathname));
    const session = newPlacesSessionId();
    await deliveryApi.business('b1');
    await geoApi.searchPlaces('Rua Augusta', session);
    await geoApi.geocode('sp-augusta:10', session, '12');
    await deliveryApi.checkRange(-23.56, -46.65);
    await deliveryApi.calculateValue(-23.56, -46.65);
    // Every call answers 200 here, which is no 'allowed' for the wallet (only 202 is): the call still went.
    await expect(deliveryApi.canSpend('b1', 12.345, true)).rejects.toThrow('not 202');
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

    server.events.removeAllListeners('request:start');
    expect(callsOutside(seen, [...delivery, ...others])).toEqual([]);
    expect(operationsNotCalled(delivery, seen)).toEqual([]);
    expect(delivery.length).toBe(9);

    const call = (path: string) => seen.find((request) => request.path === path);
    expect(call('/api/box/payment-service/v1/wallets/b1/can-spend/12.35/1/0')).toEqual(expect.objectContaining({ method: 'GET', query: {} }));
    expect(call('/api/box/v2/fleets/couriers')).toEqual(expect.objectContaining({ method: 'GET', query: { search: '12345678909', page: '2', limit: '15' } }));
    expect(call('/api/geo-service/places/sp-augusta:10/geocode')).toEqual(
      expect.objectContaining({ method: 'GET', query: { sessionId: session, number: '12' } }),
    );
    expect(sent).toContain('/api/geo-service/places/sp-augusta%3A10/geocode');
  });
});

describe('the wallet check (can-spend, part-1 §7)', () => {
  it('is a yes only when the server answers 202', async () => {
    server.use(http.get(API.delivery.canSpend, () => new HttpResponse(null, { status: 202 })));
    await expect(deliveryApi.canSpend('b1', 10, false)).resolves.toMatchObject({ status: 202 });
    server.use(http.get(API.delivery.canSpend, () => answer({})));
    await expect(deliveryApi.canSpend('b1', 10, false)).rejects.toThrow('can-spend answered 200, not 202');
    server.use(http.get(API.delivery.canSpend, () => errorAnswer(422, 'Saldo insuficiente.')));
    await expect(deliveryApi.canSpend('b1', 10, false)).rejects.toMatchObject({ response: { status: 422 } });
  });
});

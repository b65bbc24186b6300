import type { GeocodedPlace } from 'shared';
import { API, http, HttpResponse, server } from 'shared/testing/network';
import type { OrderValidation, QuotePair } from '../api/delivery';

/** The side panel's answers on the tests' fake network (shared/testing/network): places, geocode, range, quotes, validation. */

export const geocoded = (overrides: Partial<GeocodedPlace> = {}): GeocodedPlace => ({
  place_id: 'sp-haddock',
  lat: -23.5598,
  lng: -46.6652,
  address: 'Rua Haddock Lobo',
  number: '',
  intersection: null,
  neighborhood: 'Cerqueira César',
  state: 'SP',
  city: 'São Paulo',
  country: 'BR',
  postal_code: '01414001',
  formatted_address: 'Rua Haddock Lobo - Cerqueira César, São Paulo - SP, 01414-001, Brasil',
  ...overrides,
});

export const quotes = (overrides: Partial<QuotePair> = {}): QuotePair => ({
  distance: 1.2,
  withoutReturn: { suggested_value: 8.5, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
  withReturn: { suggested_value: 12.75, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
  ...overrides,
});

export const validation = (status: OrderValidation['status'], overrides: Partial<OrderValidation> = {}): OrderValidation => {
  const q = quotes();
  return {
    success: status === 'IMMEDIATE_DELIVERY',
    status,
    message: 'Pedido validado.',
    estimated_price: { withoutReturn: q.withoutReturn, withReturn: q.withReturn },
    distance: 1.3,
    verify_id: null,
    ...overrides,
  };
};

/** The answers of a happy path: one suggestion, geocode (with the number asked), in range, quotes, accepted. */
export function installHappyPath(place: GeocodedPlace = geocoded()): void {
  server.use(
    http.get(API.geo.places, () => HttpResponse.json({ data: [{ id: place.place_id, formatted_address: place.formatted_address }] })),
    http.get(API.geo.geocode, ({ request }) => {
      const number = new URL(request.url).searchParams.get('number') ?? '';
      return HttpResponse.json({ data: { ...place, number, lat: place.lat + (Number(number) || 0) / 100000 } });
    }),
    http.get(API.delivery.checkRange, () => HttpResponse.json({ data: { in_range: true, distance: 1.2, max_distance: 15 } })),
    http.get(API.delivery.calculateValue, () => HttpResponse.json({ data: quotes() })),
    http.post(API.delivery.validate, () => HttpResponse.json(validation('IMMEDIATE_DELIVERY'))),
  );
}

export { http, HttpResponse };

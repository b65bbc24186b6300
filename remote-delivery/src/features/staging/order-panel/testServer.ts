import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { GeocodedPlace } from 'shared';
import type { OrderValidation, QuotePair } from '../../../api/delivery';

/**
 * The network of the side panel's component tests: msw answers the delivery contract's calls
 * (shared/contract/delivery.yaml). Each test installs the answers it needs; any other request fails the test.
 */
export const server = setupServer();

export const API = {
  places: '*/api/geo-service/places',
  geocode: '*/api/geo-service/places/:id/geocode',
  range: '*/api/box/v2/orders/check-range-distance/1/:lat/:lng',
  quote: '*/api/box/v2/orders/calculate-value/1/:lat/:lng',
  validate: '*/api/order-hub/orders/validate/box-logisticx',
} as const;

export function installServerLifecycle(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Every request the server saw in the current test. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams.entries()),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

export function errorAnswer(status: number, message: string): Response {
  return HttpResponse.json({ message, errors: [{ detail: message }] } satisfies JsonBodyType, { status });
}

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
    http.get(API.places, () => HttpResponse.json({ data: [{ id: place.place_id, formatted_address: place.formatted_address }] })),
    http.get(API.geocode, ({ request }) => {
      const number = new URL(request.url).searchParams.get('number') ?? '';
      return HttpResponse.json({ data: { ...place, number, lat: place.lat + (Number(number) || 0) / 100000 } });
    }),
    http.get(API.range, () => HttpResponse.json({ data: { in_range: true, distance: 1.2, max_distance: 15 } })),
    http.get(API.quote, () => HttpResponse.json({ data: quotes() })),
    http.post(API.validate, () => HttpResponse.json(validation('IMMEDIATE_DELIVERY'))),
  );
}

export { http, HttpResponse };

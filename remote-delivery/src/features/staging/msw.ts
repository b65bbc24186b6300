import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of the staging and courier-locator component tests: msw answers the delivery contract's calls
 * (shared/contract/delivery.yaml, GET v2/fleets/couriers of operations.yaml). Each test installs the answers
 * it needs with server.use(...); any other request fails the test.
 */
export const server = setupServer();

export const API = {
  canSpend: '*/api/box/payment-service/v1/wallets/:businessUuid/can-spend/:amount/:withReturn/:scheduled',
  validate: '*/api/order-hub/orders/validate/box-logisticx',
  multiple: '*/api/order-hub/orders/multiple/box-logisticx',
  reverse: '*/api/box/v2/default-edp/task',
  couriers: '*/api/box/v2/fleets/couriers',
} as const;

export function installServerLifecycle(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Each request a handler saw: method, path, query and JSON body. Call once, at the top of a test file. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

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
  server.events.on('request:start', listener);
  afterEach(() => {
    seen.length = 0;
  });
  return seen;
}

/** An error answer in the contract's shape ({ message, errors: [{ detail }] }). */
export function errorAnswer(status: number, message: string, details: string[] = [message]): Response {
  return HttpResponse.json({ message, errors: details.map((detail) => ({ detail })) } satisfies JsonBodyType, { status });
}

export { http, HttpResponse };

import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of remote-auth's component tests: msw answers the auth contract's calls
 * (shared/contract/auth.yaml). Each test installs the answers it needs with server.use(...); any
 * other request fails the test.
 */
export const server = setupServer();

export const BOX = '*/api/box/business-service/v1/businesses';
export const ORDER_HUB = '*/api/order-hub';

export function installServerLifecycle(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Records each request a handler saw: method, path, JSON body and Authorization header. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: decodeURIComponent(new URL(request.url).pathname),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
    });
  });
  return seen;
}

/** An error answer in the contract's shape ({ message, errors: [{ detail }] }). */
export function errorAnswer(status: number, message: string): Response {
  return HttpResponse.json({ message, errors: [{ detail: message }] } satisfies JsonBodyType, { status });
}

export { http, HttpResponse };

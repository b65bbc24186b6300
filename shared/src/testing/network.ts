import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one way the tests fake the network: msw answers the contract's calls at the network level, so the
 * real typed API code and HTTP client run. Each test installs the answers it needs with `server.use(...)`, built
 * from the paths below (one per API domain of shared/contract); any other request fails the test.
 * Import from 'shared/testing/network' (test-only, never deployed).
 */
export const server = setupServer();

/** Starts the fake network for a test file: unhandled requests fail, each test starts with no answers. */
export function installNetwork(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    // The recorders a test started for itself end with it.
    for (const stop of recordersOfThisTest.splice(0)) stop();
  });
  afterAll(() => server.close());
}

/** Recorders started inside a test (recordRequests called in it), stopped after it by installNetwork. */
const recordersOfThisTest: (() => void)[] = [];

const BOX = '*/api/box';
const ORDER_HUB = '*/api/order-hub';
const GEO = '*/api/geo-service';

/** The contract's paths, by API domain (shared/contract/<domain>.yaml), as msw patterns. */
export const API = {
  auth: {
    login: `${BOX}/business-service/v1/businesses/login`,
    logout: `${BOX}/business-service/v1/businesses/logout`,
    businesses: `${BOX}/business-service/v1/businesses/:uuid`,
    franchiseStores: `${ORDER_HUB}/business/franchise/:franchiseId/:userId`,
    resetPassword: `${BOX}/business-service/v1/businesses/reset-password/:email/true`,
    changePassword: `${BOX}/business-service/v1/businesses/change-password/:token`,
    balance: `${BOX}/v2/balance`,
  },
  geo: {
    places: `${GEO}/places`,
    geocode: `${GEO}/places/:placeId/geocode`,
  },
  delivery: {
    checkRange: `${BOX}/v2/orders/check-range-distance/1/:lat/:lng`,
    calculateValue: `${BOX}/v2/orders/calculate-value/1/:lat/:lng`,
    canSpend: `${BOX}/payment-service/v1/wallets/:businessUuid/can-spend/:amount/:withReturn/:scheduled`,
    validate: `${ORDER_HUB}/orders/validate/box-logisticx`,
    multiple: `${ORDER_HUB}/orders/multiple/box-logisticx`,
    reverse: `${BOX}/v2/default-edp/task`,
    legacyOrders: `${BOX}/v2/orders`,
  },
  operations: {
    listOrders: `${ORDER_HUB}/list-orders`,
    order: `${ORDER_HUB}/orders/:orderId`,
    failures: `${ORDER_HUB}/orders/failures/validation`,
    banners: `${BOX}/v2/business-banners/active`,
    nearbyCouriers: `${BOX}/v2/fleets/couriers/nearbys`,
    fleetCouriers: `${BOX}/v2/fleets/couriers`,
    fleetCourier: `${BOX}/v2/fleets/couriers/:uuid`,
    searchCourier: `${BOX}/v2/fleets/search-courier/:cpf`,
    changeFleetStatus: `${BOX}/v2/fleets/:fleetUuid/change-status`,
    report: `${ORDER_HUB}/orders/report`,
    approve: `${ORDER_HUB}/orders/:orderUuid/approve`,
    cancelReasons: `${ORDER_HUB}/orders/cancel-reasons/:orderUuid`,
    cancel: `${ORDER_HUB}/orders/:orderUuid/cancel`,
    finish: `${BOX}/delivery-service/v1/deliveries/:deliveryUuid/finish`,
    resetSearch: `${BOX}/delivery-service/v1/deliveries/:deliveryUuid/reset-search`,
    changeCourier: `${BOX}/v2/delivery-manager/:deliveryUuid/couriers/:courierUuid`,
    revisionReasons: `${ORDER_HUB}/order-revision-reasons`,
    revision: `${ORDER_HUB}/orders/:orderUuid/order-revision`,
    removeDebt: `${ORDER_HUB}/orders/:orderUuid/remove-debt`,
  },
  account: {
    switchSearchType: `${BOX}/v2/fleets/business/switch-search-type`,
    updateStoreProfile: `${BOX}/v2/business/profile/update`,
    smartDeliveryConfigs: `${ORDER_HUB}/merchants/show/smart-delivery-configs`,
    updateSmartDeliveryConfigs: `${ORDER_HUB}/merchants`,
    changePassword: `${BOX}/v2/business-user/change-password/:businessUserId`,
    updateOwnProfile: `${BOX}/v2/business-user/:businessUserId/responseLikeLogin`,
    businessUsers: `${BOX}/v2/business-user`,
    businessUser: `${BOX}/v2/business-user/:id`,
    roles: `${BOX}/v2/roles`,
    role: `${BOX}/v2/roles/:id`,
    permissions: `${BOX}/v2/permissions`,
  },
  wallet: {
    categories: `${BOX}/v2/extract-categories`,
    statement: `${BOX}/v2/extract`,
    usage: `${BOX}/v2/extract/perDays`,
    creditCards: `${BOX}/payment-service/v1/credit-cards/:storeId`,
    lastBillet: `${BOX}/payment-service/v1/billets/last-generated/:storeId`,
    credits: `${BOX}/payment-service/v1/logisticx/credits/:storeId`,
  },
} as const;

/** Each request the fake network saw: method, path, query, JSON body and Authorization header. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/**
 * Records the requests the fake network sees. Called at the top of a test file, it records every test's (emptied
 * after each); called inside a test, that test's only.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams.entries()),
      // JSON as an object; a form (multipart, a file upload) as its text.
      body: text ? (request.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text) : undefined,
      authorization: request.headers.get('authorization'),
    });
  };
  server.events.on('request:start', listener);
  if (expect.getState().currentTestName) {
    recordersOfThisTest.push(() => server.events.removeListener('request:start', listener));
  } else {
    afterEach(() => {
      seen.length = 0;
    });
  }
  return seen;
}

/** An answer in the contract's success shape. */
export const answer = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** An error answer in the contract's shape ({ message, errors: [{ detail }] }). */
export function errorAnswer(status: number, message: string, details: string[] = [message]): Response {
  return HttpResponse.json({ message, errors: details.map((detail) => ({ detail })) } satisfies JsonBodyType, { status });
}

/**
 * A gate for fake answers: a handler that awaits `held` answers only once the test calls `release()` (an answer that
 * comes late, e.g. a list read again after a change while the dialog should already be closed).
 */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

export { http, HttpResponse };

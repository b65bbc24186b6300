import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';

/**
 * Every GET operation without path parameters, for every demo account, with and without the franchise store
 * token: no 5xx, and (validateResponses) every answer matches the contract. New operations are covered as
 * soon as they are added to a contract file.
 */
describe('contract smoke: parameterless GET calls for every account', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it.each(Object.values(DEMO_ACCOUNTS))('%s', async (email) => {
    const cookie = await signIn(app, email);
    const user = app.sandbox.userByEmail(email)!;
    const stores = app.sandbox.accessibleBusinesses(user);
    const gets = app.contract.operations.filter((op) => op.method === 'GET' && !op.schema.params);
    expect(gets.length).toBeGreaterThan(3);
    for (const op of gets) {
      for (const store of [null, ...stores.slice(1)]) {
        const authorization = store ? (op.path.startsWith('/api/order-hub/') ? store.order_hub_token : store.box_api_token) : undefined;
        const res = await app.inject({ method: 'GET', url: op.path, headers: { cookie, ...(authorization ? { authorization } : {}) } });
        if (res.statusCode >= 500) throw new Error(`${op.operationId} for ${email}: ${res.statusCode} ${res.body}`);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});

import { answerEveryCall, callsOutside, contractOperations, contractText, operationsNotCalled } from 'shared/testing/contract';
import { installNetwork, recordRequests } from 'shared/testing/network';
import { walletApi } from './wallet';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every walletApi call goes to an
 * operation of shared/contract/wallet.yaml (or the balance of auth.yaml) with its method, every JSON wallet
 * operation has a call, and the statement's filters reach the query names of the contract.
 */
installNetwork();
const seen = recordRequests();
beforeEach(answerEveryCall);

describe('walletApi ↔ shared/contract/wallet.yaml', () => {
  const wallet = contractOperations('wallet.yaml');
  const auth = contractOperations('auth.yaml');

  it('calls only operations of the contract, and every JSON wallet operation', async () => {
    const storeId = 'b1c2d3e4-0000-4000-8000-000000000001';
    await walletApi.balance();
    await walletApi.categories();
    await walletApi.statement({
      page: 2,
      limit: 15,
      startDate: '2026-11-01',
      endDate: '2026-11-10',
      categoryId: 2,
      value: 12.5,
      withSum: true,
      timezone: -180,
    });
    await walletApi.usage(7);
    await walletApi.creditCards(storeId);
    await walletApi.lastBillet(storeId);
    await walletApi.addCredits(storeId, { amount: 100, type: 4 });

    expect(callsOutside(seen, [...wallet, ...auth])).toEqual([]);
    expect(
      operationsNotCalled(
        wallet.filter((op) => op.json),
        seen,
      ),
    ).toEqual([]);
    expect(wallet.length).toBeGreaterThanOrEqual(6);
  });

  it('sends the statement filters under the contract query names, and leaves out the empty ones', async () => {
    await walletApi.statement({
      page: 3,
      limit: 15,
      startDate: '2026-11-01',
      endDate: '2026-11-10',
      categoryId: 2,
      value: 12.5,
      withSum: true,
      timezone: -180,
    });
    const query = seen[0]!.query;
    expect(query).toEqual({
      page: '3',
      limit: '15',
      'filters[start_date]': '2026-11-01',
      'filters[end_date]': '2026-11-10',
      'filters[category_id]': '2',
      'filters[value]': '12.5',
      extractSum: '1',
      timezone: '-180',
    });
    const contract = contractText('wallet.yaml');
    for (const name of Object.keys(query)) expect(contract).toContain(`name: ${name.includes('[') ? `"${name}"` : name}`);
    seen.length = 0;
    await walletApi.statement({ page: 1, limit: 15, startDate: null, categoryId: null, value: 0 });
    expect(seen[0]!.query).toEqual({ page: '1', limit: '15' });
  });

  it('posts a card top-up with the instant-buy-key or the creditCard', async () => {
    await walletApi.addCredits('42', { amount: 150, type: 1, 'instant-buy-key': 'abc' });
    await walletApi.addCredits('42', {
      amount: 150,
      type: 1,
      creditCard: { holder_name: 'A B', number: '4242424242424242', expiration: '12/2031', security_code: '123' },
    });
    expect(seen.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/box/payment-service/v1/logisticx/credits/42', { amount: 150, type: 1, 'instant-buy-key': 'abc' }],
      [
        'POST',
        '/api/box/payment-service/v1/logisticx/credits/42',
        { amount: 150, type: 1, creditCard: { holder_name: 'A B', number: '4242424242424242', expiration: '12/2031', security_code: '123' } },
      ],
    ]);
  });
});

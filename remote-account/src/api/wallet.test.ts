import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared';
import { walletApi } from './wallet';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every walletApi call goes to an
 * operation of shared/contract/wallet.yaml (or the balance of auth.yaml) with its method, every JSON wallet
 * operation has a call, and the statement's filters reach the query names of the contract.
 */

type Operation = { method: string; path: string; pattern: RegExp; json: boolean };

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
      ops.push({ method: methodLine[1].toUpperCase(), path: current, pattern: new RegExp(`^${source}$`), json: true });
    }
    if (line.includes('text/html') && ops.length) ops[ops.length - 1].json = false;
  }
  return ops;
}

describe('walletApi ↔ shared/contract/wallet.yaml', () => {
  const wallet = contractOperations('wallet.yaml');
  const auth = contractOperations('auth.yaml');
  const seen: { method: string; url: string; query: URLSearchParams; body: unknown }[] = [];
  const original = http.defaults.adapter;

  beforeAll(() => {
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const url = new URL(http.getUri(config), 'http://portal.test');
      seen.push({
        method: (config.method ?? 'get').toUpperCase(),
        url: url.pathname,
        query: url.searchParams,
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      });
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
  });
  afterAll(() => {
    http.defaults.adapter = original;
  });

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

    const unknown = seen.filter((call) => ![...wallet, ...auth].some((op) => op.method === call.method && op.pattern.test(call.url)));
    expect(unknown).toEqual([]);
    const uncalled = wallet.filter((op) => op.json && !seen.some((call) => op.method === call.method && op.pattern.test(call.url)));
    expect(uncalled.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    expect(wallet.length).toBeGreaterThanOrEqual(6);
  });

  it('sends the statement filters under the contract query names, and leaves out the empty ones', async () => {
    seen.length = 0;
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
    const q = seen[0].query;
    expect(Object.fromEntries(q.entries())).toEqual({
      page: '3',
      limit: '15',
      'filters[start_date]': '2026-11-01',
      'filters[end_date]': '2026-11-10',
      'filters[category_id]': '2',
      'filters[value]': '12.5',
      extractSum: '1',
      timezone: '-180',
    });
    const contract = readFileSync(path.resolve(__dirname, '../../../shared/contract/wallet.yaml'), 'utf8');
    for (const name of q.keys()) expect(contract).toContain(`name: ${name.includes('[') ? `'${name}'` : name}`);
    seen.length = 0;
    await walletApi.statement({ page: 1, limit: 15, startDate: null, categoryId: null, value: 0 });
    expect(Object.fromEntries(seen[0].query.entries())).toEqual({ page: '1', limit: '15' });
  });

  it('posts a card top-up with the instant-buy-key or the creditCard', async () => {
    seen.length = 0;
    await walletApi.addCredits('42', { amount: 150, type: 1, 'instant-buy-key': 'abc' });
    await walletApi.addCredits('42', {
      amount: 150,
      type: 1,
      creditCard: { holder_name: 'A B', number: '4242424242424242', expiration: '12/2031', security_code: '123' },
    });
    expect(seen.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/box/payment-service/v1/logisticx/credits/42', { amount: 150, type: 1, 'instant-buy-key': 'abc' }],
      [
        'POST',
        '/api/box/payment-service/v1/logisticx/credits/42',
        { amount: 150, type: 1, creditCard: { holder_name: 'A B', number: '4242424242424242', expiration: '12/2031', security_code: '123' } },
      ],
    ]);
  });
});

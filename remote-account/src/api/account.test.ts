import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared';
import { accountApi } from './account';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every accountApi call goes to an
 * operation of shared/contract/account.yaml (or the business details of auth.yaml) with its method, and
 * every account operation has a call.
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

describe('accountApi ↔ shared/contract/account.yaml', () => {
  const account = contractOperations('account.yaml');
  const auth = contractOperations('auth.yaml');
  const seen: { method: string; url: string }[] = [];
  const original = http.defaults.adapter;

  beforeAll(() => {
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`, 'http://portal.test');
      seen.push({ method: (config.method ?? 'get').toUpperCase(), url: url.pathname });
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
  });
  afterAll(() => {
    http.defaults.adapter = original;
  });

  it('calls only operations of the contract, and every account operation', async () => {
    await accountApi.switchSearchType('FLEET');
    await accountApi.storeProfile('b1c2d3e4-0000-4000-8000-000000000001');
    await accountApi.updateStoreProfile({ fantasy_name: 'Loja', phone: '5511987654321', photo: new Blob(['x']), photoName: 'logo.png' });
    await accountApi.smartDeliveryConfigs();
    await accountApi.updateSmartDeliveryConfigs({ need_approve_orders: true });
    await accountApi.changePassword(501, { current_password: 'a', password: 'b', confirm_password: 'b' });
    await accountApi.updateOwnProfile(501, { name: 'A', email: 'a@exemplo.com.br' });
    await accountApi.businessUsers({ filter: 'ana', status: '1' });
    await accountApi.createBusinessUser({ name: 'A', social_name: 'A', email: 'a@exemplo.com.br', roles: [1] });
    await accountApi.updateBusinessUser(7, { name: 'A', social_name: 'A', email: 'a@exemplo.com.br', roles: [1], active: '0' });
    await accountApi.roles();
    await accountApi.permissions();
    await accountApi.role(3);
    await accountApi.createRole({ display_name: 'Novo', permissions: [1] });
    await accountApi.updateRole(3, { display_name: 'Novo', permissions: [] });
    await accountApi.deleteRole(3);

    const unknown = seen.filter((call) => ![...account, ...auth].some((op) => op.method === call.method && op.pattern.test(call.url)));
    expect(unknown).toEqual([]);
    const uncalled = account.filter((op) => !seen.some((call) => op.method === call.method && op.pattern.test(call.url)));
    expect(uncalled.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    expect(account.length).toBeGreaterThanOrEqual(15);
  });
});

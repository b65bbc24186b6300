import { answerEveryCall, callsOutside, contractOperations, operationsNotCalled } from 'shared/testing/contract';
import { installNetwork, recordRequests } from 'shared/testing/network';
import { accountApi } from './account';

/**
 * The typed client and the contract agree (docs/architecture.md property 5): every accountApi call goes to an
 * operation of shared/contract/account.yaml (or the business details of auth.yaml) with its method, and
 * every account operation has a call.
 */
installNetwork();
const seen = recordRequests();
beforeEach(answerEveryCall);

describe('accountApi ↔ shared/contract/account.yaml', () => {
  const account = contractOperations('account.yaml');
  const auth = contractOperations('auth.yaml');

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

    expect(callsOutside(seen, [...account, ...auth])).toEqual([]);
    expect(operationsNotCalled(account, seen)).toEqual([]);
    expect(account.length).toBeGreaterThanOrEqual(15);
  });
});

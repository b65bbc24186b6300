import type { FranchiseStore, SessionUser } from '../session/types';

/** A signed-in prepaid store user like the sandbox's loja@exemplo.com.br, for component tests. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 101,
    business_uuid: 'b1c2d3e4-0000-4000-8000-000000000001',
    business_user_id: 501,
    business_user_name: 'Mariana Costa',
    business_user_social_name: null,
    company_name: 'Bella Napoli Pizzaria LTDA',
    fantasy_name: 'Pizzaria Bella Napoli',
    email: 'loja@exemplo.com.br',
    phone: '5511987654321',
    photo: null,
    address: { lat: -23.561684, lng: -46.655981 },
    postpaid: false,
    search_type: 'DEFAULT_NEW',
    reverse_logistic_permission: '1',
    type: 'business',
    configurations: {
      'order-finish-enable': '1',
      'enable-courier-research': '1',
      'order-cancel-enabled': '1',
      'manual-create-order-disabled': '0',
    },
    roles: [{ id: 1, display_name: 'Administrador' }],
    // An Administrador's order and courier permissions (the server checks them for each action: docs/decisions.md).
    permissions: [
      { name: 'order.show' },
      { name: 'order.create' },
      { name: 'order.cancel' },
      { name: 'order.finish' },
      { name: 'courier.show' },
      { name: 'courier.create' },
      { name: 'courier.edit' },
      { name: 'courier.delete' },
      { name: 'profile.show' },
      { name: 'profile.edit' },
      { name: 'role.edit' },
      { name: 'wallet.show' },
    ],
    franchise: null,
    business_user_main: false,
    ...overrides,
  };
}

export function makeFranchiseStores(): FranchiseStore[] {
  return [
    { uuid: 'store-1', name: 'Franquia Sabor Paulista - Moema', postpaid: false, box_api_token: 'box-token-1', order_hub_token: 'hub-token-1' },
    { uuid: 'store-2', name: 'Franquia Sabor Paulista - Pinheiros', postpaid: true, box_api_token: 'box-token-2', order_hub_token: 'hub-token-2' },
    { uuid: 'store-3', name: 'Franquia Sabor Paulista - Tatuapé', postpaid: false, box_api_token: 'box-token-3', order_hub_token: 'hub-token-3' },
  ];
}

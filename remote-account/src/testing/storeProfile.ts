import type { StoreProfile } from '../api/account';

/** The demo store's profile as the API answers it (the business profile's tests). */
export const STORE: StoreProfile = {
  id: 101,
  uuid: 'b1c2d3e4-0000-4000-8000-000000000001',
  company_name: 'Bella Napoli Pizzaria LTDA',
  fantasy_name: 'Pizzaria Bella Napoli',
  cnpj: '12.345.678/0001-95',
  phone: '5511987654321',
  email: 'contato@bellanapoli.com.br',
  photo: null,
  plan_id: '2',
  address: { address: 'Avenida Paulista', neighborhood: 'Bela Vista', number: '1000', complement: null, lat: -23.56, lng: -46.65 },
  postpaid: false,
  search_type: 'DEFAULT_NEW',
  reverse_logistic_permission: '1',
  box_api_token: 'box_SECRETTOKEN1234abcd',
};

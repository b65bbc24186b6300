/** Request bodies of the create calls, as the portal sends them: each test changes what it is about. */

let payloadCount = 0;

/** A staged order as the new form sends it (docs/spec/part-1-signin-dashboard-delivery.md §3), each with an external id of its own. */
export function orderPayload(overrides: Record<string, unknown> = {}) {
  payloadCount += 1;
  return {
    external_id: `ext-${payloadCount}`,
    short_external_reference: 'EXT1',
    courier_must_return: false,
    address: {
      city: 'São Paulo',
      country: 'BR',
      lat: -23.5613,
      lng: -46.6565,
      neighborhood: 'Bela Vista',
      postal_code: '01310100',
      state: 'SP',
      street_name: 'Avenida Paulista',
      street_number: '1000',
      complement: 'Apto 12',
    },
    customer: { document: null, name: 'Ana Souza', phone: '5511987654321' },
    payments: [{ name: 'Dinheiro', code: 'DIN', change_for: 100 }],
    delivery_datetime: '2026-11-23T15:00:00+03:00',
    preparation_start: '2026-11-23T15:00:00+03:00',
    order_created_at: '2026-11-23T15:00:00+03:00',
    preparation_time_in_seconds: 0,
    marketplace_name: 'Portal do Comerciante',
    marketplace_id: 'BOX_LOGISTICX',
    items: [{ name: 'Pizza', price: 45.5, quantity: 2, external_id: null }],
    observations: 'Sem cebola',
    delivery_type: 'DELIVERY',
    verify_id: 'v-1',
    ...overrides,
  };
}

/** An order of the legacy builder's list, as the builder sends it (docs/spec/part-1-signin-dashboard-delivery.md §3). */
export function legacyOrder(overrides: Record<string, unknown> = {}) {
  return {
    client_name: 'Beatriz Santos',
    phone: '5511987654321',
    total_value: 120,
    delivery_value: 12.5,
    order_payment_type_id: 5,
    exchange: null,
    marketplace_name: 'Pizzaria Bella Napoli',
    business_platform: 'Ifood',
    business_order_id: 'IF-123',
    business_order_date: '2026-11-23',
    shipping_type: 'Entrega normal',
    obs: 'Portão azul',
    cotation: 12.5,
    address: {
      street: 'Rua Haddock Lobo',
      number: '595',
      neighborhood: 'Cerqueira César',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01414001',
      complement: null,
      lat: -23.5598,
      lng: -46.6652,
    },
    ...overrides,
  };
}

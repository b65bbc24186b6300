import type { Quote, StagedOrder } from 'shared';

/** Staged orders as the 'Novo pedido' panel stores them, for the staging tests. */

export const quote = (suggested: number, deliveryTax = 1, flag?: { id: number; name: string; tax: number }): Quote => ({
  suggested_value: suggested,
  tax: {
    delivery_tax: deliveryTax,
    tax: deliveryTax + (flag?.tax ?? 0),
    flag_tax: flag?.tax ?? 0,
    flag_id: flag?.id ?? null,
    flag_name: flag?.name ?? null,
  },
});

export function stagedOrder(overrides: Partial<StagedOrder> = {}): StagedOrder {
  return {
    client_name: 'Beatriz Santos',
    phone: '(11) 98765-4321',
    address: {
      lat: -23.5598,
      lng: -46.6652,
      street: 'Rua Haddock Lobo',
      number: '595',
      neighborhood: 'Cerqueira César',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      zipCode: '01414-001',
    },
    complement: 'Apto 12',
    client_address: 'Rua Haddock Lobo, 595',
    formatted_address: 'Rua Haddock Lobo, 595 - Cerqueira César, São Paulo - SP, 01414-001, Brasil',
    order_payment_type: 'ONLINE',
    change_for: null,
    delivery_items: [
      { name: 'Pizza grande', value: 60, qntd: 1 },
      { name: 'Refrigerante', value: 12.5, qntd: 2 },
    ],
    obs: 'Portão azul',
    items_total_price: 85,
    suggested_value: 8.52,
    tax: quote(8.52).tax,
    selected: false,
    verifyId: 'verify-1',
    distance: 1.2,
    withReturn: quote(12.78),
    withoutReturn: quote(8.52),
    ...overrides,
  };
}

import type { Page } from '@playwright/test';

/** One order as the 'Novo pedido' panel stores it: a client in a São Paulo neighbourhood, its quotes with a high-demand flag. */
export interface SeedOrder {
  client: string;
  neighborhood: string;
  street: string;
  distance: number;
  items: { name: string; value: number; qntd: number }[];
  payment?: 'ONLINE' | 'DIN' | 'CARD';
  selected?: boolean;
}

/**
 * Writes staged orders into the stored state (localStorage 'persist:root', as the panel leaves them): each with its
 * quotes, the lunch-time high-demand flag included, so the summary shows its long 'Taxa de alta demanda (…)' line.
 */
export async function seedStagedOrders(page: Page, orders: SeedOrder[]): Promise<void> {
  await page.evaluate((seed) => {
    const stored = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    const quote = (value: number) => ({
      suggested_value: value,
      tax: { delivery_tax: 1.5, tax: 1.5, flag_tax: 2, flag_id: 1, flag_name: 'Alta demanda - almoço' },
    });
    const staged = seed.map((o) => {
      const total = o.items.reduce((sum, item) => sum + item.value * item.qntd, 0);
      return {
        client_name: o.client,
        phone: '11987654321',
        address: {
          lat: -23.5648,
          lng: -46.6857,
          street: o.street,
          number: '120',
          neighborhood: o.neighborhood,
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
          zipCode: '05407002',
        },
        complement: '',
        formatted_address: `${o.street}, 120 - ${o.neighborhood}, São Paulo - SP, 05407-002, Brasil`,
        order_payment_type: o.payment ?? 'ONLINE',
        change_for: null,
        delivery_items: o.items,
        obs: '',
        items_total_price: total,
        suggested_value: 7.58,
        tax: quote(7.58).tax,
        distance: o.distance,
        withoutReturn: quote(7.58),
        withReturn: quote(11.37),
        selected: !!o.selected,
      };
    });
    stored.orders = JSON.stringify({ orders: staged, currentEditingOrder: null });
    window.localStorage.setItem('persist:root', JSON.stringify(stored));
  }, orders);
}

/** Four orders of a lunch rush, two of them ticked. */
export const LUNCH_RUSH: SeedOrder[] = [
  {
    client: 'Helena Ribeiro',
    neighborhood: 'Pinheiros',
    street: 'Rua Cardeal Arcoverde',
    distance: 1.2,
    items: [{ name: 'X-Burger', value: 32, qntd: 2 }],
    selected: true,
  },
  {
    client: 'Otávio Mendes Albuquerque',
    neighborhood: 'Cerqueira César',
    street: 'Rua Haddock Lobo',
    distance: 2.4,
    items: [
      { name: 'Pizza grande', value: 60, qntd: 1 },
      { name: 'Refrigerante 2 L', value: 12, qntd: 2 },
    ],
    payment: 'DIN',
    selected: true,
  },
  {
    client: 'Priscila Mendes',
    neighborhood: 'Jardim Paulista',
    street: 'Alameda Santos',
    distance: 3.1,
    items: [{ name: 'Açaí 500 ml', value: 24, qntd: 1 }],
    payment: 'CARD',
  },
  { client: 'João Pedro', neighborhood: 'Consolação', street: 'Rua Augusta', distance: 4.75, items: [{ name: 'Marmita', value: 28, qntd: 3 }] },
];

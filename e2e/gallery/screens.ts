import { expect, type Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures';

/** The sizes of the gallery: a phone, a tablet upright and lying down, a desktop. */
export const SIZES = [
  { name: 'phone', label: 'Celular', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet em pé', width: 820, height: 1180 },
  { name: 'tablet-landscape', label: 'Tablet deitado', width: 1180, height: 820 },
  { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
] as const;
export type Size = (typeof SIZES)[number];

/** One screen of the gallery: how to reach it signed in as `account` (none: signed out), and when it is ready. */
export interface Screen {
  /** The file name's part: docs/gallery/<size>-<slug>.png. */
  slug: string;
  title: string;
  account: string | null;
  open: (page: Page, size: Size) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string | RegExp) => expect(main(page).getByRole('heading', { name }).first()).toBeVisible({ timeout: 20_000 });

/** The newest live order of the signed-in store ('Em andamento'), for its details page. */
async function liveOrderPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=12&page=1&limit=20&timezone=-180');
  const orders = ((await answer.json()) as { data: { uuid: string; delivery: { courier_name: string | null } | null }[] }).data;
  const order = orders.find((o) => o.delivery?.courier_name) ?? orders[0];
  if (!order) throw new Error('the sandbox store has no live order to show');
  return `/pages/orders/${order.uuid}`;
}

export const SCREENS: Screen[] = [
  {
    slug: 'signin',
    title: 'Entrar',
    account: null,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    },
  },
  {
    slug: 'home',
    title: 'Início (dashboard)',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/home');
      await expect(
        main(page)
          .getByText(/Entregadores na sua região/)
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'delivery',
    title: 'Gestão de entregas (pedidos montados)',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/delivery');
      await heading(page, /Gestão de entregas|Montar entrega/);
    },
  },
  {
    slug: 'new-order',
    title: 'Novo pedido (painel)',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/delivery');
      await heading(page, /Gestão de entregas|Montar entrega/);
      await page.getByRole('button', { name: 'Novo pedido' }).first().click();
      await expect(page.getByRole('dialog').getByLabel('Nome do cliente', { exact: true })).toBeVisible();
    },
  },
  {
    slug: 'orders',
    title: 'Pedidos (em andamento)',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/orders');
      await heading(page, 'Pedidos');
      await expect(page.getByRole('button', { name: /^Ações do pedido/ }).first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'order-details',
    title: 'Detalhes do pedido',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto(await liveOrderPath(page));
      await heading(page, 'Detalhes do pedido');
      await expect(main(page).getByRole('region', { name: 'Entrega no mapa' })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'order-history',
    title: 'Histórico de entregas',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/order-history');
      await heading(page, 'Histórico de entregas');
      await expect(
        main(page)
          .getByRole('button', { name: /^Ver detalhes do pedido/ })
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'couriers',
    title: 'Lista de entregadores',
    account: ACCOUNTS.frota,
    open: async (page) => {
      await page.goto('/pages/couriers');
      await heading(page, 'Lista de entregadores');
      await expect(
        main(page)
          .getByRole('button', { name: /^Ações de/ })
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'courier-wizard',
    title: 'Adicionar entregador',
    account: ACCOUNTS.frota,
    open: async (page) => {
      await page.goto('/pages/courier/create');
      await expect(page.getByLabel('CPF do entregador')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'settings',
    title: 'Planos de frota',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/settings');
      await expect(
        main(page)
          .getByText(/Frota Própria/)
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'wallet',
    title: 'Financeiro',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/wallet');
      await expect(
        main(page)
          .getByText(/Adicionar crédito/)
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'profiles',
    title: 'Perfis de acesso',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/profiles-config');
      await expect(main(page).getByText(/perfi/i).first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'roles',
    title: 'Tipos de permissão',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/roles');
      await expect(main(page).getByText(/tipo/i).first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    slug: 'business',
    title: 'Perfil da loja',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/business');
      await expect(
        main(page)
          .getByText(/Perfil/)
          .first(),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
];

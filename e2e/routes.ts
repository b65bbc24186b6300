import type { Page } from '@playwright/test';
import { ACCOUNTS } from './fixtures';

/** One signed-in screen of docs/decisions.md D1, with the account that can use it and what shows it loaded. */
export interface PortalRoute {
  path: string;
  account: string;
  /** A heading or text the screen shows once loaded (a user's sign that the page is there). */
  ready: RegExp;
  /** The screen asks the server nothing until the user acts (a blank form). */
  loadsNoData?: boolean;
}

/** Every signed-in route of D1 (parameterised ones get a real id from the sandbox, see resolveRoute). */
export const SIGNED_IN_ROUTES: PortalRoute[] = [
  { path: '/pages/home', account: ACCOUNTS.loja, ready: /Olá|Entregadores na sua região/ },
  { path: '/pages/delivery', account: ACCOUNTS.loja, ready: /Montar entrega|Gestão de entregas/, loadsNoData: true },
  { path: '/pages/old-delivery', account: ACCOUNTS.loja, ready: /entrega/i },
  // pospago always has orders waiting in 'Em preparo' (no delivery yet), so the failures call is always made.
  { path: '/pages/orders', account: ACCOUNTS.pospago, ready: /Pedidos/ },
  { path: '/pages/orders/:orderId', account: ACCOUNTS.loja, ready: /Detalhes do pedido/ },
  { path: '/pages/order-history', account: ACCOUNTS.loja, ready: /Exibindo|Histórico/ },
  { path: '/pages/couriers', account: ACCOUNTS.frota, ready: /Entregadores/ },
  { path: '/pages/courier/create', account: ACCOUNTS.frota, ready: /CPF/, loadsNoData: true },
  { path: '/pages/settings', account: ACCOUNTS.loja, ready: /Frota Própria/ },
  { path: '/pages/business', account: ACCOUNTS.loja, ready: /Perfil/ },
  { path: '/pages/user', account: ACCOUNTS.loja, ready: /Nome/ },
  { path: '/pages/profiles-config', account: ACCOUNTS.loja, ready: /Perfis|perfil/i },
  { path: '/pages/create-profile', account: ACCOUNTS.loja, ready: /perfil/i },
  { path: '/pages/roles', account: ACCOUNTS.loja, ready: /Criar novo tipo|tipo/i },
  { path: '/pages/wallet', account: ACCOUNTS.loja, ready: /Adicionar crédito/ },
];

/** The concrete URL of a route: ':orderId' becomes the newest order of the signed-in store. */
export async function resolveRoute(page: Page, route: PortalRoute): Promise<string> {
  if (!route.path.includes(':orderId')) return route.path;
  const answer = await page.request.get('/api/order-hub/list-orders?page=1&limit=1&dates_default_interval=30');
  const body = (await answer.json()) as { data?: { uuid?: string; id?: string | number }[] };
  const order = body.data?.[0];
  const id = order?.uuid ?? order?.id;
  if (id === undefined) throw new Error(`no order to open for ${route.path}: ${answer.status()}`);
  return route.path.replace(':orderId', String(id));
}

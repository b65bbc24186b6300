import { configure, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { orderList } from '../testing/fixtures';
import OrderDetailsPage from './OrderDetailsPage';
import OrderHistoryPage from './OrderHistoryPage';
import OrdersPage from './OrdersPage';
import { DashboardCounters } from '../features/home/DashboardCounters';
import OrderAlerts from './OrderAlerts';
import { commonMessages as m } from '../features/common/messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();
const seen = recordRequests();
const orderReads = () => seen.filter((request) => request.path.startsWith('/api/order-hub/'));

/** A staff profile whose role sees the wallet and the store, not the orders. */
const withoutOrderShow = makeUser({ permissions: [{ name: 'wallet.show' }, { name: 'business.show' }] });

const render = (ui: ReactElement, route: string, user = withoutOrderShow) => renderWithProviders(ui, { route, session: { user } });

describe('reading orders needs order.show', () => {
  it.each([
    ['the orders page', <OrdersPage key="orders" />, '/pages/orders', 'Pedidos'],
    ['the history', <OrderHistoryPage key="history" />, '/pages/order-history', 'Histórico de entregas'],
    ["an order's details", <OrderDetailsPage key="details" />, '/pages/orders/ord-1', 'Detalhes do pedido'],
  ])('%s shows its title and says so, and asks the server nothing', async (_, page, route, title) => {
    render(page, route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(m.noOrdersPermission);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(orderReads()).toEqual([]);
  });

  it('the dashboard says so where its counters would be, and the bell is not drawn (nothing watched)', async () => {
    render(
      <>
        <OrderAlerts />
        <DashboardCounters />
      </>,
      '/pages/home',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(m.noOrdersPermission);
    expect(screen.queryByRole('button', { name: /Alertas de pedidos/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(orderReads()).toEqual([]);
  });

  it('with order.show the same page and bell read the orders, and no note is shown', async () => {
    server.use(
      http.get(API.operations.listOrders, () => answer(orderList([]) as never)),
      http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
    );
    render(
      <>
        <OrderAlerts />
        <OrdersPage />
      </>,
      '/pages/orders',
      makeUser(),
    );
    expect(await screen.findByRole('button', { name: /Alertas de pedidos/ })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Pedidos' });
    await waitFor(() => expect(orderReads().length).toBeGreaterThan(0));
    expect(screen.queryByText(m.noOrdersPermission)).not.toBeInTheDocument();
  });
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allStoresActions, getSession, type FranchiseStore } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { ordersMessages as m } from './messages';
import OrdersPage from './OrdersPage';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000 });

installNetwork();
const seen = recordRequests();

/** The demo franchise's three stores; the second works with its own fleet. */
const stores: FranchiseStore[] = makeFranchiseStores().map((s, i) => (i === 1 ? { ...s, search_type: 'FLEET' } : s));
const [moema, pinheiros, tatuape] = stores.map((s) => s.name) as [string, string, string];

/** Each store's lists, told apart by the store token the call carries (D3); a store set to fail answers 500. */
let board: Record<string, { toApprove: Order[]; inProgress: Order[] } | 'fails'>;

function mockStores() {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const store = `store-${(request.headers.get('authorization') ?? '').replace('hub-token-', '')}`;
      const lists = board[store];
      if (!lists) return errorAnswer(403, 'Você não tem permissão para realizar esta ação.');
      if (lists === 'fails') return errorAnswer(500, 'Erro interno');
      const query = new URL(request.url).searchParams;
      const rows = query.get('to_approve') ? lists.toApprove : lists.inProgress;
      const start = (Number(query.get('page') ?? 1) - 1) * 20;
      return answer(orderList(rows.slice(start, start + 20), rows.length) as never);
    }),
    http.get(API.operations.failures, () => answer({ data: {} })),
    http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
  );
}

function renderAllStores() {
  renderWithProviders(<OrdersPage />, { route: '/pages/orders', session: { user: makeUser({ business_user_main: true }), franchiseStores: stores } });
  act(() => allStoresActions.show());
}

const row = (ref: string) => screen.getByText(`#${ref}`).closest('tr') as HTMLElement;

beforeEach(() => {
  board = {
    'store-1': { toApprove: [], inProgress: [makeOrder({ short_external_reference: 'M1', delivery: makeDelivery('ALLOCATING') })] },
    'store-2': {
      toApprove: [makeOrder({ short_external_reference: 'P5', to_approve: true, delivery: null })],
      inProgress: [makeOrder({ short_external_reference: 'P1', delivery: makeDelivery('ALLOCATING') })],
    },
    'store-3': 'fails',
  };
  mockStores();
});

describe("OrdersPage with 'Todas as lojas'", () => {
  it("lists every store's orders with the store's name on each row; a failing store is marked with the catalogued error and a retry, the others show", async () => {
    renderAllStores();
    expect(await screen.findByText('#M1')).toBeInTheDocument();
    expect(await screen.findByText('#P1')).toBeInTheDocument();
    expect(within(row('M1')).getByTestId('order-store')).toHaveTextContent(moema);
    expect(within(row('P1')).getByTestId('order-store')).toHaveTextContent(pinheiros);
    const problem = await screen.findByText(`${tatuape}: ${m.loadError}`);
    // The tabs count the stores that answered.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('2');
    // The selected store stays a real store: the view is beside the session.
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');

    board['store-3'] = { toApprove: [], inProgress: [makeOrder({ short_external_reference: 'T1', delivery: makeDelivery('ALLOCATING') })] };
    await userEvent.click(within(problem.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('#T1')).toBeInTheDocument();
    expect(within(row('T1')).getByTestId('order-store')).toHaveTextContent(tatuape);
    await waitFor(() => expect(screen.queryByTestId('store-problems')).not.toBeInTheDocument());
  });

  it('approves an order of the second store as that store: its own token on every call, the selection untouched', async () => {
    server.use(
      http.post(API.delivery.validate, () => answer({ success: true, status: 'IMMEDIATE_DELIVERY' })),
      http.post(API.operations.approve, () => answer({})),
    );
    renderAllStores();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await userEvent.click(await screen.findByLabelText(m.actionsFor('#P5')));
    await userEvent.click(await screen.findByText(m.callCourier));
    const dialog = (await screen.findByText(m.confirmCallBody)).closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Pedido aprovado com sucesso!')).toBeInTheDocument();
    const writes = seen.filter((r) => r.method === 'POST');
    expect(writes.map((r) => [r.path.replace(/orders\/[^/]+\/approve/, 'orders/:uuid/approve'), r.authorization])).toEqual([
      ['/api/order-hub/orders/validate/box-logisticx', 'hub-token-2'],
      ['/api/order-hub/orders/:uuid/approve', 'hub-token-2'],
    ]);
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
  });

  it("follows each row's store rules: 'Alterar entregador' only on the fleet store's rows, its couriers read as that store", async () => {
    server.use(http.get(API.operations.fleetCouriers, () => answer({ data: [], current_page: 1, last_page: 1, total: 0 } as never)));
    renderAllStores();
    await userEvent.click(await screen.findByLabelText(m.actionsFor('#M1')));
    expect(await screen.findByRole('menuitem', { name: m.cancel })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: m.changeCourier })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(await screen.findByLabelText(m.actionsFor('#P1')));
    await userEvent.click(await screen.findByText(m.changeCourier));
    await waitFor(() => expect(seen.filter((r) => r.path === '/api/box/v2/fleets/couriers').map((r) => r.authorization)).toEqual(['box-token-2']));
  });

  it("shows 20 rows at first whatever the stores, newest first, and 'Carregar mais' goes on across stores", async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Two stores of 25 live orders each, interleaved in time (store 1 at odd minutes, store 2 at even ones).
    const live = (store: number) =>
      Array.from({ length: 25 }, (_, i) =>
        makeOrder({ short_external_reference: `S${store}-${i}`, order_created_at: at(2 * i + store), delivery: makeDelivery('ALLOCATING') }),
      );
    board = {
      'store-1': { toApprove: [], inProgress: live(1) },
      'store-2': { toApprove: [], inProgress: live(2) },
      'store-3': { toApprove: [], inProgress: [] },
    };
    renderAllStores();
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('50'));
    const shown = () => screen.getAllByText(/^#S\d-\d+$/).map((n) => n.textContent);
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(shown().slice(0, 4)).toEqual(['#S1-0', '#S2-0', '#S1-1', '#S2-1']);
    // 'Carregar mais' by its text: a button's role and name would be worked out for each row's '…' button as well.
    const loadMore = () => screen.getByText(m.loadMore).closest('button') as HTMLElement;
    await userEvent.click(loadMore());
    await waitFor(() => expect(shown()).toHaveLength(40));
    await userEvent.click(loadMore());
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(shown().slice(-2)).toEqual(['#S1-24', '#S2-24']);
    expect(screen.queryByText(m.loadMore)).not.toBeInTheDocument();
  });

  it('narrows the board to the stores picked in the filter', async () => {
    renderAllStores();
    expect(await screen.findByText('#M1')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Filtrar por loja'));
    await userEvent.click(await screen.findByTitle(pinheiros));
    await waitFor(() => expect(screen.queryByText('#M1')).not.toBeInTheDocument());
    expect(screen.getByText('#P1')).toBeInTheDocument();
  });
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allStoresActions, type FranchiseStore } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { historyMessages as m } from './messages';
import OrderHistoryPage from './OrderHistoryPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

installNetwork();
const seen = recordRequests();

const stores: FranchiseStore[] = makeFranchiseStores();
const [first, second, third] = stores.map((s) => s.name) as [string, string, string];

/** Each store's history, newest first as the server lists it, told apart by the store token the call carries (D3). */
let history: Record<string, Order[] | 'fails'>;

function mockStores() {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const rows = history[(request.headers.get('authorization') ?? '').replace('hub-token-', 'store-')];
      if (!rows) return errorAnswer(403, 'Você não tem permissão para realizar esta ação.');
      if (rows === 'fails') return errorAnswer(500, 'Erro interno');
      const query = new URL(request.url).searchParams;
      const [page, limit] = [Number(query.get('page') ?? 1), Number(query.get('limit') ?? 15)];
      const list = orderList(rows.slice((page - 1) * limit, page * limit), rows.length, Math.ceil(rows.length / limit));
      list.meta.start_date = '2026-11-14';
      list.meta.end_date = '2026-11-23';
      return answer(list as never);
    }),
  );
}

/** A store's history of `n` deliveries, the store's number in the reference, one every `step` minutes from `offset`. */
const deliveries = (store: number, n: number, step = 3, offset = store) =>
  Array.from({ length: n }, (_, i) =>
    makeOrder({
      short_external_reference: `S${store}-${i}`,
      order_created_at: new Date(Date.UTC(2026, 10, 23, 20) - (offset + i * step) * 60_000).toISOString(),
      delivery: makeDelivery('COMPLETED'),
    }),
  );

const renderHistory = (all = true) => {
  renderWithProviders(<OrderHistoryPage />, {
    route: '/pages/order-history',
    session: { user: makeUser({ business_user_main: true }), franchiseStores: stores },
  });
  if (all) act(() => allStoresActions.show());
};

const refs = () => screen.getAllByText(/^#S\d-\d+$/).map((n) => n.textContent);
const rowOf = (ref: string) => screen.getByText(ref).closest('tr') as HTMLElement;
/** A button found by its text: by role and name, each row's details button would be worked out too (jsdom's styles are slow). */
const buttonByText = (text: string) => screen.getByText(text).closest('button') as HTMLElement;

describe("History with 'Todas as lojas' (D14)", () => {
  beforeEach(() => {
    history = { 'store-1': deliveries(1, 12), 'store-2': deliveries(2, 12), 'store-3': deliveries(3, 6) };
    mockStores();
  });

  it("shows every store's deliveries newest first, 15 a page, each with its store; page 2 goes on across stores", async () => {
    renderHistory();
    await waitFor(() => expect(refs()).toHaveLength(15));
    expect(refs().slice(0, 4)).toEqual(['#S1-0', '#S2-0', '#S3-0', '#S1-1']);
    expect(screen.getByRole('columnheader', { name: 'Loja' })).toBeInTheDocument();
    expect(within(rowOf('#S1-0')).getByTestId('order-store')).toHaveTextContent(first);
    expect(within(rowOf('#S2-0')).getByTestId('order-store')).toHaveTextContent(second);
    expect(within(rowOf('#S3-0')).getByTestId('order-store')).toHaveTextContent(third);
    // Every store asked with its own token for its first page of 15.
    const lists = () => seen.filter((r) => r.path === '/api/order-hub/list-orders');
    expect(
      lists()
        .map((r) => [r.authorization, r.query.page, r.query.limit])
        .sort(),
    ).toEqual([
      ['hub-token-1', '1', '15'],
      ['hub-token-2', '1', '15'],
      ['hub-token-3', '1', '15'],
    ]);
    // 30 deliveries in all: two pages. The second holds the 15 that follow, whichever store they are from.
    await userEvent.click(buttonByText(m.next));
    await waitFor(() => expect(refs()).toHaveLength(15));
    expect(refs()).toContain('#S1-11');
    expect(refs()).toContain('#S2-11');
    expect(refs()).not.toContain('#S1-0');
    expect(lists().at(-1)!.query).toMatchObject({ page: '1', limit: '30' });
    // The report is one store's: it waits for a store.
    expect(buttonByText(m.report)).toBeDisabled();
  });

  it('marks a store whose history failed, with a retry, and shows the others', async () => {
    history['store-2'] = 'fails';
    renderHistory();
    expect(await screen.findByText(`${second}: ${m.loadError}`)).toBeInTheDocument();
    await waitFor(() => expect(refs()).toHaveLength(15));
    expect(refs().some((r) => r!.startsWith('#S2'))).toBe(false);
    history['store-2'] = deliveries(2, 12);
    await userEvent.click(within(screen.getByTestId('store-problems')).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(refs()).toContain('#S2-0'));
    expect(screen.queryByTestId('store-problems')).not.toBeInTheDocument();
  });

  it("every store failing is said once, by each store's line: no toast saying it again", async () => {
    history = { 'store-1': 'fails', 'store-2': 'fails', 'store-3': 'fails' };
    renderHistory();
    const storeLines = [first, second, third].map((name) => expect.stringContaining(`${name}: ${m.loadError}`));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(storeLines));
    // Long enough for a toast to show (the one store's page shows it: OrderHistoryPage.test).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(storeLines);
  });

  it("opens a row's details as its store, named: a revision's reasons read with that store's token", async () => {
    history['store-2'] = [makeOrder({ short_external_reference: 'S2-0', delivery: makeDelivery('CANCELLED', { provider: { id: 'cargo' } as never }) })];
    server.use(http.get(API.operations.revisionReasons, () => answer({ data: { OTHER: 'Outro' } } as never)));
    renderHistory();
    await userEvent.click(await screen.findByLabelText(m.seeDetailsOf('#S2-0')));
    // The store's name, cut with '…' in the row, is whole in the details.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loja').closest('tr')).toHaveTextContent(second);
    await userEvent.click(await within(dialog).findByRole('button', { name: m.reportProblem }));
    await waitFor(() => expect(seen.filter((r) => r.path.endsWith('order-revision-reasons')).map((r) => r.authorization)).toContain('hub-token-2'));
  });

  it('with one store selected it is as before: that store only, no store column, the report offered', async () => {
    renderHistory(false);
    await waitFor(() => expect(refs()).toHaveLength(12));
    expect(refs()[0]).toBe('#S1-0');
    expect(screen.queryByRole('columnheader', { name: 'Loja' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.report })).toBeEnabled();
    expect(new Set(seen.map((r) => r.authorization))).toEqual(new Set(['hub-token-1']));
  });
});

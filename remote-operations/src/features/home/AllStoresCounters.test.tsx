import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allStoresActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { orderList } from '../../testing/fixtures';
import { DashboardCounters } from './DashboardCounters';
import { homeMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });
installNetwork();
const seen = recordRequests();

/** Each store's counters: the total its filter answers, by the store token the call carries (D3). */
let totals: Record<string, Record<'toApprove' | 'allocating' | 'inDelivery' | 'closed', number> | 'fails'>;

beforeEach(() => {
  totals = {
    'store-1': { toApprove: 1, allocating: 2, inDelivery: 3, closed: 4 },
    'store-2': { toApprove: 10, allocating: 20, inDelivery: 30, closed: 40 },
    'store-3': 'fails',
  };
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const store = `store-${(request.headers.get('authorization') ?? '').replace('hub-token-', '')}`;
      const mine = totals[store];
      if (!mine || mine === 'fails') return errorAnswer(500, 'Erro interno');
      const q = new URL(request.url).searchParams;
      const status = q.get('delivery_status') ?? '';
      const key = q.get('to_approve') ? 'toApprove' : status === 'ALLOCATING' ? 'allocating' : q.get('start_in') ? 'closed' : 'inDelivery';
      return answer(orderList([], mine[key]) as never);
    }),
  );
});

const tile = (label: string) => screen.getByRole('group', { name: label });

describe("the dashboard with 'Todas as lojas'", () => {
  it("sums each counter over the stores; a failing store reads '—' (never 0), the sums say so, and its retry asks it again", async () => {
    renderWithProviders(<DashboardCounters />, { route: '/pages/home', session: { user: makeUser(), franchiseStores: makeFranchiseStores() } });
    act(() => allStoresActions.show());
    await waitFor(() => expect(tile(m.toApprove)).toHaveTextContent('11'));
    expect(tile(m.allocating)).toHaveTextContent('22');
    expect(tile(m.inDelivery)).toHaveTextContent('33');
    expect(tile(m.closed)).toHaveTextContent('44');
    expect(tile(m.closed)).toHaveTextContent('Soma de 2 de 3 lojas');
    const failing = screen.getByText('Franquia Sabor Paulista - Tatuapé').closest('tr') as HTMLElement;
    expect(within(failing).getAllByText('—')).toHaveLength(4);
    // Four reads per store, each with its own store's token.
    const tokens = seen.filter((r) => r.path === '/api/order-hub/list-orders').map((r) => r.authorization);
    expect(['hub-token-1', 'hub-token-2', 'hub-token-3'].map((t) => tokens.filter((x) => x === t).length)).toEqual([4, 4, 4]);

    totals['store-3'] = { toApprove: 100, allocating: 0, inDelivery: 0, closed: 0 };
    await userEvent.click(within(failing).getByRole('button', { name: /Tentar novamente/ }));
    await waitFor(() => expect(tile(m.toApprove)).toHaveTextContent('111'));
    expect(tile(m.closed)).not.toHaveTextContent('Soma de');
  });
});

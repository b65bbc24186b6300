import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { REPORT_FLAG_KEY } from './historyRules';
import { historyMessages as m } from './messages';
import OrderHistoryPage from './OrderHistoryPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const render = () => renderWithProviders(<OrderHistoryPage />, { route: '/pages/order-history', session: { user: makeUser() } });

installNetwork();
const seen = recordRequests();
/** The query of the last list-orders call (as sent: strings). */
const lastListQuery = () => seen.filter((request) => request.path === '/api/order-hub/list-orders').at(-1)?.query;

function mockHistory(total = 40) {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const orders = Array.from({ length: Math.min(15, total - (page - 1) * 15) }, (_, i) =>
        makeOrder({ short_external_reference: `H${page}-${i}`, delivery: makeDelivery(i % 2 ? 'CANCELLED' : 'COMPLETED') }),
      );
      const list = orderList(orders, total, Math.ceil(total / 15));
      list.meta.start_date = '2026-11-14';
      list.meta.end_date = '2026-11-23';
      return answer(list as never);
    }),
  );
}

describe('OrderHistoryPage', () => {
  it('loads the last 10 days of the four final statuses, 15 a page, and pages with Próxima', async () => {
    mockHistory();
    render();
    expect(await screen.findByText('#H1-0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    // Named by their pt-BR text alone (their icons are decorative).
    expect(screen.getByRole('button', { name: m.exportCsv })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.filter })).toBeInTheDocument();
    expect(lastListQuery()).toEqual(
      expect.objectContaining({
        dates_default_interval: '10',
        delivery_status: 'COURIER_DELIVERED,COMPLETED,CANCELLED,COURIER_NOT_DELIVERED',
        page: '1',
        limit: '15',
      }),
    );
    expect(screen.getByText('Exibindo: de 14/11/2026 até 23/11/2026')).toBeInTheDocument();
    expect(screen.getAllByText('Completo').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByText(m.next));
    expect(await screen.findByText('#H2-0')).toBeInTheDocument();
    expect(lastListQuery()).toEqual(expect.objectContaining({ page: '2' }));
  });

  it("shows 'Erro ao carregar os pedidos' when the history fails, said once (the toast)", async () => {
    server.use(http.get(API.operations.listOrders, () => errorAnswer(500, 'Erro')));
    render();
    expect((await screen.findAllByText('Erro ao carregar os pedidos')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Erro ao carregar os pedidos']));
  });

  it("shows 'Erro ao carregar os pedidos' for an answer other than 200", async () => {
    server.use(http.get(API.operations.listOrders, () => new HttpResponse(null, { status: 204 })));
    render();
    expect((await screen.findAllByText('Erro ao carregar os pedidos')).length).toBeGreaterThan(0);
  });

  it('shows the empty result texts', async () => {
    mockHistory(0);
    render();
    expect(await screen.findByText('Não foram encontrados resultados')).toBeInTheDocument();
    expect(screen.getByText('Por favor, faça uma nova filtragem para obter novos resultados.')).toBeInTheDocument();
  });

  it('the filter needs both dates or none, and sends the fields it was given', async () => {
    mockHistory();
    render();
    await screen.findByText('#H1-0');
    await userEvent.click(screen.getByText(m.filter));
    const start = await screen.findByLabelText(m.startIn);
    // The panel opens on the dates the list is showing.
    expect(start).toHaveValue('14/11/2026');
    expect(screen.getByLabelText(m.finishIn)).toHaveValue('23/11/2026');
    // The merchant empties them with each picker's clear button (shown on hover), then types a start only.
    for (const label of [m.finishIn, m.startIn]) {
      fireEvent.click(within(screen.getByLabelText(label).closest('.ant-picker') as HTMLElement).getByRole('button', { name: 'Limpar' }));
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    await userEvent.type(start, '20/11/2026{Enter}');
    await userEvent.click(screen.getByText(m.apply));
    expect(await screen.findByText('É obrigatório preencher a data de início e fim caso queira escolher um período')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(m.finishIn), '18/11/2026{Enter}');
    await userEvent.click(screen.getByText(m.apply));
    expect(await screen.findByText('A data inicial não pode ser posterior a data final')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(m.finishIn));
    await userEvent.type(screen.getByLabelText(m.finishIn), '22/11/2026{Enter}');
    await userEvent.type(screen.getByLabelText(m.courierName), 'Carlos');
    await userEvent.click(screen.getByText(m.apply));
    await waitFor(() =>
      expect(lastListQuery()).toEqual(expect.objectContaining({ start_in: '2026-11-20', finish_in: '2026-11-22', courier_name: 'Carlos', page: '1' })),
    );
    expect(lastListQuery()).not.toHaveProperty('dates_default_interval');
  }, 120_000);

  it('keeps the default window when its dates are applied as shown; names the statuses as the list tags them', async () => {
    mockHistory();
    render();
    await screen.findByText('#H1-0');
    await userEvent.click(screen.getByText(m.filter));
    expect(await screen.findByLabelText(m.startIn)).toHaveValue('14/11/2026');
    for (const name of ['Entregue (Pedido entregue)', 'Completo (Finalizada)', 'Cancelado (Cancelada)', 'Não entregue (Não entregue)']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Completo (Finalizada)' }));
    await userEvent.click(screen.getByText(m.apply));
    await waitFor(() => expect(lastListQuery()).toEqual(expect.objectContaining({ delivery_status: 'COURIER_DELIVERED,CANCELLED,COURIER_NOT_DELIVERED' })));
    expect(lastListQuery()).toEqual(expect.objectContaining({ dates_default_interval: '10' }));
    expect(lastListQuery()).not.toHaveProperty('start_in');
  });

  it("shows the list's number and the delivery's, labelled, when they differ", async () => {
    server.use(
      http.get(API.operations.listOrders, () =>
        answer(orderList([makeOrder({ short_external_reference: '4110', delivery: makeDelivery('COMPLETED', { short_id: 'B5945496' }) })]) as never),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: m.seeDetailsOf('#4110') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.detailTitle('B5945496'))).toBeInTheDocument();
    expect(within(dialog).getByText(m.orderNumber).closest('tr')).toHaveTextContent('#4110');
    expect(within(dialog).getByText(m.deliveryNumber).closest('tr')).toHaveTextContent('#B5945496');
  });

  it('keeps the report banner for 10 minutes after a report is requested', async () => {
    mockHistory();
    server.use(http.post(API.operations.report, () => answer({ message: 'Relatório solicitado!', orders: 12 })));
    render();
    await screen.findByText('#H1-0');
    await userEvent.click(screen.getByRole('button', { name: m.report }));
    expect(await screen.findByText(m.reportBannerTitle)).toBeInTheDocument();
    expect(screen.getByText(/em até 10 minutos/)).toBeInTheDocument();
    // Good news, said politely: not an alert.
    expect(screen.getByRole('status')).toHaveTextContent(m.reportBannerTitle);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(REPORT_FLAG_KEY)!);
    expect(stored).toEqual({ user: '501', store: makeUser().business_uuid, at: expect.any(Number) });
    expect(stored.at).toBeGreaterThan(Date.now() - 5_000);
    expect(screen.getByRole('button', { name: m.report })).toBeDisabled();
  });

  it("after a switch of store the banner stays with the store the report was asked for, and 'Gerar relatório' waits in every store of that user (the server allows one per user every 10 minutes)", async () => {
    const stores = makeFranchiseStores();
    mockHistory();
    server.use(http.post(API.operations.report, () => answer({ message: 'Relatório solicitado!', orders: 12 })));
    renderWithProviders(<OrderHistoryPage />, {
      route: '/pages/order-history',
      session: { user: makeUser({ business_user_main: true }), franchiseStores: stores, selectedFranchiseStoreUuid: stores[0]!.uuid },
    });
    await screen.findByText('#H1-0');
    await userEvent.click(screen.getByRole('button', { name: m.report }));
    expect(await screen.findByText(m.reportBannerTitle)).toBeInTheDocument();

    act(() => sessionActions.selectFranchiseStore(stores[1]!));
    await waitFor(() => expect(screen.queryByText(m.reportBannerTitle)).not.toBeInTheDocument());
    const report = screen.getByRole('button', { name: m.report });
    expect(report).toBeDisabled();
    await userEvent.hover(report);
    expect(await screen.findByText(m.reportTooSoon)).toBeInTheDocument();

    // Back in the store it was asked for: the banner again.
    act(() => sessionActions.selectFranchiseStore(stores[0]!));
    expect(await screen.findByText(m.reportBannerTitle)).toBeInTheDocument();
  });

  it("is not another user's: a report asked for by someone else on this browser neither shows the banner nor waits", async () => {
    mockHistory();
    window.localStorage.setItem(REPORT_FLAG_KEY, JSON.stringify({ user: '502', store: makeUser().business_uuid, at: Date.now() }));
    render();
    await screen.findByText('#H1-0');
    expect(screen.queryByText(m.reportBannerTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.report })).toBeEnabled();
  });

  it("says the server's 'wait 10 minutes' when it refuses the report (asked for from another browser)", async () => {
    mockHistory();
    server.use(http.post(API.operations.report, () => errorAnswer(429, 'Um relatório já foi solicitado. Aguarde 10 minutos para gerar outro.')));
    render();
    await screen.findByText('#H1-0');
    await userEvent.click(screen.getByRole('button', { name: m.report }));
    expect(await screen.findByText(m.reportTooSoon)).toBeInTheDocument();
    expect(screen.queryByText(m.reportError)).not.toBeInTheDocument();
    expect(screen.queryByText(m.reportBannerTitle)).not.toBeInTheDocument();
  });
});

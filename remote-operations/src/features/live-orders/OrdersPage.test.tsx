import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../api/operations';
import { createTestQueryClient, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, heldAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList, STATUS } from '../../testing/fixtures';
import { ordersMessages as m } from './messages';
import OrdersPage from './OrdersPage';

jest.setTimeout(60_000);
// antd tables take a while to draw in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });

interface Board {
  toApprove: Order[];
  inProgress: Order[];
}

installNetwork();
const seen = recordRequests();
/** The queries of the list-orders calls so far (as sent: strings). */
const listQueries = () => seen.filter((request) => request.path === '/api/order-hub/list-orders').map((request) => request.query);
const calls = (method: string, path: RegExp) => seen.filter((request) => request.method === method && path.test(request.path));

function mockBoard(board: Board) {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const all = query.get('to_approve') ? board.toApprove : board.inProgress;
      const limit = Number(query.get('limit') ?? 20);
      const start = (Number(query.get('page') ?? 1) - 1) * limit;
      return answer(orderList(all.slice(start, start + limit), all.length) as never);
    }),
    http.get(API.operations.failures, () => answer({ data: {} })),
    http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
  );
}

const render = (user = makeUser()) => renderWithProviders(<OrdersPage />, { route: '/pages/orders', session: { user } });

async function openActions(ref: string) {
  await userEvent.click(await screen.findByLabelText(m.actionsFor(`#${ref}`)));
}

/** The dialog that shows a text (role queries over the whole table are slow in jsdom). */
async function dialogWith(text: string): Promise<HTMLElement> {
  const node = await screen.findByText(text);
  return node.closest('[role="dialog"]') as HTMLElement;
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('OrdersPage', () => {
  it("opens on 'Em andamento' with both counts and the live status labels, 'Processando' without delivery", async () => {
    mockBoard({
      toApprove: [makeOrder({ to_approve: true, delivery: null }), makeOrder({ to_approve: true, delivery: null })],
      inProgress: [
        makeOrder({ short_external_reference: 'P1', delivery: makeDelivery('GOING_TO_DESTINATION') }),
        makeOrder({ short_external_reference: 'P2', delivery: null, status: { id: 0, code: 'PROCESSING', description: 'Processando' } }),
      ],
    });
    render();
    expect(await screen.findByText('Entregador a caminho do cliente')).toBeInTheDocument();
    expect(screen.getByText('Processando')).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent(m.tabInProgress);
    expect(selected).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: new RegExp(m.tabToApprove) })).toHaveTextContent('2');
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.history })).toHaveAttribute('href', '/pages/order-history');
  });

  it("hides 'Montar nova entrega' when manual-create-order-disabled is set, and shows the empty state", async () => {
    mockBoard({ toApprove: [], inProgress: [] });
    render(makeUser({ configurations: { 'manual-create-order-disabled': '1' } }));
    expect(await screen.findByText('No momento, você não possui nenhum pedido')).toBeInTheDocument();
    expect(screen.getByText('Que tal começar a cadastrar seus pedidos agora mesmo?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.newDelivery })).not.toBeInTheDocument();
  });

  it("'Carregar mais' from 20 listed orders adds 20, and disappears when all are loaded", async () => {
    const many = Array.from({ length: 30 }, () => makeOrder());
    mockBoard({ toApprove: [], inProgress: many });
    render();
    await screen.findByText(many[19]!.customer.name, undefined, { timeout: 5000 });
    // getByRole is slow on a 20-row antd table in jsdom: the button is found by its text.
    await userEvent.click(screen.getByText(m.loadMore));
    await waitFor(() => expect(listQueries()).toContainEqual(expect.objectContaining({ inprogress: '1', limit: '20', last_hours: '6', page: '2' })));
    expect(await screen.findByText(many[29]!.customer.name)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(m.loadMore)).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('searches with Enter and refreshes every 60 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    mockBoard({ toApprove: [], inProgress: [makeOrder()] });
    const cache = createTestQueryClient();
    renderWithProviders(<OrdersPage />, { route: '/pages/orders', session: { user: makeUser() }, queryClient: cache });
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: m.searchLabel });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(search, 'Ana{Enter}');
    await waitFor(() => expect(listQueries()).toContainEqual(expect.objectContaining({ multiple_search: 'Ana', to_approve: 'true' })));
    // The searched lists are in: the next refresh is 60 s after them.
    await waitFor(() => expect(cache.isFetching()).toBe(0));
    const before = listQueries().length;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(listQueries()).toHaveLength(before + 2));
  });

  it("shows 'Erro ao carregar os pedidos' when the lists fail", async () => {
    server.use(
      http.get(API.operations.listOrders, () => errorAnswer(500, 'Erro')),
      http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
    );
    render();
    expect(await screen.findByText('Erro ao carregar os pedidos')).toBeInTheDocument();
  });

  it('a refresh that fails keeps the rows on screen and says they are from the last update; the next one clears it', async () => {
    const order = makeOrder({ short_external_reference: 'P7', delivery: makeDelivery('ALLOCATING') });
    mockBoard({ toApprove: [], inProgress: [order] });
    render();
    expect(await screen.findByText(order.customer.name)).toBeInTheDocument();
    server.use(http.get(API.operations.listOrders, () => errorAnswer(502, 'Erro')));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(m.refresh) }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(/Erro ao carregar os pedidos\. Os pedidos abaixo são os da última atualização \(\d\d:\d\d:\d\d\)\./);
    expect(screen.getByText(order.customer.name)).toBeInTheDocument();
    expect(screen.queryByText('No momento, você não possui nenhum pedido')).not.toBeInTheDocument();

    mockBoard({ toApprove: [], inProgress: [order] });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(m.refresh) }));
    await waitFor(() => expect(screen.queryByText(/Os pedidos abaixo são os da última atualização/)).not.toBeInTheDocument());
  });

  it('cancel with reason OTHER needs an observation; with one it cancels', async () => {
    const order = makeOrder({ short_external_reference: 'P9', delivery: makeDelivery('ALLOCATING'), status: { ...STATUS.ALLOCATING } });
    mockBoard({ toApprove: [], inProgress: [order] });
    server.use(
      http.get(API.operations.cancelReasons, () => answer({ data: { CUSTOMER_GAVE_UP: 'Cliente desistiu do pedido', OTHER: 'Outro motivo' } })),
      http.post(API.operations.cancel, () => answer({})),
    );
    const cancels = () => calls('POST', /\/cancel$/);
    render();

    await openActions('P9');
    await userEvent.click(await screen.findByText(m.cancel));
    let dialog = await dialogWith(m.confirmCancelBody);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Outro motivo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Preencha o campo de observação do cancelamento.')).toBeInTheDocument();
    expect(cancels()).toEqual([]);
    await waitFor(() => expect(screen.queryByText(m.confirmCancelBody)).not.toBeInTheDocument());

    await openActions('P9');
    await userEvent.click(await screen.findByText(m.cancel));
    dialog = await dialogWith(m.confirmCancelBody);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Outro motivo' }));
    await userEvent.type(within(dialog).getByLabelText(m.cancelObservationLabel), 'Cliente mudou de endereço');
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    await waitFor(() =>
      expect(cancels()).toEqual([
        expect.objectContaining({
          path: `/api/order-hub/orders/${order.uuid}/cancel`,
          body: { cancel_reason: 'OTHER', cancel_reason_description: 'Cliente mudou de endereço' },
        }),
      ]),
    );
    expect(await screen.findByText('A solicitação de cancelamento está em processamento, logo o pedido será cancelado!')).toBeInTheDocument();
  }, 90_000);

  it("'Chamar entregador' approves an order waiting in 'Em preparo' when validation says IMMEDIATE_DELIVERY", async () => {
    const waiting = makeOrder({ short_external_reference: 'P5', to_approve: true, delivery: null });
    mockBoard({ toApprove: [waiting], inProgress: [] });
    server.use(
      http.post(API.delivery.validate, () => answer({ success: true, status: 'IMMEDIATE_DELIVERY' })),
      http.post(API.operations.approve, () => answer({})),
    );
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await openActions('P5');
    await userEvent.click(await screen.findByText(m.callCourier));
    await userEvent.click(within(await dialogWith(m.confirmCallBody)).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Pedido aprovado com sucesso!')).toBeInTheDocument();
    expect(calls('POST', /\/orders\/validate\//).map((request) => request.body)).toEqual([
      expect.objectContaining({ external_id: waiting.external_reference }),
    ]);
    expect(calls('POST', /\/approve$/).map((request) => request.path)).toEqual([`/api/order-hub/orders/${waiting.uuid}/approve`]);
  });

  it('closes the confirmation and says the approval at once, while the orders are still being read again', async () => {
    mockBoard({ toApprove: [makeOrder({ short_external_reference: 'P9', to_approve: true, delivery: null })], inProgress: [] });
    let approved = false;
    const readAgain = heldAnswer();
    server.use(
      http.post(API.delivery.validate, () => answer({ success: true, status: 'IMMEDIATE_DELIVERY' })),
      http.post(API.operations.approve, () => {
        approved = true;
        return answer({});
      }),
      // The lists read after the approval answer only when the test lets them.
      http.get(API.operations.listOrders, async () => {
        if (approved) await readAgain.held;
      }),
    );
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await openActions('P9');
    await userEvent.click(await screen.findByText(m.callCourier));
    const dialog = await dialogWith(m.confirmCallBody);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Pedido aprovado com sucesso!')).toBeInTheDocument();
    // A notice lasts 3 s: said while the dialog waited for the lists, it was gone soon after the dialog closed.
    await waitFor(() => expect(screen.queryByText(m.confirmCallBody)).not.toBeInTheDocument());
    expect(calls('GET', /\/list-orders$/).length).toBeGreaterThan(0);
    readAgain.release();
  });

  it("'Chamar entregador' fails without IMMEDIATE_DELIVERY and does not approve", async () => {
    mockBoard({ toApprove: [makeOrder({ short_external_reference: 'P6', to_approve: true, delivery: null })], inProgress: [] });
    server.use(http.post(API.delivery.validate, () => answer({ success: true, status: 'SCHEDULED' })));
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await openActions('P6');
    await userEvent.click(await screen.findByText(m.callCourier));
    await userEvent.click(within(await dialogWith(m.confirmCallBody)).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Não foi possível chamar o entregador!')).toBeInTheDocument();
    expect(calls('POST', /\/approve$/)).toEqual([]);
  });

  it('shows the waiting time red after 15 minutes and the per-order failure', async () => {
    const late = makeOrder({
      short_external_reference: 'P7',
      to_approve: true,
      delivery: null,
      order_created_at: new Date(Date.now() - 20 * 60_000).toISOString(),
    });
    const fresh = makeOrder({
      short_external_reference: 'P8',
      to_approve: true,
      delivery: null,
      order_created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    mockBoard({ toApprove: [late, fresh], inProgress: [] });
    server.use(http.get(API.operations.failures, () => answer({ data: { [late.uuid]: 'Endereço fora da área de entrega' } })));
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    expect(await screen.findByText(/^20 min/)).toHaveAttribute('data-late', 'true');
    expect(screen.getByText(/^20 min/)).toHaveTextContent(/^20 min \(atrasado\)$/);
    expect(screen.getByText('5 min')).toHaveAttribute('data-late', 'false');
    const failure = await screen.findByLabelText(`${m.failureIcon}: Endereço fora da área de entrega`);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(failure);
    expect(await screen.findByText('Erro copiado com sucesso!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Endereço fora da área de entrega');
  });

  it("'Acompanhar entrega' is offered only with a tracking link (§4); a link that cannot be opened says so", async () => {
    mockBoard({
      toApprove: [],
      inProgress: [
        makeOrder({ short_external_reference: 'P3', delivery: makeDelivery('GOING_TO_DESTINATION', { track_url: null }) }),
        makeOrder({ short_external_reference: 'P4', delivery: makeDelivery('GOING_TO_DESTINATION', { track_url: 'javascript:alert(1)' }) }),
      ],
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render();
    await openActions('P3');
    expect(await screen.findByText(m.finish)).toBeInTheDocument();
    expect(screen.queryByText(m.track)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await openActions('P4');
    await userEvent.click(await screen.findByText(m.track));
    expect(await screen.findByText('Não foi possível acompanhar o entregador')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("'Procurar novo entregador' names the courier the merchant saw; taken by another since, the catalogued failure says why", async () => {
    const order = makeOrder({ short_external_reference: 'R2', delivery: makeDelivery('GOING_TO_ORIGIN', { courier_id: 'courier-seen' }) });
    mockBoard({ toApprove: [], inProgress: [order] });
    const why = 'Outro entregador já aceitou esta entrega. Atualize o pedido para ver o entregador atual.';
    server.use(http.post(API.operations.resetSearch, () => errorAnswer(409, m.resetError, [why])));
    render();
    await openActions('R2');
    await userEvent.click(await screen.findByText(m.resetSearch));
    await userEvent.click(within(await dialogWith(m.confirmResetBody)).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.resetError)).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.queryByText(m.resetSuccess)).not.toBeInTheDocument();
    expect(calls('POST', /\/reset-search$/).map((request) => [request.path, request.query])).toEqual([
      [`/api/box/delivery-service/v1/deliveries/${order.delivery!.id}/reset-search`, { courier_id: 'courier-seen' }],
    ]);
  });

  it("'Alterar entregador' without courier.show: the fleet's couriers are not the user's to see (403, D9)", async () => {
    mockBoard({ toApprove: [], inProgress: [makeOrder({ short_external_reference: 'C3', delivery: makeDelivery('GOING_TO_ORIGIN') })] });
    server.use(http.get(API.operations.fleetCouriers, () => errorAnswer(403, 'Você não tem permissão para realizar esta ação.')));
    render(makeUser({ search_type: 'FLEET' }));
    await openActions('C3');
    await userEvent.click(await screen.findByText(m.changeCourier));
    expect(await screen.findByText(m.courierListForbidden)).toBeInTheDocument();
    expect(screen.queryByText(m.courierListError)).not.toBeInTheDocument();
  });

  it('finishing asks for confirmation first and reports the result', async () => {
    const order = makeOrder({ short_external_reference: 'P4', delivery: makeDelivery('GOING_TO_DESTINATION') });
    mockBoard({ toApprove: [], inProgress: [order] });
    server.use(http.post(API.operations.finish, () => errorAnswer(422, 'Erro')));
    const finishes = () => calls('POST', /\/finish$/).map((request) => request.path);
    render();
    await openActions('P4');
    await userEvent.click(await screen.findByText(m.finish));
    const dialog = await dialogWith(m.confirmFinishBody);
    expect(within(dialog).getAllByText(m.confirmFinishTitle).length).toBeGreaterThan(0);
    expect(finishes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Não foi possível finalizar o pedido.')).toBeInTheDocument();
    expect(finishes()).toEqual([`/api/box/delivery-service/v1/deliveries/${order.delivery!.id}/finish`]);
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../api/operations';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList, STATUS } from '../../testing/fixtures';
import { CONFIRM_CHECKS, confirmWindowMs } from 'shared/data';
import { ordersMessages as m } from './messages';
import OrdersPage from './OrdersPage';

/**
 * An action whose answer is lost (the connection drops, a time-out, a 5xx without the server's answer) is neither
 * reported as failed nor sent again: the order is read again, and the screen says what really happened.
 */
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();
const seen = recordRequests();

// The deployment's pace of the checks (runtime configuration): the same confirmation, 0.3 s apart instead of 3 s.
beforeAll(() => {
  window.__PORTAL_CONFIG__ = { confirmIntervalMs: 300 };
});
afterAll(() => {
  delete window.__PORTAL_CONFIG__;
});
/** The order actions' confirmation window at that pace (read once the pace is set). */
const recheckWindowMs = () => confirmWindowMs(CONFIRM_CHECKS.orderAction);
const posts = (path: RegExp) => seen.filter((request) => request.method === 'POST' && path.test(request.path)).map((request) => request.path);
const reads = (order: Order) => seen.filter((request) => request.method === 'GET' && request.path === `/api/order-hub/orders/${order.uuid}`);
const listCalls = () => seen.filter((request) => request.path === '/api/order-hub/list-orders').length;

/** The lost answers a test asks for. */
const LOST = {
  connection: () => HttpResponse.error(),
  bareServerError: () => new HttpResponse(null, { status: 500 }),
  gateway: () => errorAnswer(502, 'Não foi possível falar com o servidor agora. Tente novamente em instantes.'),
};

/**
 * The store's orders on the fake network: the lists, each order's own read (GET orders/{uuid}), and an action that
 * is carried out (`apply` changes the order) or not, then answers with `reply`.
 */
function fakeBoard(orders: { toApprove: Order[]; inProgress: Order[] }) {
  const byUuid = new Map([...orders.toApprove, ...orders.inProgress].map((o) => [o.uuid, o]));
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const waiting = new URL(request.url).searchParams.get('to_approve');
      const all = [...byUuid.values()].filter((o) => (waiting ? o.to_approve : !o.to_approve));
      return answer(orderList(all) as never);
    }),
    http.get(API.operations.failures, () => answer({ data: {} })),
    http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
    http.get(API.operations.order, ({ params }) => {
      const order = byUuid.get(String(params.orderId));
      return order ? answer({ data: order } as never) : errorAnswer(404, 'Pedido não encontrado.');
    }),
  );
  const action = (uuid: string, apply: ((order: Order) => Order) | null, reply: () => Response) => () => {
    const order = byUuid.get(uuid)!;
    if (apply) byUuid.set(uuid, apply(order));
    return reply();
  };
  return { action };
}

const render = () =>
  renderWithProviders(<OrdersPage />, {
    route: '/pages/orders',
    session: {
      user: makeUser({ permissions: [{ name: 'order.show' }, { name: 'order.create' }, { name: 'order.cancel' }, { name: 'order.finish' }] }),
    },
  });

async function chooseAction(ref: string, action: string) {
  await userEvent.click(await screen.findByLabelText(m.actionsFor(`#${ref}`)));
  await userEvent.click(await screen.findByText(action));
}

async function confirmDialog(body: string) {
  const dialog = (await screen.findByText(body)).closest('[role="dialog"]') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
}

describe('an order action whose answer is lost', () => {
  it("'Finalizar' carried out, answer lost on the way: the catalogued success after reading the order, sent once, lists refreshed", async () => {
    const order = makeOrder({ short_external_reference: 'F1', delivery: makeDelivery('GOING_TO_DESTINATION'), status: { ...STATUS.GOING_TO_DESTINATION } });
    const board = fakeBoard({ toApprove: [], inProgress: [order] });
    server.use(
      http.post(
        API.operations.finish,
        board.action(order.uuid, (o) => ({ ...o, status: { ...STATUS.COMPLETED }, delivery: makeDelivery('COMPLETED') }), LOST.connection),
      ),
    );
    render();
    await chooseAction('F1', m.finish);
    const listsBefore = listCalls();
    await confirmDialog(m.confirmFinishBody);
    expect(await screen.findByText(m.finishSuccess)).toBeInTheDocument();
    expect(screen.queryByText(m.finishError)).not.toBeInTheDocument();
    expect(posts(/\/finish$/)).toHaveLength(1);
    expect(reads(order).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listsBefore));
  });

  it("'Cancelar' carried out behind a gateway's 502: the catalogued success, sent once", async () => {
    const order = makeOrder({ short_external_reference: 'C1', delivery: makeDelivery('ALLOCATING'), status: { ...STATUS.ALLOCATING } });
    const board = fakeBoard({ toApprove: [], inProgress: [order] });
    server.use(
      http.get(API.operations.cancelReasons, () => answer({ data: { CUSTOMER_GAVE_UP: 'Cliente desistiu do pedido', OTHER: 'Outro motivo' } })),
      http.post(
        API.operations.cancel,
        board.action(
          order.uuid,
          (o) => ({ ...o, status: { ...STATUS.CANCELLED }, delivery: makeDelivery('CANCELLED'), cancel_reason: 'CUSTOMER_GAVE_UP' }),
          LOST.gateway,
        ),
      ),
    );
    render();
    await chooseAction('C1', m.cancel);
    const dialog = (await screen.findByText(m.confirmCancelBody)).closest('[role="dialog"]') as HTMLElement;
    await within(dialog).findByRole('radio', { name: 'Cliente desistiu do pedido' });
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.cancelSuccess)).toBeInTheDocument();
    expect(screen.queryByText(m.cancelError)).not.toBeInTheDocument();
    expect(posts(/\/cancel$/)).toHaveLength(1);
  });

  it("'Procurar novo entregador' carried out, the first read still before it: read again, then the catalogued success", async () => {
    const order = makeOrder({
      short_external_reference: 'R1',
      status_history: [
        { new_status: 'ALLOCATING', datetime: '2026-11-23T18:00:00.000Z' },
        { new_status: 'GOING_TO_ORIGIN', datetime: '2026-11-23T18:01:00.000Z' },
      ],
    });
    fakeBoard({ toApprove: [], inProgress: [order] });
    // The request reaches the server after the first read: that read does not show it yet.
    let applied = false;
    server.use(
      http.post(API.operations.resetSearch, () => LOST.bareServerError()),
      http.get(API.operations.order, () => {
        if (!applied) {
          applied = true;
          return answer({ data: order } as never);
        }
        return answer({
          data: {
            ...order,
            status: { ...STATUS.ALLOCATING },
            delivery: makeDelivery('ALLOCATING'),
            status_history: [...order.status_history, { new_status: 'ALLOCATING', datetime: '2026-11-23T18:05:00.000Z' }],
          },
        } as never);
      }),
    );
    render();
    await chooseAction('R1', m.resetSearch);
    await confirmDialog(m.confirmResetBody);
    expect(await screen.findByText(m.resetSuccess, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(m.resetError)).not.toBeInTheDocument();
    expect(posts(/\/reset-search$/)).toHaveLength(1);
    expect(reads(order)).toHaveLength(2);
  });

  it("'Chamar entregador' not carried out, answer lost: the catalogued error once the order shows it still waits, never a second approve", async () => {
    const waiting = makeOrder({
      short_external_reference: 'A1',
      to_approve: true,
      delivery: null,
      status: { id: 0, code: 'TO_APPROVE', description: 'Em preparo' },
    });
    const board = fakeBoard({ toApprove: [waiting], inProgress: [] });
    server.use(
      http.post(API.delivery.validate, () => answer({ success: true, status: 'IMMEDIATE_DELIVERY' })),
      http.post(API.operations.approve, board.action(waiting.uuid, null, LOST.bareServerError)),
    );
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await chooseAction('A1', m.callCourier);
    await confirmDialog(m.confirmCallBody);
    // A polite status meanwhile (antd's message.loading), closed once the outcome is said.
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(m.confirmingAction));
    expect(await screen.findByText(m.approveError, {}, { timeout: recheckWindowMs() + 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(m.confirmingAction)).not.toBeInTheDocument();
    expect(screen.queryByText(m.approveSuccess)).not.toBeInTheDocument();
    expect(posts(/\/approve$/)).toHaveLength(1);
    expect(reads(waiting).length).toBeGreaterThanOrEqual(2);
  });

  it("'Chamar entregador' carried out, answer lost: the catalogued success, approved once, lists refreshed", async () => {
    const waiting = makeOrder({
      short_external_reference: 'A2',
      to_approve: true,
      delivery: null,
      status: { id: 0, code: 'TO_APPROVE', description: 'Em preparo' },
    });
    const board = fakeBoard({ toApprove: [waiting], inProgress: [] });
    server.use(
      http.post(API.delivery.validate, () => answer({ success: true, status: 'IMMEDIATE_DELIVERY' })),
      http.post(
        API.operations.approve,
        board.action(
          waiting.uuid,
          (o) => ({ ...o, to_approve: false, status: { ...STATUS.ALLOCATING }, delivery: makeDelivery('ALLOCATING') }),
          LOST.connection,
        ),
      ),
    );
    render();
    await userEvent.click(await screen.findByText(m.tabToApprove));
    await chooseAction('A2', m.callCourier);
    const listsBefore = listCalls();
    await confirmDialog(m.confirmCallBody);
    expect(await screen.findByText(m.approveSuccess)).toBeInTheDocument();
    expect(screen.queryByText(m.approveError)).not.toBeInTheDocument();
    expect(posts(/\/approve$/)).toHaveLength(1);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listsBefore));
  });

  it('the server out of reach while confirming: neither success nor the error, a note to check the list', async () => {
    const order = makeOrder({ short_external_reference: 'F2', delivery: makeDelivery('GOING_TO_DESTINATION'), status: { ...STATUS.GOING_TO_DESTINATION } });
    fakeBoard({ toApprove: [], inProgress: [order] });
    server.use(
      http.post(API.operations.finish, () => LOST.connection()),
      http.get(API.operations.order, () => HttpResponse.error()),
    );
    render();
    await chooseAction('F2', m.finish);
    await confirmDialog(m.confirmFinishBody);
    expect(await screen.findByText(m.actionNotConfirmed, {}, { timeout: recheckWindowMs() + 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(m.finishError)).not.toBeInTheDocument();
    expect(screen.queryByText(m.finishSuccess)).not.toBeInTheDocument();
    expect(posts(/\/finish$/)).toHaveLength(1);
  });

  it("a refusal with the server's own answer is the catalogued error at once, without reading the order", async () => {
    const order = makeOrder({ short_external_reference: 'F3', delivery: makeDelivery('GOING_TO_DESTINATION'), status: { ...STATUS.GOING_TO_DESTINATION } });
    fakeBoard({ toApprove: [], inProgress: [order] });
    server.use(
      http.post(API.operations.finish, () => errorAnswer(422, 'Não foi possível finalizar o pedido.', ['A entrega não está em andamento com um entregador.'])),
    );
    render();
    await chooseAction('F3', m.finish);
    await confirmDialog(m.confirmFinishBody);
    expect(await screen.findByText(m.finishError)).toBeInTheDocument();
    expect(reads(order)).toEqual([]);
  });
});

import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay } from 'msw';
import { getOrders, sessionActions, type StagedOrder } from 'shared';
import type { OrderHubPayload } from '../../api/delivery';
import { createTestQueryClient, makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { courierLocatorMessages as cm } from './courier-locator';
import { fleetCourier } from './courier-locator/testing';
import DeliveryPage from './DeliveryPage';
import { stagingMessages as m } from './messages';
import { API, HttpResponse, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { quote, stagedOrder } from './testing';

// The side panel is another feature with its own tests: here it only has to open in the right mode.
jest.mock('./order-panel', () => ({
  OrderPanel: ({ open, mode, onClose }: { open: boolean; mode: 'create' | 'edit'; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label={mode === 'edit' ? 'Editar pedido' : 'Novo pedido'}>
        <button type="button" onClick={onClose}>
          Fechar painel
        </button>
      </div>
    ) : null,
}));

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 8000 });
installNetwork();
const seen = recordRequests();

const userEvent = () => userEventBase.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const validation = (status: 'IMMEDIATE_DELIVERY' | 'ORDER_DISTANCE_VALIDATION' | 'BUSINESS_WITHOUT_BALANCE') => ({
  success: status === 'IMMEDIATE_DELIVERY',
  status,
  message: status === 'IMMEDIATE_DELIVERY' ? 'Pedido validado.' : 'Esse endereço está fora do seu raio de atuação',
  estimated_price: { withoutReturn: quote(8.52), withReturn: quote(12.78) },
  distance: 1.2,
  verify_id: null,
});

const created = (count: number) => ({ success: true, message: 'Pedidos criados com sucesso!', total: 20, data: Array.from({ length: count }, () => ({})) });

/** The sandbox's answers: can-spend allowed, every order valid, the delivery created. */
function happyServer() {
  server.use(
    http.get(API.delivery.canSpend, ({ params }) =>
      HttpResponse.json({ data: { can_spend: true, balance: 250, amount: Number(params.amount), postpaid: false } }, { status: 202 }),
    ),
    http.post(API.delivery.validate, () => HttpResponse.json(validation('IMMEDIATE_DELIVERY'))),
    http.post(API.delivery.multiple, async ({ request }) => {
      const body = (await request.json()) as { data: unknown[] };
      return HttpResponse.json(created(body.data.length), { status: 201 });
    }),
  );
}

const three = () => [
  stagedOrder({ client_name: 'Carlos Lima', items_total_price: 40, verifyId: 'V-CARLOS', order_payment_type: 'ONLINE' }),
  stagedOrder({ client_name: 'Ana Souza', items_total_price: 120, verifyId: 'V-ANA', order_payment_type: 'DIN', change_for: null, phone: '' }),
  stagedOrder({ client_name: 'Bruno Alves', items_total_price: 75.5, verifyId: 'V-BRUNO', order_payment_type: 'ONLINE' }),
];

function renderPage(orders: StagedOrder[] = three(), user = makeUser(), extra: Partial<Parameters<typeof renderWithProviders>[1]> = {}) {
  renderWithProviders(<DeliveryPage />, { route: '/pages/delivery', session: { user }, stagedOrders: orders, ...extra });
  return userEvent();
}

const table = () => screen.getByRole('table', { name: m.tableLabel });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The client's name of each row (its neighbourhood and distance are under it). */
const clientsInOrder = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].querySelector('strong')?.textContent);
const checkbox = (client: string) => screen.getByRole('checkbox', { name: m.selectOrder(client) });
const summary = () => screen.getByRole('heading', { name: m.summaryTitle }).closest('.ant-card') as HTMLElement;
/** A summary line's value: the <dd> beside its <dt>. */
const summaryValue = (label: string) => {
  const term = within(summary()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
};
const createButton = () => within(summary()).getByRole('button', { name: new RegExp(`${m.createDelivery}|${m.creating}`) });
/** The page's notice, as heard: a success a status, an error an alert, its text alone (docs/decisions.md D20). */
const findNotice = (role: 'status' | 'alert', text: string) =>
  waitFor(() => {
    const notice = screen.getAllByRole(role).find((node) => node.textContent === text);
    expect(notice).toBeDefined();
    return notice as HTMLElement;
  });

// A desktop's width (antd's xl): the summary stands beside the orders and holds 'Criar entrega'. The phone's cards
// and the bar of narrower screens have their own tests (StagingNarrow.test.tsx).
const JSDOM_WIDTH = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 1366;
});
afterEach(() => {
  window.innerWidth = JSDOM_WIDTH;
  jest.restoreAllMocks();
});

describe('DeliveryPage — empty and staged', () => {
  it("nothing staged: 'Montar entrega', the empty state and 'Novo pedido' opening the panel in create mode", async () => {
    const user = renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: m.titleEmpty })).toBeInTheDocument();
    expect(screen.getByText(m.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(m.emptyDescription)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Its icon is decoration: the name is the text alone ('plus' is not read before it).
    await user.click(screen.getByRole('button', { name: m.newOrder }));
    expect(screen.getByRole('dialog', { name: 'Novo pedido' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar painel' }));
    expect(screen.queryByRole('dialog', { name: 'Novo pedido' })).not.toBeInTheDocument();
  });

  it("staged orders: 'Gestão de entregas' and the table with client, phone, items, value and the payment chip", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: m.titleStaged })).toBeInTheDocument();
    // The page's parts under its h1, no level skipped.
    expect(screen.getByRole('heading', { level: 2, name: m.tableLabel })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: m.summaryTitle })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([m.colSelect, m.colClient, m.colPhone, m.colItems, m.colValue, m.colStatus, m.colActions]);
    // Not inside antd's polite loading wrapper: an edit is not read out as the whole table.
    expect(table().closest('[aria-live]:not([aria-live="off"])')).toBeNull();
    const [carlos, ana] = bodyRows();
    expect(within(carlos).getByText('Carlos Lima')).toBeInTheDocument();
    expect(within(carlos).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(carlos).getByText('1x Pizza grande, 2x Refrigerante')).toBeInTheDocument();
    expect(within(carlos).getByText('R$ 40,00')).toBeInTheDocument();
    expect(within(carlos).getByText('Pagamento Online')).toBeInTheDocument();
    expect(within(ana).getByText(m.withoutPhone)).toBeInTheDocument();
    expect(within(ana).getByText('Dinheiro')).toBeInTheDocument();
    expect(screen.getByText(m.selectedCounter(0, 4))).toBeInTheDocument();
  });

  it('Cliente and Valor sort the stored list, ascending then descending', async () => {
    const user = renderPage(undefined, makeUser({ postpaid: true }));
    await user.click(within(table()).getByRole('columnheader', { name: m.colClient }));
    expect(clientsInOrder()).toEqual(['Ana Souza', 'Bruno Alves', 'Carlos Lima']);
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana Souza', 'Bruno Alves', 'Carlos Lima']);
    await user.click(within(table()).getByRole('columnheader', { name: m.colClient }));
    expect(clientsInOrder()).toEqual(['Carlos Lima', 'Bruno Alves', 'Ana Souza']);
    await user.click(within(table()).getByRole('columnheader', { name: m.colValue }));
    expect(clientsInOrder()).toEqual(['Carlos Lima', 'Bruno Alves', 'Ana Souza']);
    expect(getOrders().orders.map((o) => o.items_total_price)).toEqual([40, 75.5, 120]);
    await user.click(within(table()).getByRole('columnheader', { name: m.colValue }));
    expect(clientsInOrder()).toEqual(['Ana Souza', 'Bruno Alves', 'Carlos Lima']);
  });

  it("'Editar pedido' sets the editing order and opens the panel in edit mode", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: `${m.editOrder} Ana Souza` }));
    expect(getOrders().currentEditingOrder).toMatchObject({ client_name: 'Ana Souza', index: 1 });
    expect(screen.getByRole('dialog', { name: 'Editar pedido' })).toBeInTheDocument();
  });

  it("'Deletar pedido' asks in a modal; Cancelar keeps it, Deletar removes it with 'Pedido deletado!'", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: `${m.deleteOrder} Bruno Alves` }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(m.deleteBody('Bruno Alves'))).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByText(m.deleteBody('Bruno Alves'))).not.toBeVisible());
    expect(getOrders().orders).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: `${m.deleteOrder} Bruno Alves` }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: m.deleteConfirm }));
    expect(await screen.findByText(m.orderDeleted)).toBeInTheDocument();
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Carlos Lima', 'Ana Souza']);
    expect(screen.queryByText('Bruno Alves')).not.toBeInTheDocument();
  });

  it('deleting the last order brings back the empty state and its title', async () => {
    const user = renderPage([stagedOrder({ client_name: 'Única Cliente' })]);
    await user.click(screen.getByRole('button', { name: `${m.deleteOrder} Única Cliente` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.deleteConfirm }));
    expect(await screen.findByRole('heading', { level: 1, name: m.titleEmpty })).toBeInTheDocument();
    expect(screen.getByText(m.emptyTitle)).toBeInTheDocument();
  });
});

describe('DeliveryPage — selection', () => {
  it('up to 4 orders: a 5th is refused and the counter shakes', async () => {
    const orders = Array.from({ length: 5 }, (_, i) => stagedOrder({ client_name: `Cliente ${i + 1}`, verifyId: `V-${i}` }));
    const user = renderPage(orders, makeUser({ postpaid: true }));
    for (let i = 1; i <= 4; i += 1) {
      await user.click(checkbox(`Cliente ${i}`));
      await waitFor(() => expect(checkbox(`Cliente ${i}`)).toBeChecked());
    }
    const counter = screen.getByText(m.selectedCounter(4, 4));
    expect(counter).toHaveAttribute('data-shaking', 'false');
    await user.click(checkbox('Cliente 5'));
    await waitFor(() => expect(screen.getByText(m.selectedCounter(4, 4))).toHaveAttribute('data-shaking', 'true'));
    expect(checkbox('Cliente 5')).not.toBeChecked();
    expect(getOrders().orders.filter((o) => o.selected)).toHaveLength(4);
    await waitFor(() => expect(screen.getByText(m.selectedCounter(4, 4))).toHaveAttribute('data-shaking', 'false'), { timeout: 3000 });
    await user.click(checkbox('Cliente 2'));
    await user.click(checkbox('Cliente 5'));
    await waitFor(() => expect(checkbox('Cliente 5')).toBeChecked());
  });

  it('an order whose items total more than R$1500,00 cannot be selected', async () => {
    const user = renderPage(
      [stagedOrder({ client_name: 'Loja de TVs', items_total_price: 1500.01 }), stagedOrder({ client_name: 'No limite', items_total_price: 1500 })],
      makeUser({ postpaid: true }),
    );
    expect(checkbox('Loja de TVs')).toBeDisabled();
    expect(screen.getByText(m.itemsTotalLimit)).toBeInTheDocument();
    await user.click(checkbox('No limite'));
    await waitFor(() => expect(checkbox('No limite')).toBeChecked());
  });

  it('prepaid: selecting asks can-spend for the new total; a refusal keeps it out with the catalogued message', async () => {
    server.use(http.get(API.delivery.canSpend, () => errorAnswer(422, 'Saldo insuficiente para adicionar o pedido!', [m.noCredit])));
    const user = renderPage();
    await user.click(checkbox('Carlos Lima'));
    expect(await screen.findByText(m.noBalanceToAdd)).toBeInTheDocument();
    expect(checkbox('Carlos Lima')).not.toBeChecked();
    expect(seen.filter((r) => r.path.includes('can-spend'))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/box/payment-service/v1/wallets/b1c2d3e4-0000-4000-8000-000000000001/can-spend/9.52/0/0' }),
    ]);
  });

  it('postpaid (the selected franchise store overrides the user): no wallet check', async () => {
    const stores = makeFranchiseStores();
    const user = renderPage(undefined, makeUser({ postpaid: false, franchise: { id: 7 }, business_user_main: true }), {
      session: { user: makeUser({ postpaid: false }), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-2' },
    });
    await user.click(checkbox('Carlos Lima'));
    await waitFor(() => expect(checkbox('Carlos Lima')).toBeChecked());
    expect(seen.filter((r) => r.path.includes('can-spend'))).toEqual([]);
    expect(within(summary()).getByText(m.postpaidNote)).toBeInTheDocument();
  });
});

describe('DeliveryPage — summary', () => {
  const select = async (user: ReturnType<typeof userEvent>, ...clients: string[]) => {
    for (const client of clients) {
      await user.click(checkbox(client));
      await waitFor(() => expect(checkbox(client)).toBeChecked());
    }
  };

  it('totals: suggested values, delivery taxes and the high-demand taxes grouped by flag, in the return mode', async () => {
    happyServer();
    const lunch = { id: 1, name: 'Almoço', tax: 2 };
    const dinner = { id: 2, name: 'Jantar', tax: 3 };
    const orders = [
      stagedOrder({ client_name: 'A', withoutReturn: quote(8.52, 1, lunch), withReturn: quote(12.78, 1, lunch) }),
      stagedOrder({ client_name: 'B', withoutReturn: quote(10.1, 1, lunch), withReturn: quote(15.15, 1, lunch) }),
      stagedOrder({ client_name: 'C', withoutReturn: quote(7.3, 1.5, dinner), withReturn: quote(10.95, 1.5, dinner) }),
    ];
    const user = renderPage(orders);
    expect(screen.getByTestId('delivery-total')).toHaveTextContent('R$ 0,00');
    await select(user, 'A', 'B', 'C');
    expect(summaryValue(m.summaryDeliveries)).toBe('R$ 25,92');
    expect(summaryValue(m.summaryDeliveryTax)).toBe('R$ 3,50');
    expect(summaryValue(m.summaryFlagTax('Almoço'))).toBe('R$ 4,00');
    expect(summaryValue(m.summaryFlagTax('Jantar'))).toBe('R$ 3,00');
    expect(summaryValue(m.summaryItems)).toBe('R$ 255,00');
    expect(screen.getByTestId('delivery-total')).toHaveTextContent('R$ 36,42');

    await user.click(within(summary()).getByRole('checkbox', { name: m.returnLabel }));
    expect(summaryValue(m.summaryDeliveries)).toBe('R$ 38,88');
    expect(screen.getByTestId('delivery-total')).toHaveTextContent('R$ 49,38');
  });

  it("'Com retorno' is forced on by a card or change order and forced off by an order without return quote", async () => {
    happyServer();
    const orders = [
      stagedOrder({ client_name: 'Online' }),
      stagedOrder({ client_name: 'Cartão', order_payment_type: 'CARD' }),
      stagedOrder({ client_name: 'Longe', withReturn: null }),
    ];
    const user = renderPage(orders);
    const returnBox = () => within(summary()).getByRole('checkbox', { name: m.returnLabel });
    await select(user, 'Online');
    expect(returnBox()).toBeEnabled();
    expect(returnBox()).not.toBeChecked();

    await select(user, 'Cartão');
    expect(returnBox()).toBeChecked();
    expect(returnBox()).toBeDisabled();
    expect(within(summary()).getByText(m.returnForcedOn)).toBeInTheDocument();

    await user.click(checkbox('Cartão'));
    await user.click(returnBox());
    expect(returnBox()).toBeChecked();
    await select(user, 'Longe');
    expect(returnBox()).not.toBeChecked();
    expect(returnBox()).toBeDisabled();
    expect(within(summary()).getByText(m.returnForcedOff)).toBeInTheDocument();

    await select(user, 'Cartão');
    expect(within(summary()).getByText(m.returnConflict)).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it("'Reversa' needs the permission and at most 1 order, excludes the return and limits the delivery to 1 order", async () => {
    happyServer();
    const user = renderPage();
    const reverseBox = () => within(summary()).getByRole('checkbox', { name: m.reverseLabel });
    const returnBox = () => within(summary()).getByRole('checkbox', { name: m.returnLabel });
    await select(user, 'Carlos Lima');
    await user.click(returnBox());
    expect(returnBox()).toBeChecked();
    await user.click(reverseBox());
    expect(reverseBox()).toBeChecked();
    expect(returnBox()).not.toBeChecked();
    expect(returnBox()).toBeDisabled();
    expect(screen.getByText(m.selectedCounter(1, 1))).toBeInTheDocument();

    await user.click(checkbox('Bruno Alves'));
    await waitFor(() => expect(screen.getByText(m.selectedCounter(1, 1))).toHaveAttribute('data-shaking', 'true'));
    expect(checkbox('Bruno Alves')).not.toBeChecked();

    await user.click(reverseBox());
    await select(user, 'Bruno Alves');
    expect(reverseBox()).toBeDisabled();
    expect(within(summary()).getByText(m.reverseNeedsOne)).toBeInTheDocument();
  });

  it("without reverse_logistic_permission '1' there is no 'Reversa'", () => {
    renderPage(undefined, makeUser({ reverse_logistic_permission: '0' }));
    expect(within(summary()).queryByRole('checkbox', { name: m.reverseLabel })).not.toBeInTheDocument();
    expect(within(summary()).getByRole('checkbox', { name: m.returnLabel })).toBeInTheDocument();
  });
});

describe('DeliveryPage — creating the delivery', () => {
  const select = async (user: ReturnType<typeof userEvent>, ...clients: string[]) => {
    for (const client of clients) {
      await user.click(checkbox(client));
      await waitFor(() => expect(checkbox(client)).toBeChecked());
    }
  };

  it("without order.create 'Criar entrega' is disabled and says why; nothing is sent", async () => {
    happyServer();
    const clerk = makeUser({ permissions: (makeUser().permissions ?? []).filter((p) => p.name !== 'order.create') });
    const user = renderPage(undefined, clerk);
    await select(user, 'Carlos Lima');
    expect(createButton()).toBeDisabled();
    expect(within(summary()).getByText(m.noCreatePermission)).toBeInTheDocument();
    expect(seen.filter((r) => r.path.includes('/orders/'))).toHaveLength(0);
  });

  it('validates each selected order, sends the approved ones together and removes them on 201', async () => {
    happyServer();
    const user = renderPage();
    await select(user, 'Carlos Lima', 'Bruno Alves');
    await user.click(createButton());
    expect(await findNotice('status', m.createdMany)).toBeInTheDocument();
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana Souza']);

    const validations = seen.filter((r) => r.path === '/api/order-hub/orders/validate/box-logisticx');
    expect(validations.map((r) => (r.body as OrderHubPayload).customer.name).sort()).toEqual(['Bruno Alves', 'Carlos Lima']);
    const multiple = seen.filter((r) => r.path === '/api/order-hub/orders/multiple/box-logisticx');
    expect(multiple).toHaveLength(1);
    const body = multiple[0].body as { data: OrderHubPayload[]; courier_id?: string };
    expect(body.courier_id).toBeUndefined();
    expect(body.data.map((o) => o.external_id)).toEqual(['V-CARLOS', 'V-BRUNO']);
    expect(body.data[0]).toMatchObject({
      courier_must_return: false,
      delivery_type: 'DELIVERY',
      customer: { name: 'Carlos Lima', phone: '11987654321', document: null },
      address: { country: 'BR', postal_code: '01414001', street_number: '595' },
      payments: [{ code: 'ONLINE', name: 'Pagamento Online', change_for: null }],
    });
    expect(body.data[0].delivery_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    // The wallet was asked for the whole delivery before the validations.
    const canSpend = seen.filter((r) => r.path.includes('can-spend'));
    expect(canSpend.at(-1)!.path).toMatch(/can-spend\/19\.04\/0\/0$/);
  });

  it("a created delivery makes the store's cached reads stale (the orders page asks for its list again)", async () => {
    happyServer();
    const queryClient = createTestQueryClient();
    const user = makeUser();
    const ordersList = [user.business_uuid, 'orders', 'list'];
    const otherStore = ['another-store', 'orders', 'list'];
    queryClient.setQueryData(ordersList, { data: [] });
    queryClient.setQueryData(otherStore, { data: [] });
    const clicks = renderPage(undefined, user, { queryClient });
    await select(clicks, 'Carlos Lima');
    expect(queryClient.getQueryState(ordersList)?.isInvalidated).toBe(false);
    await clicks.click(createButton());
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(ordersList)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(otherStore)?.isInvalidated).toBe(false);
  });

  it('a failing order is unselected and flagged; its icon copies the error; the others are created', async () => {
    happyServer();
    server.use(
      http.post(API.delivery.validate, async ({ request }) => {
        const body = (await request.json()) as OrderHubPayload;
        return HttpResponse.json(validation(body.customer.name === 'Bruno Alves' ? 'ORDER_DISTANCE_VALIDATION' : 'IMMEDIATE_DELIVERY'));
      }),
    );
    const user = renderPage();
    await select(user, 'Carlos Lima', 'Bruno Alves');
    await user.click(createButton());
    expect(await screen.findByText(m.orderFailed(3))).toBeInTheDocument();
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    expect(getOrders().orders.map((o) => [o.client_name, o.selected, o.error ?? null])).toEqual([
      ['Ana Souza', false, null],
      ['Bruno Alves', false, m.validationTooFar],
    ]);
    const multiple = seen.filter((r) => r.path.endsWith('/orders/multiple/box-logisticx'));
    expect((multiple[0].body as { data: OrderHubPayload[] }).data.map((o) => o.customer.name)).toEqual(['Carlos Lima']);

    const icon = screen.getByRole('button', { name: `${m.orderError} ${m.validationTooFar}` });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(m.validationTooFar);
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(icon);
    expect(await screen.findByText(m.errorCopied)).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(m.validationTooFar);
  });

  it('every order failing: nothing is sent to orders/multiple', async () => {
    happyServer();
    server.use(http.post(API.delivery.validate, () => HttpResponse.json(validation('BUSINESS_WITHOUT_BALANCE'))));
    const user = renderPage();
    await select(user, 'Carlos Lima');
    await user.click(createButton());
    expect(await screen.findByText(m.orderFailed(1))).toBeInTheDocument();
    await waitFor(() => expect(getOrders().orders[0]).toMatchObject({ selected: false, error: m.validationNoCredit }));
    expect(seen.filter((r) => r.path.endsWith('/orders/multiple/box-logisticx'))).toEqual([]);
    expect(getOrders().orders).toHaveLength(3);
  });

  it('a failed create keeps every staged order and shows the server text', async () => {
    happyServer();
    server.use(
      http.post(API.delivery.multiple, () =>
        errorAnswer(422, 'Não foi possível criar o pedido.', ['Pedido 1: Entrega com retorno indisponível para este endereço.']),
      ),
    );
    const user = renderPage();
    await select(user, 'Carlos Lima', 'Ana Souza');
    await user.click(createButton());
    expect(await findNotice('alert', m.createFailed)).toBeInTheDocument();
    expect(within(summary()).getByText('Pedido 1: Entrega com retorno indisponível para este endereço.')).toBeInTheDocument();
    expect(getOrders().orders.map((o) => [o.client_name, !!o.selected])).toEqual([
      ['Carlos Lima', true],
      ['Ana Souza', true],
      ['Bruno Alves', false],
    ]);
  });

  it("prepaid short of credit for the delivery: 'Para montar essa entrega, é necessário efetuar uma recarga.' with the wallet link", async () => {
    let calls = 0;
    happyServer();
    server.use(
      http.get(API.delivery.canSpend, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ data: { can_spend: true, balance: 10, amount: 9.52, postpaid: false } }, { status: 202 })
          : errorAnswer(422, 'Saldo insuficiente para adicionar o pedido!', [m.noCredit]);
      }),
    );
    const user = renderPage();
    await select(user, 'Carlos Lima');
    await user.click(createButton());
    expect(await findNotice('alert', m.noCredit)).toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: m.recharge })).toHaveAttribute('href', '/pages/wallet');
    expect(seen.filter((r) => r.path.includes('validate'))).toEqual([]);
    expect(getOrders().orders).toHaveLength(3);
  });

  it("a create answered with a bare 500 (its answer lost) is confirmed with the server: created once, never 'Erro ao criar pedido!'", async () => {
    happyServer();
    server.use(
      // Carried out, but the answer is a 500 without the server's body.
      http.post(API.delivery.multiple, () => new HttpResponse(null, { status: 500 })),
      http.get(API.operations.order, ({ params }) =>
        params.orderId === 'V-CARLOS' ? HttpResponse.json({ data: {} }) : errorAnswer(404, 'Pedido não encontrado.'),
      ),
    );
    const user = renderPage(undefined, makeUser({ postpaid: true }));
    await select(user, 'Carlos Lima');
    await user.click(createButton());
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    expect(screen.queryByText(m.createFailed)).not.toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/orders/multiple/box-logisticx'))).toHaveLength(1);
    expect(seen.filter((r) => r.method === 'GET' && r.path === '/api/order-hub/orders/V-CARLOS')).toHaveLength(1);
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana Souza', 'Bruno Alves']);
  });

  it('a double click creates once', async () => {
    happyServer();
    server.use(
      http.post(API.delivery.multiple, async ({ request }) => {
        await delay(300);
        const body = (await request.json()) as { data: unknown[] };
        return HttpResponse.json(created(body.data.length), { status: 201 });
      }),
    );
    const user = renderPage(undefined, makeUser({ postpaid: true }));
    await select(user, 'Carlos Lima');
    const button = createButton();
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    fireEvent.click(button);
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/orders/multiple/box-logisticx'))).toHaveLength(1);
    expect(seen.filter((r) => r.path.endsWith('/validate/box-logisticx'))).toHaveLength(1);
  });

  it('reverse mode creates through v2/default-edp/task and removes the order', async () => {
    happyServer();
    server.use(http.post(API.delivery.reverse, () => HttpResponse.json({ success: true, message: 'Pedido criado com sucesso!', data: {} }, { status: 201 })));
    const user = renderPage();
    await select(user, 'Bruno Alves');
    await user.click(within(summary()).getByRole('checkbox', { name: m.reverseLabel }));
    await user.click(createButton());
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Carlos Lima', 'Ana Souza']);
    const reverse = seen.filter((r) => r.path === '/api/box/v2/default-edp/task');
    expect(reverse).toHaveLength(1);
    expect(reverse[0].body).toMatchObject({
      externalId: 'V-BRUNO',
      reverse_logistic: true,
      needReturn: false,
      destination: 'business',
      origin: { name: 'Bruno Alves' },
    });
    expect(seen.filter((r) => r.path.includes('validate') || r.path.includes('multiple'))).toEqual([]);
  });

  it("reverse failure: 'Erro ao criar pedido!' and the order stays", async () => {
    happyServer();
    server.use(http.post(API.delivery.reverse, () => errorAnswer(403, 'Sua loja não possui permissão para logística reversa.')));
    const user = renderPage();
    await select(user, 'Bruno Alves');
    await user.click(within(summary()).getByRole('checkbox', { name: m.reverseLabel }));
    await user.click(createButton());
    expect(await findNotice('alert', m.createFailed)).toBeInTheDocument();
    expect(within(summary()).getByText('Sua loja não possui permissão para logística reversa.')).toBeInTheDocument();
    expect(getOrders().orders).toHaveLength(3);
  });

  it('fleet store: the courier chosen in Localizar entregador goes with the delivery; not offered in reverse mode', async () => {
    happyServer();
    server.use(
      http.get(API.operations.fleetCouriers, () =>
        HttpResponse.json({
          data: [fleetCourier(1), fleetCourier(2)],
          current_page: 1,
          last_page: 1,
          per_page: 15,
          total: 2,
          prev_page_url: null,
          next_page_url: null,
        }),
      ),
    );
    const user = renderPage(undefined, makeUser({ search_type: 'FLEET' }));
    expect(within(summary()).getByText(m.courierNone)).toBeInTheDocument();
    await select(user, 'Carlos Lima');
    await user.click(within(summary()).getByRole('checkbox', { name: m.reverseLabel }));
    expect(within(summary()).queryByRole('button', { name: m.courierChoose })).not.toBeInTheDocument();
    await user.click(within(summary()).getByRole('checkbox', { name: m.reverseLabel }));

    await user.click(within(summary()).getByRole('button', { name: m.courierChoose }));
    const dialog = await screen.findByRole('dialog', { name: cm.title });
    await user.click(await within(dialog).findByRole('radio', { name: cm.selectCourier('Entregador 02') }));
    await user.click(within(dialog).getByRole('button', { name: cm.confirm }));
    expect(within(summary()).getByText(m.courierChosen('Entregador 02'))).toBeInTheDocument();

    await user.click(createButton());
    expect(await findNotice('status', m.created)).toBeInTheDocument();
    const multiple = seen.filter((r) => r.path.endsWith('/orders/multiple/box-logisticx'));
    expect(multiple[0].body).toMatchObject({ courier_id: 'courier-2' });
  });

  it('switching franchise store forgets the courier chosen for the other store', async () => {
    server.use(
      http.get(API.operations.fleetCouriers, () =>
        HttpResponse.json({ data: [fleetCourier(1)], current_page: 1, last_page: 1, per_page: 15, total: 1, prev_page_url: null, next_page_url: null }),
      ),
    );
    const stores = makeFranchiseStores();
    const user = renderPage(undefined, undefined, {
      session: { user: makeUser({ search_type: 'FLEET', postpaid: true }), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-2' },
    });
    await user.click(within(summary()).getByRole('button', { name: m.courierChoose }));
    const dialog = await screen.findByRole('dialog', { name: cm.title });
    await user.click(await within(dialog).findByRole('radio', { name: cm.selectCourier('Entregador 01') }));
    await user.click(within(dialog).getByRole('button', { name: cm.confirm }));
    expect(within(summary()).getByText(m.courierChosen('Entregador 01'))).toBeInTheDocument();
    act(() => sessionActions.selectFranchiseStore(stores[0]));
    await waitFor(() => expect(within(summary()).getByText(m.courierNone)).toBeInTheDocument());
  });

  it('not a fleet store: no courier choice', () => {
    renderPage();
    expect(within(summary()).queryByText(m.courierTitle)).not.toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: m.courierChoose })).not.toBeInTheDocument();
  });
});

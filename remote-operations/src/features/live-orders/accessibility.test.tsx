import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../api/operations';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList, STATUS } from '../../testing/fixtures';
import { ordersMessages as m } from './messages';
import OrdersPage from './OrdersPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();

/** The live list as the server has it now: a test changes it. */
let live: Order[] = [];

beforeEach(() => {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const rows = new URL(request.url).searchParams.get('to_approve') ? [] : live;
      return answer(orderList(rows, rows.length) as never);
    }),
    http.get(API.operations.failures, () => answer({ data: {} })),
    http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
    // A fleet store with accepted couriers: the orders page invites it to the Box fleet.
    http.get(API.operations.fleetCouriers, () => answer({ data: [], current_page: 1, last_page: 1, per_page: 1, total: 2 } as never)),
  );
});

const render = () => renderWithProviders(<OrdersPage />, { route: '/pages/orders', session: { user: makeUser({ search_type: 'FLEET' }) } });
const rowActions = (ref: string) => screen.getByRole('button', { name: m.actionsFor(`#${ref}`) });

/** Opens a row's '…' menu and chooses an item (which takes focus, as it does in a browser). */
async function choose(ref: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: m.actionsFor(`#${ref}`) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The dialog that shows a text (antd names every dialog by the same id in tests). */
const dialogWith = async (text: string) => (await screen.findByText(text)).closest('[role="dialog"]') as HTMLElement;

describe('the orders page for a screen reader', () => {
  it('has one h1, buttons named by their pt-BR text alone, and a Frota Box invitation that is not an alert', async () => {
    const order = makeOrder({ short_external_reference: 'N1', delivery: makeDelivery('ALLOCATING') });
    live = [order];
    render();
    expect(await screen.findByText(order.customer.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    // Not 'reload Atualizar': the icon is decorative.
    expect(screen.getByRole('button', { name: m.refresh })).toBeInTheDocument();
    const invitation = (await screen.findByText(m.fleetBoxTitle)).closest('.ant-alert') as HTMLElement;
    expect(invitation).toHaveAttribute('role', 'status');
    expect(within(invitation).getByRole('button', { name: m.close })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("a row's dialogs and keyboard focus", () => {
  it("'Finalizar' opens on 'Voltar' (Enter does not finish the order) and gives focus back to the row's '…' button", async () => {
    live = [makeOrder({ short_external_reference: 'F1', delivery: makeDelivery('GOING_TO_DESTINATION') })];
    render();
    await choose('F1', m.finish);
    const dialog = await dialogWith(m.confirmFinishBody);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.back })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowActions('F1')).toHaveFocus());
  });

  it("an order finished leaves the list: focus goes to the page's title, not to <body>", async () => {
    const order = makeOrder({ short_external_reference: 'F2', delivery: makeDelivery('GOING_TO_DESTINATION') });
    live = [order];
    server.use(
      http.post(API.operations.finish, () => {
        live = [];
        return answer({});
      }),
    );
    render();
    await choose('F2', m.finish);
    await userEvent.click(within(await dialogWith(m.confirmFinishBody)).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.finishSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: m.actionsFor('#F2') })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: m.title })).toHaveFocus());
  });

  it("'Procurar novo entregador', 'Cancelar' and 'Alterar entregador' give focus back to the row's '…' button", async () => {
    live = [makeOrder({ short_external_reference: 'C1', delivery: makeDelivery('GOING_TO_ORIGIN'), status: { ...STATUS.GOING_TO_ORIGIN } })];
    server.use(http.get(API.operations.cancelReasons, () => answer({ data: { CUSTOMER_GAVE_UP: 'Cliente desistiu do pedido' } })));
    render();
    await choose('C1', m.resetSearch);
    await userEvent.click(within(await dialogWith(m.confirmResetBody)).getByRole('button', { name: m.back }));
    await waitFor(() => expect(rowActions('C1')).toHaveFocus());

    await choose('C1', m.cancel);
    await userEvent.click(within(await dialogWith(m.confirmCancelBody)).getByRole('button', { name: m.back }));
    await waitFor(() => expect(rowActions('C1')).toHaveFocus());

    await choose('C1', m.changeCourier);
    // The footer's 'Fechar' (the corner's × is named the same).
    await userEvent.click(
      within(await dialogWith(m.courierEmpty))
        .getAllByRole('button', { name: m.close })
        .at(-1)!,
    );
    await waitFor(() => expect(rowActions('C1')).toHaveFocus());
  });
});

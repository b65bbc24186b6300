import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getOrders, type StagedOrder } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { installNetwork } from 'shared/testing/network';
import DeliveryPage from './DeliveryPage';
import { stagingMessages as m } from './messages';
import { quote, stagedOrder } from './testing';

// The side panel is another feature with its own tests.
jest.mock('./order-panel', () => ({
  OrderPanel: ({ open, mode }: { open: boolean; mode: 'create' | 'edit' }) =>
    open ? <div role="dialog" aria-label={mode === 'edit' ? 'Editar pedido' : 'Novo pedido'} /> : null,
}));

jest.setTimeout(60_000);
installNetwork();

const userEvent = () => userEventBase.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const LUNCH = { id: 1, name: 'Alta demanda - almoço', tax: 2 };
const orders = (): StagedOrder[] => [
  stagedOrder({ client_name: 'Helena Ribeiro', selected: true, withoutReturn: quote(7.58, 1.5, LUNCH) }),
  stagedOrder({ client_name: 'Otávio Mendes', distance: 4.75, address: { ...stagedOrder().address, neighborhood: 'Pinheiros' } }),
];

/** A postpaid store: ticking asks no wallet check. */
function renderAt(width: number) {
  window.innerWidth = width;
  renderWithProviders(<DeliveryPage />, { route: '/pages/delivery', session: { user: makeUser({ postpaid: true }) }, stagedOrders: orders() });
  return userEvent();
}

/** Where an order goes, as one line of text (the distance is its own unbreakable span inside it). */
const place = (text: string) =>
  screen.getByText((_content, element) => element?.textContent === text && element.tagName === 'SPAN' && !!element.querySelector('span'));

const JSDOM_WIDTH = window.innerWidth;
afterEach(() => {
  window.innerWidth = JSDOM_WIDTH;
});

describe('staging below a desktop', () => {
  it("a tablet: the summary under the orders and the bar with 'N pedidos', the total and 'Criar entrega' naming the amount", () => {
    renderAt(1024);
    const bar = screen.getByRole('region', { name: m.barLabel });
    expect(within(bar).getByText('1 pedido')).toBeInTheDocument();
    // 7,58 + 1,50 + 2,00 (the lunch flag)
    expect(within(bar).getByTestId('bar-total')).toHaveTextContent('R$ 11,08');
    expect(within(bar).getByRole('button', { name: 'Criar entrega · R$ 11,08' })).toBeEnabled();
    // Above the host's offline/update bar when it shows (its height, 0px when none).
    expect(bar.style.bottom).toBe('var(--portal-status-bar-height, 0px)');
    // One 'Criar entrega' on the page: the summary card leaves it to the bar.
    expect(screen.getAllByRole('button', { name: /Criar entrega/ })).toHaveLength(1);
    // Where each order goes, under the client's name.
    expect(place('Cerqueira César · 1,2 km')).toBeInTheDocument();
    expect(place('Pinheiros · 4,8 km')).toBeInTheDocument();
  });

  it('a phone: each card is its selection, edit and delete are in its menu, and where it goes is on it', async () => {
    const user = renderAt(390);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: m.tableLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const otavio = screen.getByRole('checkbox', { name: m.selectOrder('Otávio Mendes') });
    expect(otavio).not.toBeChecked();
    expect(place('Pinheiros · 4,8 km')).toBeInTheDocument();
    await user.click(otavio);
    await waitFor(() => expect(otavio).toBeChecked());
    expect(getOrders().orders[1]?.selected).toBe(true);
    expect(within(screen.getByRole('region', { name: m.barLabel })).getByText('2 pedidos')).toBeInTheDocument();
    // The keyboard unticks it too.
    otavio.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(otavio).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: m.orderActions('Otávio Mendes') }));
    expect(await screen.findByRole('menuitem', { name: m.editOrder })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: m.deleteOrder }));
    expect(await screen.findByText(m.deleteBody('Otávio Mendes'))).toBeInTheDocument();
    // Opening the menu did not tick the card.
    expect(otavio).not.toBeChecked();
  });
});

import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../api/operations';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { historyMessages as m } from './messages';
import OrderHistoryPage from './OrderHistoryPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();

/** 40 deliveries (or `total`), 15 a page: three pages; the rows of page p are '#Hp-0' … */
function mockHistory(courier = 'Carlos Eduardo Lima', total = 40) {
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const orders: Order[] = Array.from({ length: Math.min(15, total - (page - 1) * 15) }, (_, i) =>
        makeOrder({ short_external_reference: `H${page}-${i}`, delivery: makeDelivery('COMPLETED', { courier_name: courier }) }),
      );
      return answer(orderList(orders, total, Math.ceil(total / 15)) as never);
    }),
  );
}

const render = () => renderWithProviders(<OrderHistoryPage />, { route: '/pages/order-history', session: { user: makeUser() } });

/** What Tab reaches after the page's last 'Ver detalhes' (the pager comes next), each stop by its element and text. */
async function tabStopsAfterTheRows(): Promise<string[]> {
  screen
    .getAllByRole('button', { name: /^Ver detalhes do pedido/ })
    .at(-1)!
    .focus();
  const stops: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    await userEvent.tab();
    if (document.activeElement === document.body) break;
    stops.push(`${document.activeElement!.tagName.toLowerCase()} ${document.activeElement!.textContent}`);
  }
  return stops;
}

describe("the history's pages by keyboard", () => {
  it("reaches 'Anterior', each page and 'Próxima' once, each a button named in pt-BR, disabled where it leads nowhere", async () => {
    mockHistory();
    render();
    await screen.findByText('#H1-0');
    expect(screen.getByRole('button', { name: m.previous })).toBeDisabled();
    expect(await tabStopsAfterTheRows()).toEqual(['li 1', 'li 2', 'li 3', `button ${m.next}`]);

    screen.getByRole('button', { name: m.next }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('#H2-0');
    // The page shown is the one a screen reader is told is current.
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.queryByText('1', { selector: '[aria-current="page"]' })).not.toBeInTheDocument();
    expect(await tabStopsAfterTheRows()).toEqual([`button ${m.previous}`, 'li 1', 'li 2', 'li 3', `button ${m.next}`]);

    // On the last page 'Próxima' is disabled: the focus it had goes to 'Anterior', not to the page's top.
    screen.getByRole('button', { name: m.next }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('#H3-0');
    expect(screen.getByRole('button', { name: m.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.previous })).toHaveFocus();
  });

  it("names its page jumps in pt-BR, not by their icons ('double-right', 'ellipsis')", async () => {
    mockHistory(undefined, 300);
    render();
    await screen.findByText('#H1-0');
    const jump = screen.getByRole('button', { name: '3 próximas páginas' });
    expect(screen.queryAllByRole('img').filter((icon) => /double|ellipsis/.test(icon.getAttribute('aria-label') ?? ''))).toEqual([]);
    fireEvent.click(jump);
    await screen.findByText('#H4-0');
    expect(screen.getByRole('button', { name: '3 páginas anteriores' })).toBeInTheDocument();
    expect(screen.getByText('4', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });
});

describe("a row's text cut with '…'", () => {
  const COURIER = 'Carlos Eduardo de Albuquerque Figueiredo Lima';

  it('is whole for a screen reader in the row, and whole in the row’s details, the keyboard’s way to it', async () => {
    mockHistory(COURIER);
    render();
    const row = (await screen.findByText('#H1-0')).closest('tr') as HTMLElement;
    // The '…' is CSS: the text a screen reader reads is the whole name.
    expect(within(row).getByText(COURIER)).toBeInTheDocument();

    const details = within(row).getByRole('button', { name: m.seeDetailsOf('#H1-0') });
    details.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.colCourier).closest('tr')).toHaveTextContent(COURIER);
  });

  it('opens its tooltip with the whole text on a tap (antd’s hover tooltips also answer a touch)', async () => {
    mockHistory(COURIER);
    render();
    const line = within((await screen.findByText('#H1-0')).closest('tr') as HTMLElement).getByText(COURIER);
    // jsdom lays nothing out: the line is made narrower than its text.
    const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(480);
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    try {
      fireEvent.touchStart(line);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(COURIER);
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });
});

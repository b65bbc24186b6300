import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server as network } from 'shared/testing/network';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { alertMessages as m } from './messages';
import OrderAlerts from './OrderAlerts';
import { FakeAudioContext } from './testing';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

/** The server's lists: what each poll answers. */
let lists: { toApprove: Order[]; live: Order[] };
let polls = 0;

installNetwork();

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  polls = 0;
  lists = { toApprove: [], live: [makeOrder({ delivery: makeDelivery('ALLOCATING') })] };
  Object.assign(window, { AudioContext: FakeAudioContext });
  network.use(
    http.get(API.operations.listOrders, ({ request }) => {
      polls += 1;
      const query = new URL(request.url).searchParams;
      const rows = query.get('to_approve') ? lists.toApprove : query.get('inprogress') ? lists.live : [];
      return answer(orderList(rows, rows.length) as never);
    }),
  );
});

afterEach(() => jest.useRealTimers());

const nextPoll = () =>
  act(async () => {
    jest.advanceTimersByTime(60_000);
  });

/** The bell in the header, with the header's next link after it. */
const render = () =>
  renderWithProviders(
    <>
      <OrderAlerts />
      <a href="/pages/user">Meu perfil</a>
    </>,
    { route: '/pages/wallet', session: { user: makeUser({ business_user_id: 7 }) } },
  );

describe("the bell's panel for a keyboard and a screen reader", () => {
  it('says it opens a dialog, takes focus into it, is next in the Tab order after the bell, and gives focus back on Esc', async () => {
    render();
    await waitFor(() => expect(polls).toBe(3));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const bell = screen.getByRole('button', { name: m.bell });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: m.settingsTitle });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    // No alert yet: the panel itself.
    await waitFor(() => expect(panel).toHaveFocus());

    // Tab from the bell goes into the panel, not past it to the header's next link.
    bell.focus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: m.settings })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts focus on the newest alert when there are alerts', async () => {
    render();
    await waitFor(() => expect(polls).toBe(3));
    lists.toApprove = [makeOrder({ to_approve: true, delivery: null, short_external_reference: 'N1' })];
    await nextPoll();
    const bell = await screen.findByRole('button', { name: m.bellWithCount(1) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: m.settingsTitle });
    const [newest] = within(within(panel).getByRole('list', { name: m.recentLabel })).getAllByRole('button');
    await waitFor(() => expect(newest).toHaveFocus());
  });

  it('says, politely, one sentence per refresh that brought alerts, and nothing for the first look', async () => {
    lists.toApprove = [makeOrder({ to_approve: true, delivery: null })];
    render();
    await waitFor(() => expect(polls).toBe(3));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    lists.toApprove = [...lists.toApprove, makeOrder({ to_approve: true, delivery: null }), makeOrder({ to_approve: true, delivery: null })];
    await nextPoll();
    await waitFor(() => expect(region).toHaveTextContent(/^2 novos alertas de pedidos$/));

    lists.live = [...lists.live, makeOrder({ delivery: makeDelivery('ALLOCATING') })];
    await nextPoll();
    await waitFor(() => expect(region).toHaveTextContent(/^1 novo alerta de pedidos$/));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});

import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { sessionActions } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server as network } from 'shared/testing/network';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { NOTIFICATION_TAPPED } from './alertEffects';
import { alertMessages as m } from './messages';
import OrderAlerts from './OrderAlerts';
import { FakeAudioContext } from './testing';

/**
 * A tap on a notification shown through the service worker (Chrome on Android): the worker tells the page which one
 * (host/public/notification-click.js, docs/decisions.md D13), and the page opens the order as a click on one it
 * showed itself does — only one its bell showed and did not close.
 */

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

let toApprove: Order[];
let polls = 0;
/** The notifications the worker shows, and the page's service worker container (its messages). */
let shown: { tag: string; data: unknown; close: jest.Mock }[];
let container: EventTarget;

installNetwork();

/** Chrome on Android: the page may not make a notification ('Illegal constructor'), its service worker may. */
class RefusedNotification {
  static permission: NotificationPermission = 'granted';
  constructor() {
    throw new TypeError('Illegal constructor');
  }
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  polls = 0;
  toApprove = [];
  const live = [makeOrder({ delivery: makeDelivery('ALLOCATING') })];
  shown = [];
  Object.assign(window, { AudioContext: FakeAudioContext, Notification: RefusedNotification });
  const registration = {
    showNotification: async (_title: string, options: NotificationOptions) => void shown.push({ tag: options.tag!, data: options.data, close: jest.fn() }),
    getNotifications: async () => shown,
  };
  container = Object.assign(new EventTarget(), { getRegistration: async () => registration });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  network.use(
    http.get(API.operations.listOrders, ({ request }) => {
      polls += 1;
      const query = new URL(request.url).searchParams;
      const rows = query.get('to_approve') ? toApprove : query.get('inprogress') ? live : [];
      return answer(orderList(rows, rows.length) as never);
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Where the page is: the address a tap opened. */
function Where() {
  const { pathname } = useLocation();
  return <p>{`Endereço: ${pathname}`}</p>;
}

/** The bell with notifications on, and one new order shown through the worker. */
async function orderNotified() {
  renderWithProviders(
    <>
      <OrderAlerts />
      <Where />
    </>,
    { route: '/pages/home', path: '*', session: { user: makeUser({ business_user_id: 7 }) } },
  );
  await waitFor(() => expect(polls).toBe(3));
  const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await events.click(screen.getByRole('button', { name: m.bell }));
  await events.click(await screen.findByRole('button', { name: m.settings }));
  await events.click(await screen.findByRole('switch', { name: m.notifications }));
  await events.click(screen.getByRole('button', { name: m.bell }));
  const fresh = makeOrder({ to_approve: true, delivery: null, short_external_reference: 'P8' });
  toApprove = [fresh];
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  await waitFor(() => expect(shown).toHaveLength(1));
  return fresh;
}

/** The worker tells the page of a tap on the notification with this tag. */
const tap = (tag: string) => act(() => void container.dispatchEvent(new MessageEvent('message', { data: { type: NOTIFICATION_TAPPED, tag } })));

describe('a tap on a notification the service worker showed', () => {
  it("opens the order, as a click on one the page showed; the notification carries the order's page for a closed portal", async () => {
    const fresh = await orderNotified();
    expect(shown[0]).toMatchObject({ tag: fresh.uuid, data: { url: `/pages/orders/${fresh.uuid}` } });
    tap(fresh.uuid);
    expect(screen.getByText(`Endereço: /pages/orders/${fresh.uuid}`)).toBeInTheDocument();
  });

  it('opens nothing for a notification this bell did not show', async () => {
    await orderNotified();
    tap('another-order');
    expect(screen.getByText('Endereço: /pages/home')).toBeInTheDocument();
  });

  it('opens nothing once the bell closed them (another person at the counter)', async () => {
    const fresh = await orderNotified();
    act(() => sessionActions.setUser(makeUser({ business_user_id: 8, business_user_name: 'Outra Pessoa' })));
    await waitFor(() => expect(shown[0]!.close).toHaveBeenCalled());
    tap(fresh.uuid);
    expect(screen.getByText('Endereço: /pages/home')).toBeInTheDocument();
  });
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { sessionActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server as network } from 'shared/testing/network';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
// The orders page as the host loads it: the page and the alerts are two exposed modules of this remote.
import OrdersPage from '../../exposes/OrdersPage';
import { alertMessages as m } from './messages';
import OrderAlerts from './OrderAlerts';
import { FakeAudioContext } from './testing';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const notes = FakeAudioContext.notes;

/** The server's lists, by store: what each poll answers. */
let server: Record<string, { toApprove: Order[]; live: Order[]; endedBadly: Order[] }>;
let currentStore = 'own';
/** The query of each list-orders request. */
const queries: Record<string, string>[] = [];

installNetwork();

/** The server's answers; `liveLagMs`: the live list answers that much later than the others. */
function answerLists(liveLagMs = 0) {
  network.use(
    http.get(API.operations.listOrders, async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      queries.push(query);
      if (query.inprogress && liveLagMs) await new Promise((resolve) => setTimeout(resolve, liveLagMs));
      const lists = server[currentStore]!;
      const rows = query.to_approve ? lists.toApprove : query.inprogress ? lists.live : lists.endedBadly;
      return answer(orderList(rows, rows.length) as never);
    }),
  );
}

/** The lists answered by the store whose token the call carries (a franchise store's, D3), the own store's without one. */
function answerListsByToken() {
  network.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      queries.push(query);
      const token = request.headers.get('authorization') ?? '';
      const lists = server[token ? `store-${token.replace('hub-token-', '')}` : 'own']!;
      const rows = query.to_approve ? lists.toApprove : query.inprogress ? lists.live : lists.endedBadly;
      return answer(orderList(rows, rows.length) as never);
    }),
  );
}

const user = makeUser({ business_user_id: 7 });

/** Where the page is: the address a click opened. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}
const nextPoll = () =>
  act(async () => {
    jest.advanceTimersByTime(60_000);
  });

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  notes.length = 0;
  queries.length = 0;
  currentStore = 'own';
  server = { own: { toApprove: [], live: [makeOrder({ delivery: makeDelivery('ALLOCATING') })], endedBadly: [] } };
  Object.assign(window, { AudioContext: FakeAudioContext });
  document.title = 'Portal do Comerciante';
  answerLists();
});

afterEach(() => jest.useRealTimers());

describe('OrderAlerts', () => {
  it("rings, counts in the tab's title and on the bell for a new order 'Em preparo', not for the orders already there", async () => {
    renderWithProviders(<OrderAlerts />, { route: '/pages/wallet', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    expect(notes).toEqual([]);
    expect(document.title).toBe('Portal do Comerciante');

    server.own!.toApprove = [makeOrder({ to_approve: true, delivery: null, short_external_reference: 'N1' })];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Portal do Comerciante'));
    expect(notes).toEqual([880, 660]);
    expect(screen.getByRole('button', { name: m.bellWithCount(1) })).toBeInTheDocument();

    // The same lists again: nothing new.
    await nextPoll();
    expect(notes).toEqual([880, 660]);
    expect(document.title).toBe('(1) Pedidos · Portal do Comerciante');
  });

  it('rings once for a refresh that brings news in two lists answering apart, and counts both', async () => {
    renderWithProviders(<OrderAlerts />, { route: '/pages/wallet', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    answerLists(1_000);
    server.own!.toApprove = [makeOrder({ to_approve: true, delivery: null })];
    server.own!.live = [...server.own!.live, makeOrder({ delivery: makeDelivery('ALLOCATING') })];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Portal do Comerciante'));
    expect(notes).toEqual([880, 660]);
  });

  it('stays silent once the merchant turns the sound off, and still counts', async () => {
    renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await events.click(screen.getByRole('button', { name: m.bell }));
    await events.click(await screen.findByRole('button', { name: m.settings }));
    const sound = await screen.findByRole('switch', { name: m.sound });
    expect(sound).toBeChecked();
    await events.click(sound);
    expect(JSON.parse(window.localStorage.getItem('portal:order-alerts:7')!)).toEqual({ sound: false, notifications: false });
    // The bell closed (an alert arriving under the open panel is seen at once).
    await events.click(screen.getByRole('button', { name: m.bell }));

    server.own!.live = [...server.own!.live, makeOrder({ delivery: makeDelivery('ALLOCATING') })];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Portal do Comerciante'));
    expect(notes).toEqual([]);
  });

  it('watches every store of a franchise, whichever is selected: each store takes note first, an alert names its store and opens the order in it', async () => {
    const stores = makeFranchiseStores();
    const shown: { title: string; onclick: (() => void) | null }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      close = jest.fn();
      constructor(title: string) {
        shown.push(this as unknown as (typeof shown)[number]);
        Object.assign(this, { title });
      }
    }
    Object.assign(window, { Notification: FakeNotification });
    // Each store answers its own lists, told apart by its token (D3): store-2 already has orders, which are not news.
    server = {
      'store-1': { toApprove: [], live: [], endedBadly: [] },
      'store-2': { toApprove: [makeOrder({ to_approve: true, delivery: null })], live: [makeOrder({ delivery: makeDelivery('ALLOCATING') })], endedBadly: [] },
      'store-3': { toApprove: [], live: [], endedBadly: [] },
    };
    answerListsByToken();
    renderWithProviders(
      <>
        <OrderAlerts />
        <Where />
      </>,
      { route: '/pages/home', path: '*', session: { user, franchiseStores: stores, selectedFranchiseStoreUuid: stores[0]!.uuid } },
    );
    await waitFor(() => expect(queries.length).toBe(9));
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await events.click(screen.getByRole('button', { name: m.bell }));
    await events.click(await screen.findByRole('button', { name: m.settings }));
    await events.click(await screen.findByRole('switch', { name: m.notifications }));
    // The bell closed (an alert arriving under the open panel is seen at once).
    await events.click(screen.getByRole('button', { name: m.bell }));
    await nextPoll();
    // The refresh's nine answers arrive one by one (a loaded runner may take a while).
    await waitFor(() => expect(queries.length).toBe(18));
    expect(notes).toEqual([]);

    // Another store selected: the same nine lists, nothing asked again and nothing new.
    act(() => sessionActions.selectFranchiseStore(stores[2]!));
    await act(async () => undefined);
    expect(queries.length).toBe(18);

    const fresh = makeOrder({ to_approve: true, delivery: null, short_external_reference: 'P7' });
    server['store-2']!.toApprove = [fresh, ...server['store-2']!.toApprove];
    await nextPoll();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(notes).toEqual([880, 660]);
    expect(shown[0]!.title).toBe('Franquia Sabor Paulista - Pinheiros: novo pedido em preparo');
    await waitFor(() => expect(document.title).toBe('(1) Franquia Sabor Paulista - Pinheiros: novo pedido em preparo'));
    act(() => shown[0]!.onclick?.());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/pages/orders/${fresh.uuid}?loja=store-2`));

    // The bell's list names the store too, is kept when another store is selected, and opens the order in its store.
    act(() => sessionActions.selectFranchiseStore(stores[0]!));
    await events.click(screen.getByRole('button', { name: /^Alertas de pedidos/ }));
    const item = await screen.findByRole('button', { name: /^Franquia Sabor Paulista - Pinheiros: novo pedido em preparo: Pedido #P7/ });
    await events.click(item);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/pages/orders/${fresh.uuid}?loja=store-2`));
  });

  it('reads the same lists as an open orders page: each list asked once per refresh, and rings for what the refresh brought', async () => {
    network.use(
      http.get(API.operations.failures, () => answer({ data: {} })),
      http.get(API.auth.balance, () => answer({ data: { balance: 250 } })),
    );
    renderWithProviders(
      <>
        <OrderAlerts />
        <OrdersPage />
      </>,
      { route: '/pages/orders', session: { user } },
    );
    const asked = (list: string) =>
      queries.filter((q) => (list === 'toApprove' ? q.to_approve : list === 'live' ? q.inprogress : q.delivery_status) && !q.multiple_search).length;
    await waitFor(() => expect([asked('toApprove'), asked('live'), asked('endedBadly')]).toEqual([1, 1, 1]));
    expect(queries).toHaveLength(3);

    server.own!.toApprove = [makeOrder({ to_approve: true, delivery: null })];
    await nextPoll();
    await waitFor(() => expect(notes).toEqual([880, 660]));
    expect([asked('toApprove'), asked('live'), asked('endedBadly')]).toEqual([2, 2, 2]);
  });

  it('asks for notification permission on the click only, then shows one that opens the order', async () => {
    const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = jest.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as NotificationPermission;
      });
      onclick: (() => void) | null = null;
      close = jest.fn();
      constructor(title: string, options: NotificationOptions) {
        shown.push(this as unknown as (typeof shown)[number]);
        Object.assign(this, { title, options });
      }
    }
    Object.assign(window, { Notification: FakeNotification });
    renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await events.click(screen.getByRole('button', { name: m.bell }));
    await events.click(await screen.findByRole('button', { name: m.settings }));
    await events.click(await screen.findByRole('switch', { name: m.notifications }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem('portal:order-alerts:7')!)).toEqual({ sound: true, notifications: true });

    const cancelled = { ...server.own!.live[0]!, delivery: makeDelivery('CANCELLED'), short_external_reference: 'C9' };
    server.own!.endedBadly = [cancelled];
    await nextPoll();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ title: m.kind.cancelled, options: { body: `Pedido #C9 · ${cancelled.customer.name}`, tag: cancelled.uuid } });
    // Clicking it brings the portal forward (jsdom has no window.focus) and opens the order.
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => shown[0]!.onclick?.());
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(focus).toHaveBeenCalled();
    focus.mockRestore();
  });

  describe('the notifications it showed, once the session that saw them is over', () => {
    /** The notifications the page made, as the system shows them: open until closed. */
    let shown: { title: string; options: NotificationOptions; onclick: (() => void) | null; close: jest.Mock }[];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      close = jest.fn();
      constructor(title: string, options: NotificationOptions) {
        shown.push(this as unknown as (typeof shown)[number]);
        Object.assign(this, { title, options });
      }
    }
    /** Chrome on Android: the page may not make one ('Illegal constructor'), its service worker may. */
    class RefusedNotification {
      static permission: NotificationPermission = 'granted';
      constructor() {
        throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.");
      }
    }

    beforeEach(() => {
      shown = [];
      Object.assign(window, { Notification: FakeNotification });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    /** The merchant turns notifications on in the bell, and closes it. */
    async function turnNotificationsOn() {
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await events.click(screen.getByRole('button', { name: m.bell }));
      await events.click(await screen.findByRole('button', { name: m.settings }));
      await events.click(await screen.findByRole('switch', { name: m.notifications }));
      await events.click(screen.getByRole('button', { name: m.bell }));
    }

    /** A new order waiting, with its customer's name: one alert at the next refresh. */
    async function newOrderArrives(store = 'own') {
      const fresh = makeOrder({ to_approve: true, delivery: null, short_external_reference: 'P8' });
      server[store]!.toApprove = [fresh, ...server[store]!.toApprove];
      await nextPoll();
      return fresh;
    }

    it("closes every one when it leaves the page ('Sair', an expiry: the signed-in layout goes)", async () => {
      const { unmount } = renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
      await waitFor(() => expect(queries.length).toBe(3));
      await turnNotificationsOn();
      const fresh = await newOrderArrives();
      await waitFor(() => expect(shown).toHaveLength(1));
      expect(shown[0]!.options.body).toBe(`Pedido #P8 · ${fresh.customer.name}`);
      expect(shown[0]!.close).not.toHaveBeenCalled();
      unmount();
      expect(shown[0]!.close).toHaveBeenCalled();
    });

    it('closes them when another user signs in, and a click on one closed so opens nothing', async () => {
      renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
      await waitFor(() => expect(queries.length).toBe(3));
      await turnNotificationsOn();
      await newOrderArrives();
      await waitFor(() => expect(shown).toHaveLength(1));
      const click = shown[0]!.onclick;
      act(() => sessionActions.setUser(makeUser({ business_user_id: 8, business_user_name: 'Outra Pessoa' })));
      expect(shown[0]!.close).toHaveBeenCalled();
      // The system delivers a click it had queued: the old store's order is not opened.
      act(() => click?.());
      act(() => shown[0]!.onclick?.());
      expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Alertas de pedidos/ })).toBeInTheDocument();
    });

    it('closes them when the store the bell watches changes', async () => {
      const stores = makeFranchiseStores();
      server = Object.fromEntries(stores.map((s) => [s.uuid, { toApprove: [], live: [], endedBadly: [] }]));
      answerListsByToken();
      renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user, franchiseStores: stores, selectedFranchiseStoreUuid: stores[0]!.uuid } });
      // A franchise's staff member (not its main user): the bell watches the selected store only.
      act(() => sessionActions.setIsFranchiseAdmin(false));
      await waitFor(() => expect(queries.some((q) => q.to_approve)).toBe(true));
      await turnNotificationsOn();
      await newOrderArrives('store-1');
      await waitFor(() => expect(shown).toHaveLength(1));
      act(() => sessionActions.selectFranchiseStore(stores[1]!));
      expect(shown[0]!.close).toHaveBeenCalled();
    });

    it('a browser that refuses the constructor (Chrome on Android) keeps the bell: the count, and no notification without a service worker', async () => {
      renderWithProviders(<OrderAlerts />, { route: '/pages/wallet', session: { user } });
      await waitFor(() => expect(queries.length).toBe(3));
      await turnNotificationsOn();
      Object.assign(window, { Notification: RefusedNotification });
      await newOrderArrives();
      await waitFor(() => expect(document.title).toBe('(1) Pedidos · Portal do Comerciante'));
      expect(notes).toEqual([880, 660]);
      expect(screen.getByRole('button', { name: m.bellWithCount(1) })).toBeInTheDocument();
    });

    it('there, shows it through the service worker, and closes that one too when it leaves the page', async () => {
      const open: { title: string; tag: string; body?: string; close: jest.Mock }[] = [];
      const registration = {
        showNotification: jest.fn(async (title: string, options: NotificationOptions) => {
          open.push({ title, tag: options.tag!, body: options.body, close: jest.fn() });
        }),
        getNotifications: jest.fn(async () => open),
      };
      // The page's service worker container: the registration, and the worker's messages.
      const container = Object.assign(new EventTarget(), { getRegistration: jest.fn(async () => registration) });
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
      const { unmount } = renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
      await waitFor(() => expect(queries.length).toBe(3));
      await turnNotificationsOn();
      Object.assign(window, { Notification: RefusedNotification });
      const fresh = await newOrderArrives();
      await waitFor(() => expect(open).toHaveLength(1));
      expect(open[0]).toMatchObject({ title: m.kind.toApprove, tag: fresh.uuid, body: `Pedido #P8 · ${fresh.customer.name}` });
      unmount();
      await waitFor(() => expect(open[0]!.close).toHaveBeenCalled());
    });
  });

  it('lists the recent alerts on the bell, newest first, each opening its order; opening the bell clears the count', async () => {
    renderWithProviders(<OrderAlerts />, { route: '/pages/home', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await events.click(screen.getByRole('button', { name: m.bell }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    // The settings, looked at and left: the next opening starts on the alerts again.
    await events.click(screen.getByRole('button', { name: m.settings }));
    expect(await screen.findByRole('switch', { name: m.sound })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.bell }));

    const waiting = makeOrder({ to_approve: true, delivery: null, short_external_reference: 'N1' });
    server.own!.toApprove = [waiting];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Portal do Comerciante'));
    const cancelled = { ...server.own!.live[0]!, delivery: makeDelivery('CANCELLED'), short_external_reference: 'C9' };
    server.own!.endedBadly = [cancelled];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Portal do Comerciante'));

    await events.click(screen.getByRole('button', { name: m.bellWithCount(2) }));
    const list = await screen.findByRole('list', { name: m.recentLabel });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(new RegExp(`^${m.kind.cancelled}: Pedido #C9 · ${cancelled.customer.name}, \\d\\d:\\d\\d, ${m.unread}$`)),
      expect.stringMatching(new RegExp(`^${m.kind.toApprove}: Pedido #N1 · ${waiting.customer.name}, \\d\\d:\\d\\d, ${m.unread}$`)),
    ]);
    // Looked at: the count is gone.
    await waitFor(() => expect(document.title).toBe('Portal do Comerciante'));
    expect(screen.getByRole('button', { name: m.bell })).toBeInTheDocument();
    await events.click(items[1]!);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('clears the count when the merchant looks at the list', async () => {
    renderWithProviders(<OrderAlerts />, { route: '/pages/orders', path: '*', session: { user } });
    await waitFor(() => expect(queries.length).toBe(3));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    server.own!.toApprove = [makeOrder({ to_approve: true, delivery: null })];
    await nextPoll();
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Portal do Comerciante'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(document.title).toBe('Portal do Comerciante'));
  });
});

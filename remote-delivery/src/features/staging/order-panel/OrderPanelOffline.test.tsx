import { setBrowserOnline } from 'shared/testing';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { deserializeState, getOrders, ordersAtom, portalStore, serializeState, sessionAtom, type StagedOrder } from 'shared';
import { API, HttpResponse, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { orderPanelMessages as m } from './messages';
import { emptyValues } from './orderForm';
import { toOrderPlace, toStagedOrder } from './orderRules';
import { chooseAddress, choosePayment, field, renderPanel, saveButton, typeInto } from '../../../testing/orderPanel';
import { geocoded, installHappyPath, quotes } from '../../../testing/orderPanelServer';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 8000 });
installNetwork();
const seen = recordRequests();

afterEach(() => setBrowserOnline(true));

const sentSince = (from: number) => seen.slice(from).map((r) => `${r.method} ${r.path}`);
const changes = () => seen.filter((r) => r.method !== 'GET');

async function typeCustomer(user: ReturnType<typeof renderPanel>): Promise<void> {
  await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
  await typeInto(user, m.phoneLabel, '11987654321');
  await typeInto(user, m.numberLabel, '120');
}

describe('OrderPanel — offline (docs/decisions.md D13)', () => {
  it('a new order with a typed address is saved on the device, waiting for the address search', async () => {
    installHappyPath();
    const user = renderPanel();
    act(() => setBrowserOnline(false));
    await typeCustomer(user);
    await typeInto(user, m.addressLabel, 'Rua das Flores 10');
    // The search waits, and says so, instead of an empty list or an error.
    expect(await screen.findByText(m.addressSearchOffline)).toBeInTheDocument();
    expect(screen.getByText(m.addressOffline)).toBeInTheDocument();
    await choosePayment(user, 'Pagamento Online');
    await user.click(saveButton());

    expect(await screen.findByText(m.savedOffline)).toBeInTheDocument();
    expect(screen.getByText(m.savedOfflineHint.address)).toBeInTheDocument();
    const [order] = getOrders().orders;
    expect(order).toMatchObject({ client_name: 'Beatriz Santos', pending: 'address', formatted_address: 'Rua das Flores 10', selected: false });
    expect(order.withoutReturn).toBeUndefined();
    expect(changes()).toHaveLength(0);
    expect(seen.filter((r) => r.path.includes('/places'))).toHaveLength(0);
  });

  it('an address too short to search is still asked for', async () => {
    const user = renderPanel();
    act(() => setBrowserOnline(false));
    await typeCustomer(user);
    await typeInto(user, m.addressLabel, 'Rua');
    await choosePayment(user, 'Pagamento Online');
    await user.click(saveButton());
    expect(await screen.findByText(m.addressRequired)).toBeInTheDocument();
    expect(getOrders().orders).toHaveLength(0);
  });

  it('a place chosen and quoted before the network dropped: the order is saved complete, with those quotes', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeCustomer(user);
    await chooseAddress(user);
    await choosePayment(user, 'Pagamento Online');
    await screen.findByRole('region', { name: m.quoteTitle }, { timeout: 8000 });
    act(() => setBrowserOnline(false));
    const from = seen.length;
    await user.click(saveButton());
    // Complete: staged as it would have been online.
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    const [order] = getOrders().orders;
    expect(order.pending).toBeUndefined();
    expect(order).toMatchObject({ withoutReturn: quotes().withoutReturn, distance: quotes().distance });
    expect(sentSince(from)).toEqual([]);
  });

  it('a place chosen, the price not asked yet: the panel says the price waits, and the order waits for it', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeCustomer(user);
    await chooseAddress(user);
    act(() => setBrowserOnline(false));
    await choosePayment(user, 'Pagamento Online');
    expect(await screen.findByText(m.quoteOffline, {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(m.savedOfflineHint.quote)).toBeInTheDocument();
    expect(getOrders().orders[0]).toMatchObject({ pending: 'quote', address: { street: 'Rua Haddock Lobo', number: '120' } });
  });

  it('an edit offline keeps the stored quotes when the address stays, and waits to locate a new number', async () => {
    installHappyPath();
    const stored: StagedOrder = toStagedOrder(
      { ...emptyValues(), client_name: 'Ana Souza', phone: '(11) 3456-7890', number: '50', order_payment_type: 'ONLINE' },
      toOrderPlace(geocoded({ place_id: 'sp-haddock:50' })),
      quotes(),
      'VERIFYANA0000000',
    );
    setBrowserOnline(false);
    const user = renderPanel({ mode: 'edit', stagedOrders: [stored, { ...stored, client_name: 'Bia Reis', verifyId: 'VERIFYBIA0000000' }], editIndex: 0 });
    await user.clear(field(m.clientNameLabel));
    await typeInto(user, m.clientNameLabel, 'Ana Souza Lima');
    await user.click(screen.getByRole('button', { name: m.saveEdit }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(getOrders().orders[0]).toMatchObject({ client_name: 'Ana Souza Lima', withoutReturn: quotes().withoutReturn });
    expect(getOrders().orders[0].pending).toBeUndefined();

    cleanup();
    const again = renderPanel({ mode: 'edit', stagedOrders: getOrders().orders, editIndex: 1 });
    await again.clear(field(m.numberLabel));
    await typeInto(again, m.numberLabel, '77');
    expect(await screen.findByText(m.locateOffline)).toBeInTheDocument();
    await again.click(screen.getByRole('button', { name: m.saveEdit }));
    expect(await screen.findByText(m.savedOfflineHint.locate)).toBeInTheDocument();
    expect(getOrders().orders[1]).toMatchObject({ client_name: 'Bia Reis', pending: 'locate', address: { number: '77' } });
    expect(seen.filter((r) => r.path.includes('geocode'))).toHaveLength(0);
  });

  it('a number typed offline is located once the network is back, the panel still open', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeCustomer(user);
    await chooseAddress(user);
    act(() => setBrowserOnline(false));
    await typeInto(user, m.numberLabel, '5');
    expect(await screen.findByText(m.locateOffline)).toBeInTheDocument();
    act(() => setBrowserOnline(true));
    await waitFor(() => expect(screen.queryByText(m.locateOffline)).not.toBeInTheDocument());
    await waitFor(() => expect(seen.filter((r) => r.path.includes('geocode')).at(-1)?.query.number).toBe('1205'));
  });

  it('what was typed is kept with the staged orders, so a reload finds it', async () => {
    server.use(http.get(API.geo.places, () => HttpResponse.json({ data: [] })));
    const user = renderPanel();
    act(() => setBrowserOnline(false));
    await typeInto(user, m.clientNameLabel, 'Caio Prado');
    await typeInto(user, m.addressLabel, 'Avenida Paulista 900');
    await waitFor(() => expect(portalStore.get(ordersAtom).drafts?.create).toMatchObject({ client_name: 'Caio Prado', addressText: 'Avenida Paulista 900' }));

    // A reload: the state as persisted (localStorage) is what the next page starts from.
    const restored = deserializeState(serializeState(portalStore.get(sessionAtom), portalStore.get(ordersAtom)));
    cleanup();
    renderPanel({ ordersState: restored?.orders });
    expect(await screen.findByDisplayValue('Caio Prado')).toBeInTheDocument();
    expect(field(m.addressLabel)).toHaveValue('Avenida Paulista 900');
    expect(within(document.body).getByText(m.addressOffline)).toBeInTheDocument();
  });
});

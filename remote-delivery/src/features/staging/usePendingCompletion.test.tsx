import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { getOrders, type StagedOrder } from 'shared';
import { makeUser, renderWithProviders, setBrowserOnline } from 'shared/testing';
import { API, HttpResponse, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import DeliveryPage from './DeliveryPage';
import { stagingMessages as m } from './messages';
import { orderPanelMessages as pm } from './order-panel/messages';
import { geocoded, quotes, validation } from '../../testing/orderPanelServer';
import { stagedOrder } from './testing';
import { completePendingOrder, type CompletionSteps } from './usePendingCompletion';

jest.mock('./order-panel', () => ({ OrderPanel: () => null }));
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 8000 });
installNetwork();
const seen = recordRequests();

afterEach(() => setBrowserOnline(true));

/** An order saved offline: no quotes yet, waiting for `pending`. */
const waiting = (pending: StagedOrder['pending'], overrides: Partial<StagedOrder> = {}): StagedOrder =>
  stagedOrder({
    pending,
    placeId: 'sp-haddock:595',
    verifyId: `V-${String(pending).toUpperCase()}`,
    withReturn: undefined,
    withoutReturn: undefined,
    suggested_value: undefined,
    tax: undefined,
    distance: undefined,
    ...overrides,
  });

const place = (lat: number) => ({
  placeId: 'sp-haddock',
  lat,
  lng: -46.6,
  street: 'Rua Haddock Lobo',
  neighborhood: 'Cerqueira César',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01414001',
  formattedAddress: 'Rua Haddock Lobo - Cerqueira César',
});

const steps = (overrides: Partial<CompletionSteps> = {}): CompletionSteps => ({
  geocode: jest.fn(async () => place(-23.1)),
  inRange: jest.fn(async () => true),
  validate: jest.fn(async () => validation('IMMEDIATE_DELIVERY', { verify_id: 'SERVER-VERIFY' })),
  ...overrides,
});

describe('completePendingOrder', () => {
  it('a price that waited: the order hub validates the order as typed and its quotes are kept', async () => {
    const s = steps();
    const done = await completePendingOrder(waiting('quote'), s);
    expect(s.geocode).not.toHaveBeenCalled();
    expect(done.pending).toBeUndefined();
    expect(done).toMatchObject({ client_name: 'Beatriz Santos', distance: 1.3, withoutReturn: quotes().withoutReturn, verifyId: 'SERVER-VERIFY' });
  });

  it('a number that waited: the street is located with the number, checked against the radius, then validated', async () => {
    const s = steps();
    const done = await completePendingOrder(waiting('locate', { address: { ...stagedOrder().address, number: '777' } }), s);
    expect(s.geocode).toHaveBeenCalledWith('sp-haddock', '777');
    expect(s.inRange).toHaveBeenCalledWith(-23.1, -46.6);
    expect(done.address).toMatchObject({ lat: -23.1, number: '777' });
    expect(done.pending).toBeUndefined();
  });

  it('out of range, or refused by the order hub: left for review with the reason, never quoted', async () => {
    const out = await completePendingOrder(waiting('locate'), steps({ inRange: async () => false }));
    expect(out).toMatchObject({ pending: 'review', error: pm.outOfRange });
    expect(out.withoutReturn).toBeUndefined();
    const far = await completePendingOrder(waiting('quote'), steps({ validate: async () => validation('ORDER_DISTANCE_VALIDATION') }));
    expect(far).toMatchObject({ pending: 'review', error: pm.tooFar });
  });

  it('a failing call throws: the order stays as it was', async () => {
    await expect(completePendingOrder(waiting('quote'), steps({ validate: async () => Promise.reject(new Error('502')) }))).rejects.toThrow('502');
  });
});

describe('staging page — orders staged offline', () => {
  it('says what each order waits for, keeps it out of the delivery, and completes it when the network is back', async () => {
    setBrowserOnline(false);
    server.use(
      http.get(API.geo.geocode, () => HttpResponse.json({ data: geocoded({ lat: -23.56 }) })),
      http.get(API.delivery.checkRange, () => HttpResponse.json({ data: { in_range: true, distance: 1.2, max_distance: 15 } })),
      http.post(API.delivery.validate, () => HttpResponse.json(validation('IMMEDIATE_DELIVERY'))),
    );
    renderWithProviders(<DeliveryPage />, {
      session: { user: makeUser() },
      stagedOrders: [
        waiting('address', { client_name: 'Dora Lima', placeId: '', formatted_address: 'Rua das Flores 10' }),
        waiting('quote', { client_name: 'Edu Reis' }),
        waiting('locate', { client_name: 'Fabi Nunes' }),
      ],
    });
    const table = await screen.findByRole('table', { name: m.tableLabel });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Dora Lima')).getByText(m.pendingOffline.address)).toBeInTheDocument();
    expect(within(row('Edu Reis')).getByText(m.pendingOffline.quote)).toBeInTheDocument();
    expect(within(row('Fabi Nunes')).getByText(m.pendingOffline.locate)).toBeInTheDocument();
    expect(within(row('Edu Reis')).getByRole('checkbox')).toBeDisabled();
    expect(seen.filter((r) => r.method !== 'GET' || r.path.includes('geocode'))).toHaveLength(0);

    act(() => setBrowserOnline(true));
    await waitFor(() => expect(getOrders().orders.filter((o) => o.pending)).toHaveLength(1));
    expect(getOrders().orders.map((o) => [o.client_name, o.pending ?? null, !!o.withoutReturn])).toEqual([
      ['Dora Lima', 'address', false],
      ['Edu Reis', null, true],
      ['Fabi Nunes', null, true],
    ]);
    // The typed address waits for a choice from the list: the merchant is told to edit it.
    expect(within(row('Dora Lima')).getByText(m.pendingOnline.address)).toBeInTheDocument();
    expect(within(row('Edu Reis')).getByRole('checkbox')).toBeEnabled();
    expect(seen.filter((r) => r.path.endsWith('/orders/validate/box-logisticx'))).toHaveLength(2);
  });
});

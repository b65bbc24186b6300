import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, type FranchiseStore } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder } from '../../../testing/fixtures';
import OrderDetailsInItsStore from '../../../exposes/OrderDetailsPage';
import { ordersMessages as om } from '../messages';
import { orderDetailsMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

installNetwork();
const seen = recordRequests();

/** The demo franchise's three stores; the second works with its own fleet, the first does not. */
const stores: FranchiseStore[] = makeFranchiseStores().map((s, i) => (i === 1 ? { ...s, search_type: 'FLEET' } : s));

const render = (search: string) =>
  renderWithProviders(<OrderDetailsInItsStore />, {
    route: `/pages/orders/o-1${search}`,
    path: '/pages/orders/:orderId',
    session: { user: makeUser({ business_user_main: true }), franchiseStores: stores },
  });

describe("An order opened in its store ('?loja=', D14)", () => {
  beforeEach(() => {
    server.use(
      http.get(API.operations.order, () => answer({ data: makeOrder({ delivery: makeDelivery('GOING_TO_DESTINATION') }) })),
      http.post(API.operations.finish, () => answer({})),
    );
  });

  it("reads and acts as the store its address names: that store's token, its fleet rule, the selection untouched", async () => {
    render('?loja=store-2');
    const summary = await screen.findByRole('group', { name: m.actions });
    // The second store works with its own fleet: its courier can be changed, as when it is selected alone.
    expect(within(summary).getByRole('button', { name: om.changeCourier })).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/order-hub/orders/o-1').map((r) => r.authorization)).toEqual(['hub-token-2']);

    await userEvent.click(within(summary).getByRole('button', { name: om.finish }));
    const dialog = (await screen.findByText(om.confirmFinishBody)).closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: om.confirm }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST').map((r) => r.authorization)).toEqual(['box-token-2']));
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
  });

  it('without a store in its address (or with one not of the session) it is the selected store, as before', async () => {
    render('?loja=somebody-elses');
    const summary = await screen.findByRole('group', { name: m.actions });
    // The selected (first) store does not work with a fleet: no courier change.
    expect(within(summary).queryByRole('button', { name: om.changeCourier })).not.toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/order-hub/orders/o-1').map((r) => r.authorization)).toEqual(['hub-token-1']);
  });
});

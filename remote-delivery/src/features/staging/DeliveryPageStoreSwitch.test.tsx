import { act, configure, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getOrders, ordersActions, sessionActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { installNetwork } from 'shared/testing/network';
import DeliveryPage from './DeliveryPage';
import { stagingMessages as m } from './messages';
import { orderPanelMessages as pm } from './order-panel';

/** The staging page with its real side panel: what was typed for one store never opens under another (docs/decisions.md D13). */

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 8000 });
installNetwork();

const userEvent = () => userEventBase.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const clientName = () => screen.getByLabelText(pm.clientNameLabel, { selector: 'input' });

describe('DeliveryPage — another franchise store', () => {
  it("'Novo pedido' opens empty after switching store: the customer typed for the store before is neither shown nor kept", async () => {
    const stores = makeFranchiseStores();
    renderWithProviders(<DeliveryPage />, {
      route: '/pages/delivery',
      session: { user: makeUser(), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-1' },
    });
    const user = userEvent();
    await user.click(screen.getByRole('button', { name: m.newOrder }));
    await user.click(clientName());
    await user.paste('Cliente da Loja Um');
    await waitFor(() => expect(getOrders().drafts?.create).toMatchObject({ client_name: 'Cliente da Loja Um' }));
    await user.click(screen.getByRole('button', { name: pm.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The header's store switch (host chooseStore): the drafts go with the staged orders, then the store changes.
    act(() => {
      ordersActions.clearOrders();
      sessionActions.selectFranchiseStore(stores[1]!);
    });

    await user.click(screen.getByRole('button', { name: m.newOrder }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(clientName()).toHaveValue('');
    expect(screen.queryByDisplayValue('Cliente da Loja Um')).not.toBeInTheDocument();
    await waitFor(() => expect(getOrders().drafts?.create).toMatchObject({ client_name: '' }));
  });
});

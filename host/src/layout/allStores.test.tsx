import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allStoresActions, getOrders, getSession, isAllStoresView, ordersActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { accountPages, deliveryPages, operationsPages } from 'shared/pages';
import { routeTable } from '../routes/routeTable';
import { OneStoreGate } from './OneStoreGate';
import { StoreSelector } from './StoreSelector';
import { layoutMessages as m } from './messages';

const franchise = () => ({ session: { user: makeUser(), franchiseStores: makeFranchiseStores() } });

describe("'Todas as lojas' in the store selector", () => {
  it('is the first choice, and choosing it keeps the selected store and the staged orders without asking', async () => {
    renderWithProviders(<StoreSelector />, franchise());
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: m.storeSelectorLabel }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent(m.allStores);
    fireEvent.click(await screen.findByTitle(m.allStores));
    expect(isAllStoresView()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    expect(getOrders().orders).toHaveLength(1);
  });

  it('is not offered to a franchise of one store', async () => {
    renderWithProviders(<StoreSelector />, { session: { user: makeUser(), franchiseStores: makeFranchiseStores().slice(0, 1) } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: m.storeSelectorLabel }));
    await screen.findAllByRole('option');
    expect(screen.queryByTitle(m.allStores)).not.toBeInTheDocument();
  });
});

describe('a page that works in one store', () => {
  it('staging, the wallet, couriers, profiles and roles need one store; the dashboard, the orders and the history see them all', () => {
    const oneStore = (path: string) => routeTable.find((r) => r.path === path)?.oneStore;
    for (const path of [
      deliveryPages.staging.path,
      accountPages.wallet.path,
      operationsPages.couriers.path,
      accountPages.staffProfiles.path,
      accountPages.roles.path,
    ]) {
      expect([path, oneStore(path)]).toEqual([path, true]);
    }
    for (const path of [operationsPages.home.path, operationsPages.orders.path, operationsPages.orderDetails.path, operationsPages.orderHistory.path])
      expect([path, oneStore(path)]).toEqual([path, false]);
  });

  it('asks which store with a searchable list, and the selected one goes back to it keeping the staged orders', async () => {
    renderWithProviders(<OneStoreGate>the page</OneStoreGate>, franchise());
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    expect(screen.getByText('the page')).toBeInTheDocument();
    act(() => allStoresActions.show());
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: m.pickStoreTitle, level: 1 })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: m.pickStoreSearch }), { target: { value: 'tatuape' } });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Franquia Sabor Paulista - Tatuapé']);
    // Named by the store alone: its icon says nothing.
    expect(within(screen.getByRole('list')).getByRole('button', { name: 'Franquia Sabor Paulista - Tatuapé' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: m.pickStoreSearch }), { target: { value: 'moema' } });
    fireEvent.click(screen.getByRole('button', { name: /Moema/ }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    expect(getOrders().orders).toHaveLength(1);
  });

  it("switches to another store with the spec's confirmation when staged orders would be cleared", async () => {
    renderWithProviders(<OneStoreGate>the page</OneStoreGate>, franchise());
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    act(() => allStoresActions.show());
    fireEvent.click(await screen.findByRole('button', { name: /Pinheiros/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.switchStoreBody)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: m.switchStoreConfirm }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await waitFor(() => expect(getSession().selectedFranchiseStoreUuid).toBe('store-2'));
    expect(getOrders().orders).toHaveLength(0);
    expect(isAllStoresView()).toBe(false);
  });
});

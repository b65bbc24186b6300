import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getOrders, getSession, ordersActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { menuEntries } from './menuItems';
import { StoreSelector } from './StoreSelector';
import { layoutMessages } from './messages';

describe('side menu (D1)', () => {
  it('lists Início, Pedidos, Montar entrega, Financeiro, Perfil da loja, Configurações and Sair', () => {
    expect(menuEntries(makeUser()).map((e) => e.label)).toEqual([
      'Início', 'Pedidos', 'Montar entrega', 'Financeiro', 'Perfil da loja', 'Configurações', 'Sair',
    ]);
  });
  it('hides Montar entrega when manual-create-order-disabled is set and not 0', () => {
    const user = makeUser({ configurations: { 'manual-create-order-disabled': '1' } });
    expect(menuEntries(user).map((e) => e.label)).not.toContain('Montar entrega');
  });
});

describe('store selector', () => {
  it('shows the store name for a single store', () => {
    renderWithProviders(<StoreSelector />, { session: { user: makeUser() } });
    expect(screen.getByText('Pizzaria Bella Napoli')).toBeInTheDocument();
  });

  it('switches store at once when nothing is staged', async () => {
    renderWithProviders(<StoreSelector />, { session: { user: makeUser(), franchiseStores: makeFranchiseStores() } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: layoutMessages.storeSelectorLabel }));
    fireEvent.click(await screen.findByTitle('Franquia Sabor Paulista - Tatuapé'));
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-3');
  });

  it('asks before switching when orders are staged, and clears them on confirmation', async () => {
    renderWithProviders(<StoreSelector />, { session: { user: makeUser(), franchiseStores: makeFranchiseStores() } });
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: layoutMessages.storeSelectorLabel }));
    fireEvent.click(await screen.findByTitle('Franquia Sabor Paulista - Pinheiros'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(layoutMessages.switchStoreBody)).toBeInTheDocument();
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    fireEvent.click(within(dialog).getByRole('button', { name: layoutMessages.switchStoreConfirm }));
    await waitFor(() => expect(getSession().selectedFranchiseStoreUuid).toBe('store-2'));
    expect(getOrders().orders).toHaveLength(0);
  });

  it('keeps the store and the staged orders when the user cancels', async () => {
    renderWithProviders(<StoreSelector />, { session: { user: makeUser(), franchiseStores: makeFranchiseStores() } });
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: layoutMessages.storeSelectorLabel }));
    fireEvent.click(await screen.findByTitle('Franquia Sabor Paulista - Pinheiros'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: layoutMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    expect(getOrders().orders).toHaveLength(1);
  });
});

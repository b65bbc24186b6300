import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getOrders, getSession, ordersActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { isSupportedBrowser } from './browser';
import { BrowserBanner } from './BrowserBanner';
import { menuEntries } from './menuItems';
import { StoreSelector } from './StoreSelector';
import { layoutMessages } from './messages';

describe('browser support', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Edg/156.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', false],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', false],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 OPR/110.0', false],
  ])('%s → %s', (ua, supported) => {
    expect(isSupportedBrowser(ua)).toBe(supported);
  });

  it('shows the banner only to unsupported browsers', () => {
    const { unmount } = renderWithProviders(<BrowserBanner userAgent="Mozilla/5.0 Firefox/140.0" />);
    expect(screen.getByText(layoutMessages.unsupportedBrowser)).toBeInTheDocument();
    unmount();
    renderWithProviders(<BrowserBanner userAgent="Mozilla/5.0 Chrome/156.0 Safari/537.36" />);
    expect(screen.queryByText(layoutMessages.unsupportedBrowser)).not.toBeInTheDocument();
  });
});

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

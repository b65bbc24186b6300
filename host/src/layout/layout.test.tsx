import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { getOrders, getSession, ordersActions } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { menuEntries } from './menuItems';
import { StoreSelector } from './StoreSelector';
import { PortalLayout } from './PortalLayout';
import { layoutMessages } from './messages';

// The order alerts in the header are a remote-operations widget loaded at run time (remotes.json), which these
// tests of the frame have none of: without this its failed load raced the menu's navigation.
jest.mock('../remotes/RemotePage', () => ({ RemoteWidget: () => null }));

describe('side menu (D1)', () => {
  it('lists Início, Pedidos, Montar entrega, Financeiro, Perfil da loja, Configurações and Sair', () => {
    expect(menuEntries(makeUser()).map((e) => e.label)).toEqual([
      'Início',
      'Pedidos',
      'Montar entrega',
      'Financeiro',
      'Perfil da loja',
      'Configurações',
      'Sair',
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

describe('the signed-in frame at each size (phone, tablet, desktop)', () => {
  const breakpoints = (width: number) => ({ xs: width < 576, sm: width >= 576, md: width >= 768, lg: width >= 992, xl: width >= 1200, xxl: width >= 1600 });
  const renderFrame = (width: number, user = makeUser()) => {
    jest.spyOn(Grid, 'useBreakpoint').mockReturnValue(breakpoints(width));
    return renderWithProviders(
      <PortalLayout>
        <p>conteúdo da página</p>
      </PortalLayout>,
      { route: '/pages/home', session: { user } },
    );
  };
  const topLabels = (user = makeUser()) => menuEntries(user).map((e) => e.label);

  afterEach(() => jest.restoreAllMocks());

  it('on a phone the menu is a drawer from the header button, with the same items, and Esc closes it', async () => {
    renderFrame(390);
    expect(screen.queryByRole('navigation', { name: layoutMessages.mainNavigation })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: layoutMessages.openMenu });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const nav = await screen.findByRole('navigation', { name: layoutMessages.mainNavigation });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(nav)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(topLabels());
    fireEvent.keyDown(nav, { key: 'Escape' });
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });

  it('on a tablet upright the drawer too; choosing an item goes there and closes it', async () => {
    renderFrame(820);
    fireEvent.click(screen.getByRole('button', { name: layoutMessages.openMenu }));
    const nav = await screen.findByRole('navigation', { name: layoutMessages.mainNavigation });
    fireEvent.click(within(nav).getByText(layoutMessages.menuOrders));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('on a desktop the side menu, each item with its icon (collapsed, icons stay instead of letters)', () => {
    renderFrame(1366);
    expect(screen.queryByRole('button', { name: layoutMessages.openMenu })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: layoutMessages.mainNavigation });
    const items = within(nav).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(topLabels());
    // Each named by its label alone: the icon is drawing (antd names it by its file, 'home Início').
    for (const [index, label] of topLabels().entries()) expect(items[index]).toHaveAccessibleName(label);
    for (const item of items) expect(within(item).getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
    // Collapsed: the same items, each still with its icon.
    fireEvent.click(screen.getByRole('button', { name: layoutMessages.collapseMenu }));
    expect(screen.getByText('PC')).toBeInTheDocument();
    for (const item of within(nav).getAllByRole('menuitem')) expect(within(item).getByRole('img', { hidden: true })).toBeInTheDocument();
  });

  it('collapses and expands the side menu with a real button, in the tab order, that says whether it is open', () => {
    renderFrame(1366);
    const collapse = screen.getByRole('button', { name: layoutMessages.collapseMenu });
    expect(collapse.tagName).toBe('BUTTON');
    expect(collapse).not.toHaveAttribute('tabindex', '-1');
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', document.querySelector('aside')?.id);
    fireEvent.click(collapse);
    const expand = screen.getByRole('button', { name: layoutMessages.expandMenu });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('PC')).toBeInTheDocument();
    fireEvent.click(expand);
    expect(screen.getByRole('button', { name: layoutMessages.collapseMenu })).toHaveAttribute('aria-expanded', 'true');
    // antd's own trigger (a div named by its icon, 'left' / 'right') is gone.
    expect(screen.queryByRole('img', { name: 'left' })).not.toBeInTheDocument();
  });

  it("leaves the page's end and a field brought into view clear of the notices at the foot of the screen", () => {
    renderFrame(390);
    expect(screen.getByRole('main').style.paddingBottom).toContain('var(--portal-status-bar-height, 0px)');
    // A rule on html, not the root's inline style, which would override a page's own (the staging bar's).
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(getComputedStyle(document.documentElement).scrollPaddingBottom).toBe('var(--portal-status-bar-height, 0px)');
  });

  it('shows the user by name on a tablet and by avatar on a phone, with the full name to hover and to screen readers', () => {
    const user = makeUser({ business_user_name: 'Mariana Souza Albuquerque de Oliveira' });
    renderFrame(820, user);
    const link = screen.getByRole('link', { name: `${layoutMessages.menuUser}: Mariana Souza Albuquerque de Oliveira` });
    expect(link).toHaveTextContent('Mariana Souza Albuquerque de Oliveira');
    expect(link).toHaveAttribute('title', 'Mariana Souza Albuquerque de Oliveira');
  });
});

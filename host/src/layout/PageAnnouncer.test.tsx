import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { makeUser, renderWithProviders } from 'shared/testing';
import { layoutMessages } from './messages';
import { PortalLayout } from './PortalLayout';

/**
 * The order alerts in the header, as remote-operations' title counter behaves: it keeps the title it replaced and
 * puts it back when its count clears, and when it leaves (sign-out).
 */
const counter = { original: null as string | null };
function countAlerts(count: number) {
  if (count > 0) {
    counter.original ??= document.title;
    document.title = `(${count}) Pedidos · Portal do Comerciante`;
  } else if (counter.original !== null) {
    document.title = counter.original;
    counter.original = null;
  }
}
jest.mock('../remotes/RemotePage', () => ({
  RemoteWidget: function OrderAlerts() {
    useEffect(() => () => countAlerts(0), []);
    return null;
  },
}));

/** Pages as the remotes draw them: their h1 comes after their code, a moment after the navigation. */
function Pages() {
  const { pathname } = useLocation();
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(pathname), 30);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <>
      <label>
        Buscar pedido
        <input />
      </label>
      <Link to="/pages/courier/create">Adicionar</Link>
      {drawn === pathname ? <h1>{`Página ${pathname}`}</h1> : <p>Carregando</p>}
    </>
  );
}

function renderPortal() {
  return renderWithProviders(
    <PortalLayout>
      <Pages />
    </PortalLayout>,
    { route: '/pages/home', path: '/pages/*', session: { user: makeUser() } },
  );
}

const menu = () => screen.getByRole('navigation', { name: layoutMessages.mainNavigation });

beforeEach(() => {
  document.title = 'Portal do Comerciante';
  counter.original = null;
});

describe('page changes are announced', () => {
  it("names the page in the tab's title, and moves focus to the new page's h1 after a navigation only", async () => {
    renderPortal();
    expect(document.title).toBe('Início · Portal do Comerciante');
    // The first page: focus stays where the browser put it.
    const first = await screen.findByRole('heading', { level: 1, name: 'Página /pages/home' });
    expect(first).not.toHaveFocus();

    fireEvent.click(within(menu()).getByText(layoutMessages.menuOrders));
    await waitFor(() => expect(document.title).toBe('Pedidos · Portal do Comerciante'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Página /pages/orders' })).toHaveFocus());

    // A page out of the menu, reached by a link: its own name.
    const link = screen.getByRole('link', { name: 'Adicionar' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Página /pages/courier/create' })).toHaveFocus());
    expect(document.title).toBe('Adicionar entregador · Portal do Comerciante');
  });

  it('never takes focus from a field the merchant is typing in while the page comes', async () => {
    renderPortal();
    await screen.findByRole('heading', { level: 1, name: 'Página /pages/home' });
    fireEvent.click(within(menu()).getByText(layoutMessages.menuWallet));
    const field = screen.getByRole('textbox', { name: 'Buscar pedido' });
    field.focus();
    await screen.findByRole('heading', { level: 1, name: 'Página /pages/wallet' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(field).toHaveFocus();
  });

  it("keeps the order alerts' count in the title across pages, and the page's own title when it clears", async () => {
    const { unmount } = renderPortal();
    act(() => countAlerts(2));
    expect(document.title).toBe('(2) Pedidos · Portal do Comerciante');
    fireEvent.click(within(menu()).getByText(layoutMessages.menuBusiness));
    await screen.findByRole('heading', { level: 1, name: 'Página /pages/business' });
    expect(document.title).toBe('(2) Pedidos · Portal do Comerciante');
    // The counter puts back the title it replaced ('Início'): the page shown now is 'Perfil da loja'.
    act(() => countAlerts(0));
    await waitFor(() => expect(document.title).toBe('Perfil da loja · Portal do Comerciante'));

    // Signing out with alerts counted: the sign-in page is the portal's name alone.
    act(() => countAlerts(1));
    unmount();
    expect(document.title).toBe('Portal do Comerciante');
  });
});

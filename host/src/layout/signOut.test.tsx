import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { getOrders, getSession, NO_COURIER_WARNING_KEY, SESSION_SCOPED_STORAGE_KEYS, type StagedOrder } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { API, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PortalLayout } from './PortalLayout';
import { layoutMessages as m } from './messages';

// The header's order alerts (a remote's widget) are not what is tested here.
jest.mock('../remotes/RemotePage', () => ({ RemoteWidget: () => null }));

installNetwork();
const seen = recordRequests();

/** remote-operations' 'report requested' flag (its code is not imported by an app: read as text below). */
const REPORT_FLAG_KEY = 'operations:history-report-requested-at';

const order = (client_name: string) => ({ client_name, phone: '11912345678', delivery_items: [], items_total_price: 10 }) as unknown as StagedOrder;

function renderSignedIn(stagedOrders: StagedOrder[] = []) {
  // A desktop: the side menu is on screen.
  jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false });
  server.use(http.post(API.auth.logout, () => HttpResponse.json({ message: 'Sessão encerrada.' })));
  renderWithProviders(
    <PortalLayout>
      <p>conteúdo da página</p>
    </PortalLayout>,
    { route: '/pages/home', session: { user: makeUser() }, stagedOrders },
  );
}

const clickSair = () => {
  const nav = screen.getByRole('navigation', { name: m.mainNavigation });
  fireEvent.click(within(nav).getByText(m.menuLogout));
};

afterEach(() => jest.restoreAllMocks());

describe("'Sair' (docs/decisions.md, 'Sign-out, expiry and staged orders')", () => {
  it('with nothing staged signs out at once: the session is gone, the server is told, the page leaves', async () => {
    renderSignedIn();
    window.localStorage.setItem(REPORT_FLAG_KEY, String(Date.now()));
    clickSair();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getSession().isLogged).toBe(false);
    expect(window.localStorage.getItem(REPORT_FLAG_KEY)).toBeNull();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    await waitFor(() => expect(seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/box/business-service/v1/businesses/logout'));
  });

  it('with staged orders asks first; Cancelar keeps the session and the orders', async () => {
    renderSignedIn([order('Ana'), order('Bruno')]);
    clickSair();
    const dialog = await screen.findByRole('dialog', { name: m.signOutTitle });
    expect(within(dialog).getByText('Você tem 2 pedidos não enviados. Sair descarta esses pedidos.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().isLogged).toBe(true);
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana', 'Bruno']);
    expect(seen).toEqual([]);
    expect(screen.getByText('conteúdo da página')).toBeInTheDocument();
  });

  it("'Sair e descartar' discards the orders and signs out", async () => {
    renderSignedIn([order('Ana')]);
    clickSair();
    const dialog = await screen.findByRole('dialog', { name: m.signOutTitle });
    expect(within(dialog).getByText('Você tem 1 pedido não enviado. Sair descarta esse pedido.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: m.signOutConfirm }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(getSession().isLogged).toBe(false);
    expect(getOrders().orders).toEqual([]);
  });

  it('signs out even when the server cannot be reached', async () => {
    renderSignedIn();
    server.use(http.post(API.auth.logout, () => HttpResponse.error()));
    clickSair();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(getSession().isLogged).toBe(false);
  });
});

describe('the stored flags a sign-out removes', () => {
  it('are named as the code that writes them names them', () => {
    expect([...SESSION_SCOPED_STORAGE_KEYS].sort()).toEqual([NO_COURIER_WARNING_KEY, REPORT_FLAG_KEY].sort());
    const historyRules = readFileSync(path.resolve(__dirname, '../../../remote-operations/src/features/order-history/historyRules.ts'), 'utf8');
    expect(historyRules).toContain(`export const REPORT_FLAG_KEY = '${REPORT_FLAG_KEY}';`);
  });
});

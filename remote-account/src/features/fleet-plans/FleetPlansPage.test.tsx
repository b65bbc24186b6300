import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { settle } from '../../testing/answers';
import FleetPlansPage from './FleetPlansPage';
import { fleetPlansMessages as m } from './messages';

const withPlanEdit = (searchType: string) => makeUser({ search_type: searchType, permissions: [{ name: 'plan.edit' }, { name: 'order.show' }] });

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
const switches = () => seen.filter((request) => request.method === 'PATCH').map((request) => request.body);
const storeLoads = () => seen.filter((request) => request.method === 'GET' && request.path.startsWith('/api/box/business-service/v1/businesses/'));

/** The store as the server has it: only search_type matters here. */
const serverSays = (searchType: 'FLEET' | 'DEFAULT_NEW') => server.use(http.get(API.auth.businesses, () => answer({ data: { search_type: searchType } })));
/** The page has the store's answer. */
const loaded = async () => {
  await waitFor(() => expect(storeLoads()).toHaveLength(1));
  await settle();
};

describe('FleetPlansPage', () => {
  it('shows both plans with price, benefits and the active-plan tag on the current one', async () => {
    serverSays('DEFAULT_NEW');
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    await loaded();
    const own = screen.getByRole('region', { name: 'Frota Própria' });
    const box = screen.getByRole('region', { name: 'Frota Box' });
    // The page's h1, each plan's h2 and its price's h3: no level skipped.
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(within(own).getByRole('heading', { level: 2, name: 'Frota Própria' })).toBeInTheDocument();
    expect(within(box).getByRole('heading', { level: 3, name: m.price })).toBeInTheDocument();
    expect(within(own).getByText(m.price)).toBeInTheDocument();
    expect(within(box).getByText(m.price)).toBeInTheDocument();
    expect(within(box).getByText('Mais de 10 mil entregadores parceiros')).toBeInTheDocument();
    expect(within(box).getByText(m.activeTag)).toBeInTheDocument();
    expect(within(own).queryByText(m.activeTag)).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: m.switchButton })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: m.switchButton })).not.toBeInTheDocument();
  });

  it('warns that the other fleet is deactivated, switches, and updates the session at once', async () => {
    const user = userEvent.setup();
    serverSays('DEFAULT_NEW');
    server.use(http.patch(API.account.switchSearchType, () => answer({ message: 'ok', data: { data: { search_type: 'FLEET' } } })));
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Própria' })).getByRole('button', { name: m.switchButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.confirmToFleet)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.confirmOk }));
    expect(await screen.findByText(m.success)).toBeInTheDocument();
    expect(switches()).toEqual([{ search_type: 'FLEET' }]);
    expect(getSession().user?.search_type).toBe('FLEET');
    expect(within(screen.getByRole('region', { name: 'Frota Própria' })).getByText(m.activeTag)).toBeInTheDocument();
  });

  it('cancelling the warning changes nothing', async () => {
    const user = userEvent.setup();
    serverSays('FLEET');
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('FLEET') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Box' })).getByRole('button', { name: m.switchButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.confirmToBox)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(switches()).toEqual([]);
    expect(getSession().user?.search_type).toBe('FLEET');
  });

  it('a failed switch shows the catalogued message and keeps the plan', async () => {
    const user = userEvent.setup();
    serverSays('FLEET');
    server.use(http.patch(API.account.switchSearchType, () => errorAnswer(500, 'Erro interno do servidor. Tente novamente.')));
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('FLEET') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Box' })).getByRole('button', { name: m.switchButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.confirmOk }));
    expect(await screen.findByText(m.failure)).toBeInTheDocument();
    expect(getSession().user?.search_type).toBe('FLEET');
  });

  it('follows the plan in force on the server and updates the session', async () => {
    serverSays('FLEET');
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    expect(await within(screen.getByRole('region', { name: 'Frota Própria' })).findByText(m.activeTag)).toBeInTheDocument();
    expect(getSession().user?.search_type).toBe('FLEET');
  });

  it('a failed load says so, keeps the session plan and retries', async () => {
    // The first load fails, the retry is answered.
    server.use(
      http.get(API.auth.businesses, () => errorAnswer(500, 'x'), { once: true }),
      http.get(API.auth.businesses, () => answer({ data: { search_type: 'DEFAULT_NEW' } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    expect((await screen.findAllByText(m.loadError)).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Frota Box' })).getByText(m.activeTag)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.retry }));
    await waitFor(() => expect(storeLoads()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: m.retry })).not.toBeInTheDocument());
  });

  it('a failed load (500) is said once, by the catalogued toast; the note with what it means and the retry stays, silent', async () => {
    server.use(http.get(API.auth.businesses, () => errorAnswer(500, 'Erro interno do servidor. Tente novamente.')));
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    await expectAnnouncedOnce(m.loadError, 2);
    expect(screen.getByText(m.loadErrorDetail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.retry })).toBeInTheDocument();
  });

  it('without plan.edit the switch is hidden', async () => {
    serverSays('DEFAULT_NEW');
    renderWithProviders(<FleetPlansPage />, { session: { user: makeUser({ permissions: [{ name: 'order.show' }] }) } });
    await loaded();
    expect(screen.queryByRole('button', { name: m.switchButton })).not.toBeInTheDocument();
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
    // A notice, not something that went wrong: a status, never an alert (docs/decisions.md D20).
    expect(screen.getByRole('status')).toHaveTextContent(m.noPermission);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared';
import { accountApi, type StoreProfile } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { fail, ok, settle } from '../../testing/answers';
import FleetPlansPage from './FleetPlansPage';
import { fleetPlansMessages as m } from './messages';

const withPlanEdit = (searchType: string) => makeUser({ search_type: searchType, permissions: [{ name: 'plan.edit' }, { name: 'order.show' }] });

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

/** The store as the server has it: only search_type matters here. */
const serverSays = (searchType: 'FLEET' | 'DEFAULT_NEW') =>
  jest.spyOn(accountApi, 'storeProfile').mockResolvedValue(ok({ data: { search_type: searchType } as StoreProfile }));

describe('FleetPlansPage', () => {
  it('shows both plans with price, benefits and the active-plan tag on the current one', async () => {
    serverSays('DEFAULT_NEW');
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    await settle();
    const own = screen.getByRole('region', { name: 'Frota Própria' });
    const box = screen.getByRole('region', { name: 'Frota Box' });
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
    const spy = jest.spyOn(accountApi, 'switchSearchType').mockResolvedValue(ok({ message: 'ok', data: { data: { search_type: 'FLEET' as const } } }));
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Própria' })).getByRole('button', { name: m.switchButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.confirmToFleet)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.confirmOk }));
    expect(await screen.findByText(m.success)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('FLEET');
    expect(getSession().user?.search_type).toBe('FLEET');
    expect(within(screen.getByRole('region', { name: 'Frota Própria' })).getByText(m.activeTag)).toBeInTheDocument();
  });

  it('cancelling the warning changes nothing', async () => {
    const user = userEvent.setup();
    serverSays('FLEET');
    const spy = jest.spyOn(accountApi, 'switchSearchType');
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('FLEET') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Box' })).getByRole('button', { name: m.switchButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.confirmToBox)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(spy).not.toHaveBeenCalled();
    expect(getSession().user?.search_type).toBe('FLEET');
  });

  it('a failed switch shows the catalogued message and keeps the plan', async () => {
    const user = userEvent.setup();
    serverSays('FLEET');
    jest.spyOn(accountApi, 'switchSearchType').mockRejectedValue(fail(500, 'Erro interno do servidor. Tente novamente.'));
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
    const load = jest
      .spyOn(accountApi, 'storeProfile')
      .mockRejectedValueOnce(fail(500, 'x'))
      .mockResolvedValue(ok({ data: { search_type: 'DEFAULT_NEW' } as StoreProfile }));
    const user = userEvent.setup();
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
    expect((await screen.findAllByText(m.loadError)).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Frota Box' })).getByText(m.activeTag)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.retry }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: m.retry })).not.toBeInTheDocument());
  });

  it('without plan.edit the switch is hidden', async () => {
    serverSays('DEFAULT_NEW');
    renderWithProviders(<FleetPlansPage />, { session: { user: makeUser({ permissions: [{ name: 'order.show' }] }) } });
    await settle();
    expect(screen.queryByRole('button', { name: m.switchButton })).not.toBeInTheDocument();
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, getSession } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { fail, ok } from '../../testing/answers';
import FleetPlansPage from './FleetPlansPage';
import { fleetPlansMessages as m } from './messages';

const withPlanEdit = (searchType: string) =>
  makeUser({ search_type: searchType, permissions: [{ name: 'plan.edit' }, { name: 'order.show' }] });

afterEach(() => jest.restoreAllMocks());

describe('FleetPlansPage', () => {
  it('shows both plans with price, benefits and the active-plan tag on the current one', () => {
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('DEFAULT_NEW') } });
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
    jest.spyOn(accountApi, 'switchSearchType').mockRejectedValue(fail(500, 'Erro interno do servidor. Tente novamente.'));
    renderWithProviders(<FleetPlansPage />, { session: { user: withPlanEdit('FLEET') } });
    await user.click(within(screen.getByRole('region', { name: 'Frota Box' })).getByRole('button', { name: m.switchButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.confirmOk }));
    expect(await screen.findByText(m.failure)).toBeInTheDocument();
    expect(getSession().user?.search_type).toBe('FLEET');
  });

  it('without plan.edit the switch is hidden', () => {
    renderWithProviders(<FleetPlansPage />, { session: { user: makeUser({ permissions: [{ name: 'order.show' }] }) } });
    expect(screen.queryByRole('button', { name: m.switchButton })).not.toBeInTheDocument();
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
  });
});

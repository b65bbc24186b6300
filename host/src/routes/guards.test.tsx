import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { accountPages } from 'shared/pages';
import { menuEntries } from '../layout/menuItems';
import { RouteGuard } from './guards';
import { routeTable } from './routeTable';

const page = <h1>Página protegida</h1>;

describe('route guards', () => {
  it('sends an anonymous visitor of a signed-in page to /', () => {
    renderWithProviders(<RouteGuard guard="signed-in">{page}</RouteGuard>, { route: '/pages/home' });
    expect(screen.queryByText('Página protegida')).not.toBeInTheDocument();
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('shows a signed-in page to a signed-in user', () => {
    renderWithProviders(<RouteGuard guard="signed-in">{page}</RouteGuard>, { route: '/pages/home', session: { user: makeUser() } });
    expect(screen.getByText('Página protegida')).toBeInTheDocument();
  });

  it('sends a signed-in user on the sign-in page to /pages/home', () => {
    renderWithProviders(<RouteGuard guard="anonymous-only">{page}</RouteGuard>, { route: '/sign', session: { user: makeUser() } });
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('blocks manual creation pages when manual-create-order-disabled is set and not 0', () => {
    const user = makeUser({ configurations: { 'manual-create-order-disabled': '1' } });
    renderWithProviders(<RouteGuard guard="manual-create">{page}</RouteGuard>, { route: '/pages/delivery', session: { user } });
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('allows manual creation pages when the flag is 0', () => {
    renderWithProviders(<RouteGuard guard="manual-create">{page}</RouteGuard>, { route: '/pages/delivery', session: { user: makeUser() } });
    expect(screen.getByText('Página protegida')).toBeInTheDocument();
  });
});

describe('the roles screen (spec part-2: no route guard beyond sign-in; profile.show loads the roles list)', () => {
  const viewer = makeUser({ roles: [{ id: 9, display_name: 'Atendente' }], permissions: [{ name: 'profile.show' }] });
  const roles = routeTable.find((entry) => entry.path === accountPages.roles.path)!;

  it('is guarded by sign-in only', () => {
    expect(roles.guard).toBe('signed-in');
  });

  it('opens for a user who holds profile.show and no role permission', () => {
    renderWithProviders(<RouteGuard guard={roles.guard}>{page}</RouteGuard>, { route: roles.path, session: { user: viewer } });
    expect(screen.getByText('Página protegida')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to sign-in', () => {
    renderWithProviders(<RouteGuard guard={roles.guard}>{page}</RouteGuard>, { route: roles.path });
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it("is in the menu's 'Configurações' group for that user", () => {
    const settings = menuEntries(viewer).find((entry) => 'children' in entry && entry.label === 'Configurações');
    expect(settings && 'children' in settings ? settings.children.map((c) => [c.label, c.key]) : []).toContainEqual(['Tipos de permissão', '/pages/roles']);
  });
});

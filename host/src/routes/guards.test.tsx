import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { RouteGuard } from './guards';

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

import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server } from 'shared/testing/network';
import { LowBalanceWarning } from './LowBalanceWarning';

jest.setTimeout(60_000);
installNetwork();

const lowBalanceModal = () => screen.queryByRole('dialog');

describe('LowBalanceWarning (D4)', () => {
  it('the banner on every visit, the modal once per session for the user and store', async () => {
    server.use(http.get(API.auth.balance, () => answer({ data: { balance: 10 } })));
    const user = makeUser({ business_user_id: 9101, business_uuid: 'loja-9101' });
    const first = renderWithProviders(<LowBalanceWarning variant="home" />, { route: '/pages/home', session: { user } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo abaixo de R$15,00!');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Saldo abaixo de R$15,00!');
    first.unmount();

    // Back on the home screen in the same session: the banner again, no modal.
    renderWithProviders(<LowBalanceWarning variant="home" />, { route: '/pages/home', session: { user } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo abaixo de R$15,00!');
    expect(lowBalanceModal()).not.toBeInTheDocument();
  });

  it('another person signing in at the same counter gets the modal', async () => {
    server.use(http.get(API.auth.balance, () => answer({ data: { balance: 10 } })));
    const first = renderWithProviders(<LowBalanceWarning variant="home" />, {
      route: '/pages/home',
      session: { user: makeUser({ business_user_id: 9201, business_uuid: 'loja-9201' }) },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<LowBalanceWarning variant="home" />, {
      route: '/pages/home',
      session: { user: makeUser({ business_user_id: 9202, business_uuid: 'loja-9201' }) },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { fill } from '../../testing/answers';
import UserProfilePage from './UserProfilePage';
import { userMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';

// Without profile.show: no role select, so no roles to load.
function renderPage() {
  const events = userEvent.setup();
  renderWithProviders(<UserProfilePage />, { session: { user: makeUser({ permissions: [{ name: 'order.show' }] }) } });
  return events;
}

// Each failure is said once, by the catalogued toast (docs/spec/part-2-operations-account.md §8); the note that stays
// on screen with the server's reason is not said a second time.
describe("'Meu perfil': a failure is announced once", () => {
  it("a failed save of 'Dados pessoais' (500)", async () => {
    server.use(http.put(API.account.updateOwnProfile, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    await events.click(screen.getByRole('button', { name: m.save }));
    await expectAnnouncedOnce(m.saveError, 2);
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
  });

  it("a failed 'Alterar senha' (500)", async () => {
    server.use(http.post(API.account.changePassword, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    await fill(events, screen.getByLabelText(m.currentPassword), 'Senha@123');
    await fill(events, screen.getByLabelText(m.newPassword), 'Nova@1234');
    await fill(events, screen.getByLabelText(m.confirmPassword), 'Nova@1234');
    await events.click(screen.getByRole('button', { name: m.changePassword }));
    await expectAnnouncedOnce(m.passwordError, 2);
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText(m.newPassword)).toHaveValue('Nova@1234');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRole } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { chooseOption, fill } from '../../testing/answers';
import CreateProfilePage from './CreateProfilePage';
import { staffMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';
const ROLES: AccountRole[] = [{ id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [] }];
const creator = () => makeUser({ permissions: [{ name: 'profile.show' }, { name: 'profile.create' }] });

// Said once, by the catalogued toast (docs/spec/part-2-operations-account.md §8); the note that stays on screen with
// the server's reason is not said a second time.
describe("'Criar novo perfil': a failure is announced once", () => {
  it('a failed creation (500)', async () => {
    server.use(
      http.get(API.account.roles, () => answer({ data: ROLES } as never)),
      http.post(API.account.businessUsers, () => errorAnswer(500, SERVER_ERROR)),
    );
    const events = userEvent.setup();
    renderWithProviders(<CreateProfilePage />, { session: { user: creator() }, route: '/pages/create-profile' });
    await fill(events, screen.getByLabelText(m.name), 'Joana Lima');
    await fill(events, screen.getByLabelText(m.socialName), 'Joana');
    await fill(events, screen.getByLabelText(m.email), 'joana@exemplo.com.br');
    await chooseOption(screen.getByRole('combobox', { name: m.role }), 'Atendente');
    await events.click(screen.getByRole('button', { name: m.create }));
    await expectAnnouncedOnce(m.createError, 2);
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('Joana Lima');
  });
});

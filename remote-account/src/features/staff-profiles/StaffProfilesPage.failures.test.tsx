import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRole, BusinessUser } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import StaffProfilesPage from './StaffProfilesPage';
import { staffMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';
const ROLES: AccountRole[] = [{ id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [] }];
const JOANA: BusinessUser = { id: 7, name: 'Joana Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', active: '1', roles: [ROLES[0]!] };
const PEDRO: BusinessUser = { id: 8, name: 'Pedro Alves', social_name: null, email: 'pedro@exemplo.com.br', active: '0', roles: [ROLES[0]!] };
const admin = () => makeUser({ permissions: ['profile.show', 'profile.create', 'profile.edit', 'role.show'].map((name) => ({ name })) });

function renderPage() {
  const events = userEvent.setup();
  renderWithProviders(<StaffProfilesPage />, { session: { user: admin() }, route: '/pages/profiles-config' });
  return events;
}

function answers(list: () => Response) {
  server.use(
    http.get(API.account.roles, () => answer({ data: ROLES } as never)),
    http.get(API.account.businessUsers, list),
  );
}
const listed = () => answers(() => answer({ data: [JOANA, PEDRO] } as never));

async function view(events: ReturnType<typeof userEvent.setup>, name: string) {
  await events.click(await screen.findByRole('button', { name: m.viewOf(name) }));
  return screen.findByRole('region', { name: m.detailTitle });
}

// Each failure is said once, by the catalogued toast (docs/spec/part-2-operations-account.md §8); the note that stays
// on screen (what failed, the server's reasons) is not said a second time.
describe("'Perfis de acesso': a failure is announced once", () => {
  it('a failed list (500)', async () => {
    answers(() => errorAnswer(500, SERVER_ERROR));
    renderPage();
    await expectAnnouncedOnce(m.listError, 2);
  });

  it("a failed 'Editar perfil' (500)", async () => {
    listed();
    server.use(http.put(API.account.businessUser, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    const details = await view(events, 'Joana Lima');
    await events.click(within(details).getByRole('button', { name: m.edit }));
    await events.click(within(details).getByRole('button', { name: m.save }));
    await expectAnnouncedOnce(m.somethingWrong, 2);
    expect(within(details).getByText(SERVER_ERROR)).toBeInTheDocument();
  });

  it("a failed 'Ativar perfil' (500): the toast alone", async () => {
    answers(() => answer({ data: [PEDRO] } as never));
    server.use(http.put(API.account.businessUser, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    const details = await view(events, 'Pedro Alves');
    await events.click(within(details).getByRole('button', { name: m.activate }));
    await expectAnnouncedOnce(m.somethingWrong, 1);
  });
});

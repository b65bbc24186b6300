import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountPermission, AccountRole } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { announcements, expectAnnouncedOnce } from '../../testing/announced';
import { chooseOption, fill } from '../../testing/answers';
import RolesPage from './RolesPage';
import { rolesMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';
const PERMISSIONS: AccountPermission[] = [{ id: 1, name: 'order.show', display_name: 'Ver pedidos', description: '' }];
const ATENDENTE: AccountRole = { id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: PERMISSIONS };
const admin = () => makeUser({ permissions: ['order.show', 'role.show', 'role.create', 'role.edit', 'role.delete'].map((name) => ({ name })) });

function answers(roles: () => Response) {
  server.use(
    http.get(API.account.roles, roles),
    http.get(API.account.permissions, () => answer({ data: PERMISSIONS } as never)),
    http.get(API.account.role, () => answer({ data: ATENDENTE } as never)),
  );
}

// Each failure is said once, by the catalogued toast (docs/spec/part-2-operations-account.md §8); the note that stays
// on screen (what failed, the server's reason, 'Tentar novamente') does not say it a second time.
describe('RolesPage: a failure is announced once', () => {
  it('a failed load (500)', async () => {
    answers(() => errorAnswer(500, SERVER_ERROR));
    renderWithProviders(<RolesPage />, { session: { user: admin() } });
    await expectAnnouncedOnce(m.loadError, 2);
    expect(screen.getByText(m.loadErrorDetail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.retry })).toBeInTheDocument();
  });

  it('a failed save (500)', async () => {
    answers(() => answer({ data: [ATENDENTE] } as never));
    server.use(http.post(API.account.roles, () => errorAnswer(500, SERVER_ERROR)));
    const events = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: { user: admin() } });
    await fill(events, await screen.findByLabelText(m.name), 'Caixa');
    await events.click(screen.getByRole('button', { name: m.create }));
    await expectAnnouncedOnce(m.saveError, 2);
    // The server's reason, which the toast does not say, is said once, politely, after it.
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_ERROR);
    expect(announcements(SERVER_ERROR)).toHaveLength(1);
  });

  it('a failed delete (500)', async () => {
    answers(() => answer({ data: [ATENDENTE] } as never));
    server.use(http.delete(API.account.role, () => errorAnswer(500, SERVER_ERROR)));
    const events = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: { user: admin() } });
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await events.click(await screen.findByRole('button', { name: m.delete }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.delete }));
    await expectAnnouncedOnce(m.deleteError, 2);
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared';
import type { AccountRole, OwnProfileAnswer } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { chooseOption, fill } from '../../testing/answers';
import UserProfilePage from './UserProfilePage';
import { userMessages as m } from './messages';
import { passwordSchema } from './schema';

type OwnData = OwnProfileAnswer['data'];

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
const sent = (pathEnd: RegExp) =>
  seen.filter((request) => request.method !== 'GET' && pathEnd.test(request.path)).map((request) => [request.path, request.body]);
const profileSaves = () => sent(/\/responseLikeLogin$/);
const passwordChanges = () => sent(/\/change-password\//);
const roleLoads = () => seen.filter((request) => request.path === '/api/box/v2/roles');
const rolesAnswered = () => server.use(http.get(API.account.roles, () => answer({ data: ROLES } as never)));

const ROLES: AccountRole[] = [
  { id: 1, uuid: 'r1', name: 'administrador', display_name: 'Administrador', permissions: [{ id: 9, name: 'profile.show', display_name: 'Ver perfis' }] },
  { id: 2, uuid: 'r2', name: 'atendente', display_name: 'Atendente', permissions: [{ id: 1, name: 'order.show', display_name: 'Ver pedidos' }] },
];

const viewer = () => makeUser({ roles: [{ id: 1, display_name: 'Administrador' }], permissions: [{ name: 'profile.show' }] });

function renderPage(user = viewer()) {
  const events = userEvent.setup();
  renderWithProviders(<UserProfilePage />, { session: { user } });
  return events;
}

/** The options of the open role select: label, and whether it can be chosen. */
async function roleOptions(): Promise<[string, boolean][]> {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: m.role }));
  });
  return waitFor(() => {
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    if (!options.length) throw new Error('no options shown');
    return options.map((o) => [o.textContent ?? '', !o.classList.contains('ant-select-item-option-disabled')] as [string, boolean]);
  });
}

describe('UserProfilePage — personal data', () => {
  it('edits name, social name and e-mail, and the session follows', async () => {
    rolesAnswered();
    server.use(
      http.put(API.account.updateOwnProfile, async ({ request }) => {
        const input = (await request.json()) as { name: string; social_name?: string | null; email: string };
        const data: OwnData = {
          ...(viewer() as unknown as OwnData),
          business_user_name: input.name,
          business_user_social_name: input.social_name ?? null,
          email: input.email,
          roles: [ROLES[0]!],
          permissions: ROLES[0]!.permissions,
          franchise: null,
          business_user_main: false,
        };
        return answer({ message: 'Usuário atualizado!', data } as never);
      }),
    );
    const events = renderPage();
    expect(screen.getByLabelText(m.name)).toHaveValue('Mariana Costa');
    await fill(events, screen.getByLabelText(m.name), 'Mariana Souza');
    await fill(events, screen.getByLabelText(m.socialName), 'Mari');
    await fill(events, screen.getByLabelText(m.email), 'mariana@exemplo.com.br');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(profileSaves()).toEqual([
      ['/api/box/v2/business-user/501/responseLikeLogin', { name: 'Mariana Souza', social_name: 'Mari', email: 'mariana@exemplo.com.br', roles: [1] }],
    ]);
    expect(getSession().user).toMatchObject({ business_user_name: 'Mariana Souza', business_user_social_name: 'Mari', email: 'mariana@exemplo.com.br' });
  });

  it('requires the name and a valid e-mail, keeping what was typed', async () => {
    rolesAnswered();
    const events = renderPage();
    await fill(events, screen.getByLabelText(m.name), '   ');
    await fill(events, screen.getByLabelText(m.email), '');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    await fill(events, screen.getByLabelText(m.email), 'mariana@');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveValue('mariana@');
    expect(profileSaves()).toEqual([]);
  });

  it("the page's h1 and its two parts' h2, no level skipped", async () => {
    rolesAnswered();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: m.dataTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: m.passwordTitle })).toBeInTheDocument();
    await waitFor(() => expect(roleLoads()).toHaveLength(1));
  });

  it('the role select appears only with profile.show', async () => {
    rolesAnswered();
    renderPage();
    expect(screen.getByRole('combobox', { name: m.role })).toBeInTheDocument();
    await waitFor(() => expect(roleLoads()).toHaveLength(1));
  });

  it('roles that fail to load say so, and the rest of the form still works', async () => {
    server.use(http.get(API.account.roles, () => errorAnswer(500, 'x')));
    renderPage();
    expect((await screen.findAllByText(m.rolesError)).length).toBeGreaterThan(0);
    expect(screen.getByText(m.rolesLoadError)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('Mariana Costa');
  });

  it('without profile.show there is no role select and the role is not sent', async () => {
    server.use(http.put(API.account.updateOwnProfile, () => errorAnswer(422, 'Verifique', ['Este e-mail já está em uso por outro perfil.'])));
    const events = renderPage(makeUser({ permissions: [{ name: 'order.show' }] }));
    expect(screen.queryByRole('combobox', { name: m.role })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.save }));
    expect((await screen.findAllByText(m.saveError)).length).toBeGreaterThan(0);
    expect(screen.getByText('Este e-mail já está em uso por outro perfil.')).toBeInTheDocument();
    expect(profileSaves()).toEqual([
      ['/api/box/v2/business-user/501/responseLikeLogin', { name: 'Mariana Costa', social_name: null, email: 'loja@exemplo.com.br' }],
    ]);
    expect(roleLoads()).toEqual([]);
  });
});

describe('UserProfilePage — password', () => {
  beforeEach(rolesAnswered);

  const submit = async (events: ReturnType<typeof userEvent.setup>, current: string, password: string, confirm: string) => {
    await fill(events, screen.getByLabelText(m.currentPassword), current);
    await fill(events, screen.getByLabelText(m.newPassword), password);
    await fill(events, screen.getByLabelText(m.confirmPassword), confirm);
    await events.click(screen.getByRole('button', { name: m.changePassword }));
  };

  it.each([
    ['the current password', '', 'Nova@1234', 'Nova@1234', m.currentRequired],
    ['8 characters', 'Senha@123', 'Ab@1', 'Ab@1', m.min8],
    ['a digit', 'Senha@123', 'Senha@abc', 'Senha@abc', m.digit],
    ['a special character', 'Senha@123', 'Senha1234', 'Senha1234', m.special],
    ['an equal confirmation', 'Senha@123', 'Nova@1234', 'Nova@12345', m.mismatch],
    ['the confirmation', 'Senha@123', 'Nova@1234', '', m.confirmRequired],
    ['the new password', 'Senha@123', '', '', m.newRequired],
  ])('requires %s', async (_rule, current, password, confirm, text) => {
    const events = renderPage();
    await submit(events, current, password, confirm);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(passwordChanges()).toEqual([]);
  });

  it('counts a special character as the server and the password reset do (a space is one)', async () => {
    const valid = (password: string) => passwordSchema.isValid({ current_password: 'Senha@123', password, confirm_password: password });
    expect(await valid('Senha 1234')).toBe(true);
    expect(await valid('Senha-1234')).toBe(true);
    expect(await valid('Senha1234')).toBe(false);
  });

  it('changes the password and clears the form', async () => {
    server.use(http.post(API.account.changePassword, () => answer({ message: 'Senha atualizada!' })));
    const events = renderPage();
    await submit(events, 'Senha@123', 'Nova@1234', 'Nova@1234');
    expect(await screen.findByText(m.passwordSaved)).toBeInTheDocument();
    expect(passwordChanges()).toEqual([
      ['/api/box/v2/business-user/change-password/501', { current_password: 'Senha@123', password: 'Nova@1234', confirm_password: 'Nova@1234' }],
    ]);
    await waitFor(() => expect(screen.getByLabelText(m.currentPassword)).toHaveValue(''));
  });

  it('a refused change shows the catalogued message and the server reason', async () => {
    server.use(http.post(API.account.changePassword, () => errorAnswer(422, 'Ops', ['A senha atual está incorreta.'])));
    const events = renderPage();
    await submit(events, 'Errada@123', 'Nova@1234', 'Nova@1234');
    expect((await screen.findAllByText(m.passwordError)).length).toBeGreaterThan(0);
    expect(screen.getByText('A senha atual está incorreta.')).toBeInTheDocument();
    expect(screen.getByLabelText(m.newPassword)).toHaveValue('Nova@1234');
  });

  it("offers only the roles whose permissions are all the user's (the server's 'assignable' when it says); the current role stays shown", async () => {
    const roles = [
      ROLES[0]!,
      ROLES[1]!,
      { id: 3, uuid: 'r3', name: 'perfis', display_name: 'Gestor de perfis', permissions: [{ id: 9, name: 'profile.show', display_name: 'Ver perfis' }] },
      { ...ROLES[1]!, id: 4, uuid: 'r4', name: 'atendente2', display_name: 'Atendente (servidor)', assignable: true },
      { ...ROLES[0]!, id: 5, uuid: 'r5', name: 'admin2', display_name: 'Administrador (recusado)', assignable: false },
    ];
    server.use(
      http.get(API.account.roles, () => answer({ data: roles } as never)),
      http.put(API.account.updateOwnProfile, () => answer({ message: 'Usuário atualizado!', data: viewer() } as never)),
    );
    const events = renderPage();
    await waitFor(() => expect(roleLoads()).toHaveLength(1));
    // The user holds profile.show only: 'Atendente' (order.show) would give more; the server's word wins both ways.
    await waitFor(async () => expect((await roleOptions()).map(([label]) => label)).toContain('Gestor de perfis'));
    expect(await roleOptions()).toEqual([
      ['Administrador', true],
      ['Gestor de perfis', true],
      ['Atendente (servidor)', true],
    ]);
    expect(screen.getByText(m.roleHint)).toBeInTheDocument();
    await chooseOption(screen.getByRole('combobox', { name: m.role }), 'Gestor de perfis');
    await events.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(profileSaves()).toHaveLength(1));
    expect(profileSaves()[0]![1]).toMatchObject({ roles: [3] });
  });
});

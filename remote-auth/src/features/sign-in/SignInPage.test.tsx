import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { getSession, NO_COURIER_WARNING_KEY, SELECTED_STORE_EVENT, type SessionUser } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { API, HttpResponse, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { signInMessages as m, SIGN_UP_URL } from './messages';
import SignInPage from './SignInPage';

installNetwork();

/** Login answers like the sandbox's (shared/contract/auth.yaml, login). */
export function storeUserAnswer(overrides: Partial<SessionUser> = {}) {
  return { data: makeUser({ franchise: null, business_user_main: false, ...overrides }) };
}

export const FRANCHISE_STORES = [
  { uuid: 'store-1', name: 'Sushi Kaizen Paulista', postpaid: false },
  { uuid: 'store-2', name: 'Sushi Kaizen Itaim', postpaid: true },
  { uuid: 'store-3', name: 'Sushi Kaizen Moema', postpaid: false },
];

export function franchiseUserAnswer() {
  return storeUserAnswer({
    business_user_id: 900,
    business_user_name: 'Rafael Takeshi Nakamura',
    franchise: { id: 7 },
    business_user_main: true,
    fantasy_name: 'Sushi Kaizen Paulista',
  });
}

export function businessDetails(uuid: string) {
  return {
    data: {
      uuid,
      fantasy_name: `Comércio ${uuid}`,
      company_name: `Razão social ${uuid}`,
      box_api_token: `box_${uuid}`,
      order_hub_token: `hub_${uuid}`,
    },
  };
}

function renderSignIn() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SignInPage />, { route: '/' });
  return {
    user,
    email: () => screen.getByLabelText(m.emailLabel),
    password: () => screen.getByLabelText(m.passwordLabel, { selector: 'input' }),
    submit: () => screen.getByRole('button', { name: m.submit }),
  };
}

/** Types a value at once (pasting): the keystroke-by-keystroke typing is covered where it matters. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillAndSubmit(ui: ReturnType<typeof renderSignIn>, email: string, password: string) {
  if (email) await fill(ui.user, ui.email(), email);
  if (password) await fill(ui.user, ui.password(), password);
  await ui.user.click(ui.submit());
}

describe('SignInPage — welcome view', () => {
  it('shows labelled e-mail and password fields, Entrar, the forgot-password link and the sign-up link in a new tab', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: m.welcomeTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(m.emailLabel)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(m.passwordLabel, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: m.submit })).toBeEnabled();
    expect(screen.getByRole('button', { name: m.forgotPasswordLink })).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: new RegExp(m.signUpLink) });
    expect(signUp).toHaveAttribute('href', SIGN_UP_URL);
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the toggle shows and hides the password', async () => {
    const ui = renderSignIn();
    await fill(ui.user, ui.password(), 'Senha@123');
    await ui.user.click(screen.getByRole('button', { name: m.showPassword }));
    expect(ui.password()).toHaveAttribute('type', 'text');
    await ui.user.click(screen.getByRole('button', { name: m.hidePassword }));
    expect(ui.password()).toHaveAttribute('type', 'password');
    expect(ui.password()).toHaveValue('Senha@123');
  });

  it("takes a password as long as the server and 'Meu perfil' do (255 characters)", () => {
    expect(renderSignIn().password()).toHaveAttribute('maxLength', '255');
  });

  it('both fields empty: asks for both and marks both, without calling the server', async () => {
    const seen = recordRequests();
    const ui = renderSignIn();
    await ui.user.click(ui.submit());
    expect(await screen.findByText(m.fillEmailAndPassword)).toBeInTheDocument();
    expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.password()).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('only the password empty: asks for the password and marks only it', async () => {
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', '');
    expect(await screen.findByText(m.fillPassword)).toBeInTheDocument();
    expect(ui.password()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.email()).toHaveAttribute('aria-invalid', 'false');
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
  });

  it('only the e-mail empty (blank spaces count as empty): asks for the e-mail and marks only it', async () => {
    const ui = renderSignIn();
    await fillAndSubmit(ui, '   ', 'Senha@123');
    expect(await screen.findByText(m.fillEmail)).toBeInTheDocument();
    expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.password()).toHaveAttribute('aria-invalid', 'false');
  });

  it('the field highlights disappear after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<SignInPage />, { route: '/' });
      await user.click(screen.getByRole('button', { name: m.submit }));
      const email = screen.getByLabelText(m.emailLabel);
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      act(() => jest.advanceTimersByTime(4900));
      expect(email).toHaveAttribute('aria-invalid', 'true');
      act(() => jest.advanceTimersByTime(200));
      expect(email).toHaveAttribute('aria-invalid', 'false');
      expect(screen.getByLabelText(m.passwordLabel, { selector: 'input' })).toHaveAttribute('aria-invalid', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs a store user in: posts the trimmed e-mail and the password, stores the session, clears the no-courier flag and goes home', async () => {
    const seen = recordRequests();
    server.use(http.post(API.auth.login, () => HttpResponse.json(storeUserAnswer())));
    const ui = renderSignIn();
    window.localStorage.setItem(NO_COURIER_WARNING_KEY, '1');
    await fillAndSubmit(ui, '  loja@exemplo.com.br ', 'Senha@123');
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/box/business-service/v1/businesses/login',
        query: {},
        body: { email: 'loja@exemplo.com.br', password: 'Senha@123' },
        authorization: null,
      },
    ]);
    expect(getSession()).toMatchObject({ isLogged: true, isFranchiseAdmin: false, franchiseStores: null, selectedFranchiseStoreUuid: null });
    expect(getSession().user?.email).toBe('loja@exemplo.com.br');
    expect(window.localStorage.getItem(NO_COURIER_WARNING_KEY)).toBeNull();
  });

  it('Enter in the password field submits the form', async () => {
    server.use(http.post(API.auth.login, () => HttpResponse.json(storeUserAnswer())));
    const ui = renderSignIn();
    await fill(ui.user, ui.email(), 'loja@exemplo.com.br');
    await ui.user.type(ui.password(), 'Senha@123{Enter}');
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('while the request runs the button is replaced by a loading spinner', async () => {
    server.use(
      http.post(API.auth.login, async () => {
        await delay(150);
        return errorAnswer(401, 'E-mail ou senha inválidos.');
      }),
    );
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', 'errada');
    expect(screen.getByRole('status', { name: m.signingIn })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.submit })).not.toBeInTheDocument();
    expect(await screen.findByText(m.unauthorized)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.submit })).toBeInTheDocument();
  });

  it('while signing in, another submit is ignored: one request only', async () => {
    const seen = recordRequests();
    server.use(
      http.post(API.auth.login, async () => {
        await delay(150);
        return errorAnswer(401, 'E-mail ou senha inválidos.');
      }),
    );
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', 'errada');
    expect(screen.getByRole('status', { name: m.signingIn })).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: m.welcomeTitle }));
    fireEvent.submit(screen.getByRole('form', { name: m.welcomeTitle }));
    expect(await screen.findByText(m.unauthorized)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('signs in and goes home under React’s StrictMode too (the host renders the page in it)', async () => {
    server.use(http.post(API.auth.login, () => HttpResponse.json(storeUserAnswer())));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <StrictMode>
        <SignInPage />
      </StrictMode>,
      { route: '/' },
    );
    await fill(user, screen.getByLabelText(m.emailLabel), 'loja@exemplo.com.br');
    await fill(user, screen.getByLabelText(m.passwordLabel, { selector: 'input' }), 'Senha@123');
    await user.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('a rejected sign-in shows the catalogued message, keeps what was typed and stores nothing', async () => {
    server.use(http.post(API.auth.login, () => errorAnswer(401, 'E-mail ou senha inválidos.')));
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', 'errada');
    expect(await screen.findByText(m.unauthorized)).toBeInTheDocument();
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
    expect(ui.password()).toHaveValue('errada');
    expect(getSession().isLogged).toBe(false);
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('too many attempts: shows the server’s message (429)', async () => {
    const text = 'Muitas tentativas de acesso. Aguarde um minuto e tente novamente.';
    server.use(http.post(API.auth.login, () => errorAnswer(429, text)));
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', 'errada');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a server failure (500) shows a generic message, not the rejection', async () => {
    server.use(http.post(API.auth.login, () => errorAnswer(500, 'boom')));
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'loja@exemplo.com.br', 'Senha@123');
    expect(await screen.findByText('Algo deu errado. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('SignInPage — franchise main user', () => {
  it('loads the franchise stores with their tokens, selects the first, fires the store event and goes home', async () => {
    const seen = recordRequests();
    const events: unknown[] = [];
    const onStore = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(SELECTED_STORE_EVENT, onStore);
    server.use(
      http.post(API.auth.login, () => HttpResponse.json(franchiseUserAnswer())),
      http.get(API.auth.franchiseStores, () => HttpResponse.json({ data: FRANCHISE_STORES })),
      http.get(API.auth.businesses, ({ params }) => HttpResponse.json(businessDetails(String(params.uuid)))),
    );
    try {
      const ui = renderSignIn();
      await fillAndSubmit(ui, 'franquia@exemplo.com.br', 'Senha@123');
      expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    } finally {
      window.removeEventListener(SELECTED_STORE_EVENT, onStore);
    }
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/box/business-service/v1/businesses/login',
      'GET /api/order-hub/business/franchise/7/900',
      'GET /api/box/business-service/v1/businesses/store-1',
      'GET /api/box/business-service/v1/businesses/store-2',
      'GET /api/box/business-service/v1/businesses/store-3',
    ]);
    const session = getSession();
    expect(session).toMatchObject({
      isLogged: true,
      isFranchiseAdmin: true,
      selectedFranchiseStore: 'Sushi Kaizen Paulista',
      selectedFranchiseStoreUuid: 'store-1',
    });
    expect(session.franchiseStores).toEqual([
      expect.objectContaining({
        uuid: 'store-1',
        name: 'Sushi Kaizen Paulista',
        postpaid: false,
        box_api_token: 'box_store-1',
        order_hub_token: 'hub_store-1',
      }),
      expect.objectContaining({ uuid: 'store-2', name: 'Sushi Kaizen Itaim', postpaid: true, box_api_token: 'box_store-2', order_hub_token: 'hub_store-2' }),
      expect.objectContaining({ uuid: 'store-3', name: 'Sushi Kaizen Moema', box_api_token: 'box_store-3', order_hub_token: 'hub_store-3' }),
    ]);
    expect(session.user?.franchise).toEqual({ id: 7 });
    expect(events).toEqual([{ selectedFranchiseStoreUuid: 'store-1' }]);
  });

  it('a franchise without stores: the catalogued message, no session, the server session is ended', async () => {
    const seen = recordRequests();
    server.use(
      http.post(API.auth.login, () => HttpResponse.json(franchiseUserAnswer())),
      http.get(API.auth.franchiseStores, () => HttpResponse.json({ data: [] })),
      http.post(API.auth.logout, () => HttpResponse.json({ message: 'Sessão encerrada.' })),
    );
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'franquia@exemplo.com.br', 'Senha@123');
    expect(await screen.findByText(m.noFranchiseStores)).toBeInTheDocument();
    expect(getSession().isLogged).toBe(false);
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('/api/box/business-service/v1/businesses/logout'));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('a store whose business details fail: the catalogued message and no session', async () => {
    server.use(
      http.post(API.auth.login, () => HttpResponse.json(franchiseUserAnswer())),
      http.get(API.auth.franchiseStores, () => HttpResponse.json({ data: FRANCHISE_STORES })),
      http.get(API.auth.businesses, ({ params }) =>
        params.uuid === 'store-2' ? errorAnswer(500, 'falhou') : HttpResponse.json(businessDetails(String(params.uuid))),
      ),
      http.post(API.auth.logout, () => HttpResponse.json({ message: 'Sessão encerrada.' })),
    );
    const ui = renderSignIn();
    await fillAndSubmit(ui, 'franquia@exemplo.com.br', 'Senha@123');
    expect(await screen.findByText(m.businessDetailsFailed)).toBeInTheDocument();
    expect(getSession()).toMatchObject({ isLogged: false, franchiseStores: null, selectedFranchiseStoreUuid: null });
  });
});

describe('SignInPage — Esqueceu sua senha?', () => {
  async function openForgot(typedEmail = '') {
    const ui = renderSignIn();
    if (typedEmail) await fill(ui.user, ui.email(), typedEmail);
    await ui.user.click(screen.getByRole('button', { name: m.forgotPasswordLink }));
    expect(screen.getByRole('heading', { name: m.forgotTitle })).toBeInTheDocument();
    return { ...ui, send: () => screen.getByRole('button', { name: m.forgotSubmit }) };
  }

  it('opens on the same screen with the typed e-mail; Faça o login returns to the welcome view', async () => {
    const ui = await openForgot('loja@exemplo.com.br');
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
    await ui.user.click(screen.getByRole('button', { name: m.backToSignIn }));
    expect(screen.getByRole('heading', { name: m.welcomeTitle })).toBeInTheDocument();
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
  });

  it('an empty e-mail asks for it, without calling the server', async () => {
    const seen = recordRequests();
    const ui = await openForgot();
    await ui.user.click(ui.send());
    expect(await screen.findByText(m.forgotEmptyEmail)).toBeInTheDocument();
    expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('an invalid e-mail is refused and kept as typed', async () => {
    const seen = recordRequests();
    const ui = await openForgot();
    await fill(ui.user, ui.email(), 'loja@exemplo');
    await ui.user.click(ui.send());
    expect(await screen.findByText(m.forgotInvalidEmail)).toBeInTheDocument();
    expect(ui.email()).toHaveValue('loja@exemplo');
    expect(seen).toHaveLength(0);
  });

  it('the e-mail’s error shows only after Enviar, is announced and tied to the field, and follows what is typed next', async () => {
    const ui = await openForgot();
    await fill(ui.user, ui.email(), 'loja@exemplo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.email()).toHaveAttribute('aria-invalid', 'false');
    await ui.user.click(ui.send());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.forgotInvalidEmail);
    expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.email()).toHaveAccessibleDescription(m.forgotInvalidEmail);
    await ui.user.clear(ui.email());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.forgotEmptyEmail);
    await ui.user.type(ui.email(), 'loja@exemplo.com.br');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(ui.email()).toHaveAttribute('aria-invalid', 'false');
    expect(ui.email()).not.toHaveAccessibleDescription(m.forgotInvalidEmail);
  });

  it('sends the e-mail without the blanks around it and carries it back so', async () => {
    const seen = recordRequests();
    server.use(http.post(API.auth.resetPassword, () => HttpResponse.json({ message: 'E-mail enviado com sucesso!' })));
    const ui = await openForgot();
    await fill(ui.user, ui.email(), '  loja@exemplo.com.br ');
    await ui.user.click(ui.send());
    expect(await screen.findByText(m.forgotSent)).toBeInTheDocument();
    expect(seen.map((r) => r.path)).toEqual(['/api/box/business-service/v1/businesses/reset-password/loja@exemplo.com.br/true']);
    expect(screen.getByRole('heading', { name: m.welcomeTitle })).toBeInTheDocument();
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
  });

  it('while sending, Enter in the e-mail field is ignored: one request only', async () => {
    const seen = recordRequests();
    server.use(
      http.post(API.auth.resetPassword, async () => {
        await delay(150);
        return errorAnswer(401, 'E-mail não encontrado.');
      }),
    );
    const ui = await openForgot();
    await fill(ui.user, ui.email(), 'ninguem@exemplo.com.br');
    await ui.user.click(ui.send());
    expect(screen.getByRole('status', { name: m.sending })).toBeInTheDocument();
    await ui.user.type(ui.email(), '{Enter}');
    expect(await screen.findByText(m.forgotRejected)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('sends the reset request with the e-mail in the path, confirms and returns to sign-in with the e-mail', async () => {
    const seen = recordRequests();
    server.use(http.post(API.auth.resetPassword, () => HttpResponse.json({ message: 'E-mail enviado com sucesso!' })));
    const ui = await openForgot();
    await ui.user.type(ui.email(), 'loja@exemplo.com.br{Enter}');
    expect(await screen.findByText(m.forgotSent)).toBeInTheDocument();
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/box/business-service/v1/businesses/reset-password/loja@exemplo.com.br/true' }),
    ]);
    expect(screen.getByRole('heading', { name: m.welcomeTitle })).toBeInTheDocument();
    expect(ui.email()).toHaveValue('loja@exemplo.com.br');
  });

  it('a rejected request shows the catalogued message and stays on the view', async () => {
    server.use(
      http.post(API.auth.resetPassword, async () => {
        await delay(100);
        return errorAnswer(401, 'E-mail não encontrado.');
      }),
    );
    const ui = await openForgot();
    await fill(ui.user, ui.email(), 'ninguem@exemplo.com.br');
    await ui.user.click(ui.send());
    expect(screen.getByRole('status', { name: m.sending })).toBeInTheDocument();
    expect(await screen.findByText(m.forgotRejected)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: m.forgotTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: m.forgotTitle })).getByLabelText(m.emailLabel)).toHaveValue('ninguem@exemplo.com.br');
  });
});

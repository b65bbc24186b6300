import { randomBytes } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { operations } from 'shared/contract-types/auth';
import { SESSION_COOKIE, defineHandlers } from '../http/context';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import type { Sandbox } from '../domain/sandbox';
import { SESSION_MAX_AGE_MS } from '../domain/sessions';
import { ApiError, forbidden, notFound, unauthorized, unprocessable } from '../domain/errors';
import { isStrongPassword, WEAK_PASSWORD } from '../domain/accounts';
import { businessData, sessionData } from '../domain/views';

/**
 * Sign-in failures allowed per client + e-mail within the window before answering 429. The client is the
 * browser's address as the portal's proxy reports it (trustProxy in server.ts), never the proxy's own: wrong
 * passwords typed elsewhere cannot lock the rightful merchant out of their own sign-in.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas de acesso. Aguarde um minuto e tente novamente.';
export const DEMO_RESET_TOKEN = 'token-demo';

const failures = new WeakMap<Sandbox, Map<string, number[]>>();

/**
 * 'Esqueceu sua senha?' (docs/decisions.md D11, and ''Esqueceu sua senha?' tells no one which e-mails
 * exist'): a client
 * (the browser's address, as for sign-in) and an e-mail address are each sent at most so many links a window. A
 * call over either limit stores no token and sends nothing, and answers exactly as any other call, so that whoever
 * asks learns neither whether the address has an account nor whether it was limited. An account keeps at most
 * MAX_RESET_TOKENS links, each valid RESET_TOKEN_TTL_MS; a reset done with one ends them all.
 */
export const RESET_LIMITS = {
  perClient: { points: 10, duration: 15 * 60 },
  perAddress: { points: 3, duration: 60 * 60 },
} as const;
export const MAX_RESET_TOKENS = 3;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const RESET_SENT = 'E-mail enviado com sucesso!';
export const RESET_INVALID = 'Token de redefinição inválido ou expirado.';

interface ResetState {
  perClient: RateLimiterMemory;
  perAddress: RateLimiterMemory;
  /** The links of each account (user id), oldest first. */
  issued: Map<number, { token: string; at: number }[]>;
}

const resets = new WeakMap<Sandbox, ResetState>();

function resetState(sandbox: Sandbox): ResetState {
  let state = resets.get(sandbox);
  if (!state) {
    state = {
      perClient: new RateLimiterMemory({ keyPrefix: 'reset-client', ...RESET_LIMITS.perClient }),
      perAddress: new RateLimiterMemory({ keyPrefix: 'reset-address', ...RESET_LIMITS.perAddress }),
      issued: new Map(),
    };
    resets.set(sandbox, state);
  }
  return state;
}

/** Whether the key is still within its limiter's points (counting this call). */
const within = (limiter: RateLimiterMemory, key: string): Promise<boolean> =>
  limiter.consume(key).then(
    () => true,
    () => false,
  );

/** The e-mail of the path, as typed: a second decoding only where it is valid ('%' may be part of an address). */
function addressOf(raw: string): string {
  try {
    return decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** The account's links still valid; the sandbox forgets the others. */
function validTokens(sandbox: Sandbox, state: ResetState, userId: number, now: number): { token: string; at: number }[] {
  const kept = (state.issued.get(userId) ?? []).filter(({ token, at }) => {
    const valid = now - at < RESET_TOKEN_TTL_MS && sandbox.resetTokens.get(token) === userId;
    if (!valid) sandbox.resetTokens.delete(token);
    return valid;
  });
  if (kept.length) state.issued.set(userId, kept);
  else state.issued.delete(userId);
  return kept;
}

/** Keeps a new link for the account, dropping its oldest beyond MAX_RESET_TOKENS. */
function issueToken(sandbox: Sandbox, state: ResetState, userId: number, token: string, now: number): void {
  const tokens = [...validTokens(sandbox, state, userId, now), { token, at: now }];
  while (tokens.length > MAX_RESET_TOKENS) sandbox.resetTokens.delete(tokens.shift()!.token);
  sandbox.resetTokens.set(token, userId);
  state.issued.set(userId, tokens);
}

/** The account a link resets, while the link is valid. */
function tokenUser(sandbox: Sandbox, token: string, now: number): number | undefined {
  const userId = sandbox.resetTokens.get(token);
  if (userId === undefined) return undefined;
  return validTokens(sandbox, resetState(sandbox), userId, now).some((t) => t.token === token) ? userId : undefined;
}

/**
 * A client sending wrong passwords for ever-new e-mails adds a key a try: past this many keys, those whose last
 * failure left the window are forgotten, so the log holds about one window's worth.
 */
export const LOGIN_LOG_SWEEP_AT = 1_000;

function forgetOldFailures(log: Map<string, number[]>, since: number): void {
  for (const [key, times] of log) if (times[times.length - 1] <= since) log.delete(key);
}

/** How many clients and e-mails the sign-in failure log holds (its memory). */
export const loginFailureKeys = (sandbox: Sandbox): number => failureLog(sandbox).size;

function failureLog(sandbox: Sandbox): Map<string, number[]> {
  let log = failures.get(sandbox);
  if (!log) {
    log = new Map();
    failures.set(sandbox, log);
  }
  return log;
}

// The cookie lasts no longer than the session can (SESSION_MAX_AGE_MS); the server decides before that.
const cookieOptions = { path: '/', httpOnly: true, sameSite: 'Strict' as const, maxAge: SESSION_MAX_AGE_MS / 1000 };

export const handlers = defineHandlers<operations>({
  login: ({ body, request, reply, sandbox, now }) => {
    const email = String(body.email).trim().toLowerCase();
    const key = `${request.ip}|${email}`;
    const log = failureLog(sandbox);
    const since = now().getTime() - LOGIN_WINDOW_MS;
    const recent = (log.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= LOGIN_MAX_FAILURES) {
      reply.header('retry-after', String(Math.ceil((recent[0] + LOGIN_WINDOW_MS - now().getTime()) / 1000)));
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
    const user = sandbox.userByEmail(email);
    if (!user || user.password !== body.password || user.active !== '1') {
      if (log.size >= LOGIN_LOG_SWEEP_AT) forgetOldFailures(log, since);
      log.set(key, [...recent, now().getTime()]);
      throw unauthorized('E-mail ou senha inválidos.');
    }
    log.delete(key);
    const session = sandbox.createSession(user.id);
    setCookie(reply, SESSION_COOKIE, session.id, cookieOptions);
    return { data: sessionData(sandbox, user) };
  },

  logout: ({ request, reply, sandbox }) => {
    const id = readCookie(request, SESSION_COOKIE);
    if (id) sandbox.sessions.delete(id);
    clearCookie(reply, SESSION_COOKIE, cookieOptions);
    return { message: 'Sessão encerrada.' };
  },

  getSession: ({ sandbox, user }) => ({ data: sessionData(sandbox, user()) }),

  requestPasswordReset: async ({ params, request, sandbox, now }) => {
    const state = resetState(sandbox);
    const email = addressOf(params.email);
    // The address is counted only for a client within its own limit: one client's flood spends no one's address.
    const allowed = (await within(state.perClient, request.ip)) && (await within(state.perAddress, email));
    // The same work and the same answer whatever the address and the limits say.
    const token = randomBytes(24).toString('base64url');
    const user = sandbox.userByEmail(email);
    // Only an active account is sent a link.
    if (allowed && user?.active === '1') issueToken(sandbox, state, user.id, token, now().getTime());
    return { message: RESET_SENT };
  },

  changePasswordWithToken: ({ params, body, sandbox, now }) => {
    const token = String(params.token);
    const userId = tokenUser(sandbox, token, now().getTime());
    if (token !== DEMO_RESET_TOKEN && userId === undefined) throw unauthorized(RESET_INVALID);
    if (body.token !== undefined && body.token !== token) throw unauthorized(RESET_INVALID);
    if (!isStrongPassword(body.password)) {
      throw unprocessable('Senha fraca.', [WEAK_PASSWORD]);
    }
    if (body.password !== body.confirm_password) throw unprocessable('As senhas precisam ser iguais!');
    // 'token-demo' is always valid and changes no account, so the demo accounts keep 'Senha@123'.
    if (userId !== undefined) {
      const user = sandbox.users.get(userId);
      if (user) user.password = body.password;
      // A reset is for a password someone else may know: every session of the user ends, and every other link.
      if (user) sandbox.endSessionsOf(user.id);
      const state = resetState(sandbox);
      for (const issued of state.issued.get(userId) ?? []) sandbox.resetTokens.delete(issued.token);
      state.issued.delete(userId);
    }
    return { message: 'Senha alterada com sucesso!' };
  },

  listFranchiseStores: ({ params, sandbox, user }) => {
    const me = user();
    if (!me.main || me.franchise_id !== params.franchiseId || me.id !== params.businessUserId) {
      throw forbidden('Franquia não pertence a este usuário.');
    }
    const franchise = sandbox.franchises.get(params.franchiseId);
    if (!franchise) throw notFound('Franquia não encontrada.');
    return {
      data: franchise.store_uuids.map((uuid) => {
        const store = sandbox.business(uuid);
        return { uuid: store.uuid, name: store.fantasy_name, postpaid: store.postpaid };
      }),
    };
  },

  getBusiness: ({ params, query, sandbox, user }) => {
    const business = sandbox.businesses.get(params.uuid);
    if (!business) throw notFound('Comércio não encontrado.');
    if (!sandbox.canAccess(user(), business.uuid)) throw forbidden('Este comércio não pertence ao usuário.');
    return { data: businessData(business, query.withToken === '1' || query.withToken === 'true') };
  },

  getBalance: ({ sandbox, scope }) => {
    const { business } = scope();
    return { data: { balance: sandbox.wallet(business.uuid).balance, postpaid: business.postpaid } };
  },
});

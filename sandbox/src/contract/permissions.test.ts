import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import type { ContractOperation } from './load';

/**
 * Permissions are the server's rule, not only the screen's (docs/decisions.md, 'Permissions are the server's
 * rule'): every call that changes data names the permission it needs in the contract (`x-permission`), the sandbox
 * answers 403 in the error shape without it, and docs/decisions.md's table lists exactly those calls. Walked for a
 * role that lacks each permission.
 */

/** Calls that change data and need no permission: the caller's own data, or a check that stores nothing. */
const NO_PERMISSION_NEEDED: Record<string, string> = {
  changeOwnPassword: 'one’s own password',
  updateOwnUser: 'one’s own name and e-mail (choosing a role needs profile.show and a role within one’s permissions, checked by the handler)',
  validateOrder: 'a check before a delivery is created: it stores nothing',
};

/**
 * Calls answered without a session, and why. Every other read needs one (401), as every call that changes data does.
 */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  login: 'signing in',
  logout: 'ends whatever session the cookie names; answers alike without one',
  requestPasswordReset: "'Esqueceu sua senha?', before any session (answers every address alike, D11)",
  changePasswordWithToken: 'the reset link: its token is the credential',
  searchPlaces: "the geo-service: streets by name, nothing of any store (called with the geo-service's own key)",
  geocodePlace: "the geo-service: a place's coordinates, nothing of any store",
  getDeliveryTracking: "a delivery's track_url, sent to its customer: status, store name, the courier's first name",
  viewBillet: "a boleto's page, a bank's link (its code is random): payer, amount, due date",
};

const DECISIONS = path.resolve(__dirname, '../../../docs/decisions.md');

describe('permissions', () => {
  const app = createTestServer();
  let admin = '';
  beforeAll(async () => {
    await app.ready();
    admin = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const writes = () => app.contract.operations.filter((op) => op.method !== 'GET' && !op.public);
  const guarded = () => app.contract.operations.filter((op): op is ContractOperation & { permission: string } => Boolean(op.permission));
  const urlOf = (op: ContractOperation) => op.path.replace(/\{[^}]+\}/g, '1');
  const call = (op: ContractOperation, cookie: string) =>
    app.inject({ method: op.method, url: urlOf(op), headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });

  /** Signs in a new staff profile of loja's store whose role has every permission but `missing`. */
  async function withoutPermission(missing: string): Promise<string> {
    const all = (await app.inject({ method: 'GET', url: '/api/box/v2/permissions', headers: { cookie: admin } })).json().data as { id: number; name: string }[];
    // Checks are substring matches on the names (docs/spec/part-2-operations-account.md §6): every name holding
    // `missing` goes.
    const permissions = all.filter((p) => !p.name.includes(missing)).map((p) => p.id);
    const key = Math.random().toString(36).slice(2, 8);
    const role = await app.inject({
      method: 'POST',
      url: '/api/box/v2/roles',
      headers: { cookie: admin },
      payload: { display_name: `Sem ${missing} ${key}`, permissions },
    });
    expect(role.statusCode).toBe(201);
    const email = `sem.${missing.replace('.', '-')}.${key}@exemplo.com.br`;
    const profile = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business-user',
      headers: { cookie: admin },
      payload: { name: `Sem ${missing}`, social_name: 'Teste', email, roles: [role.json().data.id] },
    });
    expect(profile.statusCode).toBe(201);
    return signIn(app, email);
  }

  it('every call that changes data names its permission, or says why it needs none', () => {
    const unguarded = writes()
      .filter((op) => !op.permission && !(op.operationId in NO_PERMISSION_NEEDED))
      .map((op) => `${op.method} ${op.path} (${op.operationId})`);
    expect(unguarded).toEqual([]);
    const known = new Set(app.sandbox.permissions.map((p) => p.name));
    expect(
      guarded()
        .filter((op) => !known.has(op.permission))
        .map((op) => op.operationId),
    ).toEqual([]);
  });

  it('answers 401 in the error shape to every call that changes data without a session, whatever it sends', async () => {
    const failures: string[] = [];
    for (const op of writes()) {
      for (const cookie of ['', 'portal_session=forjada']) {
        const res = await call(op, cookie);
        const body = res.json() as { message?: unknown; errors?: { detail?: unknown }[] };
        if (res.statusCode !== 401 || typeof body.message !== 'string' || typeof body.errors?.[0]?.detail !== 'string') {
          failures.push(`${op.operationId} with '${cookie}': ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 in the error shape to every read without a session; only the calls public by design answer without one', async () => {
    expect(
      app.contract.operations
        .filter((op) => op.public)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(Object.keys(PUBLIC_BY_DESIGN).sort());
    const failures: string[] = [];
    for (const op of app.contract.operations.filter((o) => o.method === 'GET' && !o.public)) {
      for (const cookie of ['', 'portal_session=forjada']) {
        const res = await app.inject({ method: 'GET', url: urlOf(op), headers: { cookie } });
        const body = res.json() as { message?: unknown; errors?: { detail?: unknown }[] };
        if (res.statusCode !== 401 || typeof body.message !== 'string' || typeof body.errors?.[0]?.detail !== 'string') {
          failures.push(`${op.operationId} with '${cookie}': ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 in the error shape to a profile without the permission, whatever it sends; the admin passes the check', async () => {
    const failures: string[] = [];
    for (const permission of [...new Set(guarded().map((op) => op.permission))]) {
      const cookie = await withoutPermission(permission);
      for (const op of guarded().filter((o) => o.permission === permission)) {
        const denied = await call(op, cookie);
        const body = denied.json() as { message?: unknown; errors?: { detail?: unknown }[] };
        if (denied.statusCode !== 403 || typeof body.message !== 'string' || typeof body.errors?.[0]?.detail !== 'string') {
          failures.push(`${op.operationId} without ${permission}: ${denied.statusCode} ${denied.body.slice(0, 120)}`);
        }
        // With every permission the same call gets past the check (to its own 400, 404 or 422).
        const allowed = await call(op, admin);
        if (allowed.statusCode === 403) failures.push(`${op.operationId} with every permission: 403 ${allowed.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("is the table of docs/decisions.md ('Permissions are the server's rule'), call for call", () => {
    const rows = [...readFileSync(DECISIONS, 'utf8').matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` +\| `([a-z]+\.[a-z]+)` +\|/gm)].map(
      ([, method, p, permission]) => `${method} ${p} → ${permission}`,
    );
    const contract = guarded().map((op) => `${op.method} ${op.path} → ${op.permission}`);
    expect(rows.sort()).toEqual(contract.sort());
  });
});

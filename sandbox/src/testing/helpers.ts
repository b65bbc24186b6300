import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildServerOptions } from '../server';
import { DEMO_PASSWORD } from '../domain/seed';
import { FIXED_NOW } from './testSandbox';

export { FIXED_NOW };

/** A sandbox with a controllable clock and no background simulation; JSON answers are checked against the contract. */
export function createTestServer(options: BuildServerOptions = {}): FastifyInstance & { clock: { now: Date } } {
  const clock = { now: new Date(FIXED_NOW) };
  const app = buildServer({ now: () => clock.now, simulation: false, validateResponses: true, ...options });
  return Object.assign(app, { clock });
}

export const LOGIN_URL = '/api/box/business-service/v1/businesses/login';

/** Signs in and returns the `portal_session=…` cookie pair. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const raw = Array.isArray(header) ? header[0] : String(header);
  return raw.split(';')[0];
}

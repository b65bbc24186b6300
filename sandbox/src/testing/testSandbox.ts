import { Sandbox } from '../domain/sandbox';
import { seedSandbox } from '../domain/seed';
import { Simulation } from '../domain/simulation';

/** A fixed clock: Monday 2026-11-23 15:00 in São Paulo (18:00 UTC). */
export const FIXED_NOW = new Date('2026-11-23T18:00:00.000Z');

/**
 * The seeded sandbox and its simulation as buildServer makes them, on a controllable clock, without the HTTP server:
 * for a domain test that calls no route (the server's contract and validators take a second to load).
 */
export function createTestSandbox(): { clock: { now: Date }; sandbox: Sandbox; simulation: Simulation } {
  const clock = { now: new Date(FIXED_NOW) };
  const sandbox = new Sandbox(() => clock.now);
  seedSandbox(sandbox);
  return { clock, sandbox, simulation: new Simulation(sandbox) };
}

import type { FastifyInstance } from 'fastify';
import { errorBody } from './http/errors';

/**
 * The sandbox's collector of the portal's reports about its remotes (docs/deployment.md, 'Watch'): the host sends
 * batches of events (a release loaded, failed to load, fell back, threw; a page's web vitals), each naming the remote,
 * its release, the page and the store — no personal data. `npm run releases` reads the summary. Kept in memory, like
 * the rest of the sandbox; a real deployment names its own collector (or none) in portal-config.json.
 */
const TYPES = new Set(['load', 'load-error', 'fallback', 'error', 'vital']);
const VITALS = new Set(['LCP', 'INP', 'CLS']);
/** Events kept (the oldest go first) and per batch. */
export const KEPT_EVENTS = 20_000;
export const BATCH_LIMIT = 100;

export interface CollectedEvent {
  type: string;
  remote: string | null;
  release: string | null;
  to: string | null;
  page: string | null;
  store: string | null;
  message: string | null;
  name: string | null;
  value: number | null;
  at: number;
}

const text = (value: unknown, max = 120): string | null => (typeof value === 'string' && value ? value.slice(0, max) : null);

/** One event as sent, or null when it is not one (unknown type, a vital without a known name and a number). */
export function eventOf(raw: unknown, receivedAt: number): CollectedEvent | null {
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  if (typeof e.type !== 'string' || !TYPES.has(e.type)) return null;
  const value = typeof e.value === 'number' && Number.isFinite(e.value) && e.value >= 0 ? e.value : null;
  if (e.type === 'vital' && (value === null || typeof e.name !== 'string' || !VITALS.has(e.name))) return null;
  return {
    type: e.type,
    remote: text(e.remote, 40),
    release: text(e.release, 80),
    to: text(e.to, 80),
    page: text(e.page, 80),
    store: text(e.store, 64),
    message: text(e.message, 300),
    name: e.type === 'vital' ? (e.name as string) : null,
    value,
    at: receivedAt,
  };
}

export interface ReleaseSummary {
  remote: string;
  release: string;
  firstSeen: string;
  loads: number;
  errors: number;
  fallbacks: number;
  p75: { LCP: number | null; INP: number | null; CLS: number | null };
}

/** The 75th percentile (nearest rank), or null without values. */
export function p75(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** Per remote and release: since its first event, its loads, errors (thrown or failed loads), fallbacks away from it, p75 vitals. */
export function summarise(events: readonly CollectedEvent[]): ReleaseSummary[] {
  const byRelease = new Map<string, { summary: ReleaseSummary; vitals: Record<string, number[]> }>();
  for (const event of events) {
    if (!event.remote || !event.release) continue;
    const key = `${event.remote}\u0000${event.release}`;
    let entry = byRelease.get(key);
    if (!entry) {
      const summary: ReleaseSummary = {
        remote: event.remote,
        release: event.release,
        firstSeen: new Date(event.at).toISOString(),
        loads: 0,
        errors: 0,
        fallbacks: 0,
        p75: { LCP: null, INP: null, CLS: null },
      };
      entry = { summary, vitals: { LCP: [], INP: [], CLS: [] } };
      byRelease.set(key, entry);
    }
    if (event.type === 'load') entry.summary.loads += 1;
    if (event.type === 'error' || event.type === 'load-error') entry.summary.errors += 1;
    if (event.type === 'fallback') entry.summary.fallbacks += 1;
    if (event.type === 'vital' && event.name && event.value !== null) entry.vitals[event.name]?.push(event.value);
  }
  return [...byRelease.values()].map(({ summary, vitals }) => ({
    ...summary,
    p75: { LCP: p75(vitals.LCP!), INP: p75(vitals.INP!), CLS: p75(vitals.CLS!) },
  }));
}

/**
 * POST /api/sandbox/telemetry ({ events: [...] }, up to BATCH_LIMIT; what is not an event is dropped): 204.
 * GET /api/sandbox/telemetry/events (?remote=&type=): the events kept. GET /api/sandbox/telemetry/summary: per release.
 */
export function registerTelemetryRoutes(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const events: CollectedEvent[] = [];
  app.post('/api/sandbox/telemetry', async (request, reply) => {
    const body = request.body as { events?: unknown } | undefined;
    if (!body || !Array.isArray(body.events) || body.events.length > BATCH_LIMIT) {
      return reply.code(400).send(errorBody(`Envie { "events": [...] } com até ${BATCH_LIMIT} eventos.`));
    }
    const at = now().getTime();
    for (const raw of body.events) {
      const event = eventOf(raw, at);
      if (event) events.push(event);
    }
    events.splice(0, Math.max(0, events.length - KEPT_EVENTS));
    return reply.code(204).send();
  });
  app.get<{ Querystring: { remote?: string; type?: string } }>('/api/sandbox/telemetry/events', async (request, reply) => {
    const { remote, type } = request.query;
    const matching = events.filter((e) => (!remote || e.remote === remote) && (!type || e.type === type));
    return reply.header('Cache-Control', 'no-store').send({ events: matching });
  });
  app.get('/api/sandbox/telemetry/summary', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ releases: summarise(events) }));
}

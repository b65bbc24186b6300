import { buildServer } from './server';
import { eventOf, p75, summarise, type CollectedEvent } from './telemetry';

const at = Date.parse('2026-11-25T12:00:00Z');
const event = (fields: Partial<CollectedEvent>): CollectedEvent =>
  eventOf({ remote: 'account', release: '1.1.0-b', page: 'account/WalletPage', ...fields }, at)!;

describe('the sandbox collector of the portal reports', () => {
  it('keeps what an event names and drops what is not one', () => {
    expect(eventOf({ type: 'error', remote: 'account', release: '1.1.0-b', message: 'x'.repeat(500) }, at)?.message).toHaveLength(300);
    expect(eventOf({ type: 'nonsense', remote: 'account' }, at)).toBeNull();
    expect(eventOf({ type: 'vital', name: 'FID', value: 10 }, at)).toBeNull();
    expect(eventOf({ type: 'vital', name: 'LCP', value: Number.NaN }, at)).toBeNull();
    expect(eventOf('error', at)).toBeNull();
  });

  it('summarises per remote and release: loads, errors, fallbacks and p75 of the vitals', () => {
    const events = [
      event({ type: 'load' }),
      event({ type: 'load' }),
      event({ type: 'error', message: 'boom' }),
      event({ type: 'load-error' }),
      event({ type: 'fallback', to: '1.0.0-a' }),
      ...[100, 200, 300, 400].map((value) => event({ type: 'vital', name: 'LCP', value })),
      event({ type: 'vital', name: 'INP', value: 40 }),
      eventOf({ type: 'load', remote: 'account', release: '1.0.0-a' }, at)!,
    ];
    expect(summarise(events)).toEqual([
      {
        remote: 'account',
        release: '1.1.0-b',
        firstSeen: '2026-11-25T12:00:00.000Z',
        loads: 2,
        errors: 2,
        fallbacks: 1,
        p75: { LCP: 300, INP: 40, CLS: null },
      },
      expect.objectContaining({ release: '1.0.0-a', loads: 1, errors: 0 }),
    ]);
    expect(p75([])).toBeNull();
  });

  it('takes batches over HTTP and answers the events and the summary', async () => {
    const app = buildServer({ simulation: false });
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/sandbox/telemetry',
        payload: {
          events: [{ type: 'error', remote: 'account', release: '1.1.0-b', page: 'account/WalletPage', store: 's-1', message: 'boom' }, { type: '?' }],
        },
      });
      expect(sent.statusCode).toBe(204);
      const { events } = (await app.inject({ url: '/api/sandbox/telemetry/events?remote=account' })).json() as { events: CollectedEvent[] };
      expect(events).toEqual([expect.objectContaining({ type: 'error', release: '1.1.0-b', store: 's-1', message: 'boom' })]);
      const summary = (await app.inject({ url: '/api/sandbox/telemetry/summary' })).json() as { releases: unknown[] };
      expect(summary.releases).toEqual([expect.objectContaining({ remote: 'account', errors: 1 })]);
      const tooMany = await app.inject({
        method: 'POST',
        url: '/api/sandbox/telemetry',
        payload: { events: Array.from({ length: 101 }, () => ({ type: 'load' })) },
      });
      expect(tooMany.statusCode).toBe(400);
    } finally {
      await app.close();
    }
    // Building the whole sandbox (its contract, its seed) takes seconds on a loaded runner.
  }, 30_000);
});

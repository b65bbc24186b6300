import { sessionActions } from '../session/actions';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';
import { resetStores } from '../testing/render';
import { CONFIRM_CHECKS, CONFIRM_INTERVAL_MS, checkUntilAnswered, confirmWindowMs, watchSession } from './confirmLostWrite';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  resetStores();
  delete window.__PORTAL_CONFIG__;
});

/** When each check ran, in ms since the start. */
function recordedCheck(answerAt: number | null) {
  const started = Date.now();
  const at: number[] = [];
  const check = async () => {
    at.push(Date.now() - started);
    return answerAt !== null && at.length === answerAt ? 'answered' : undefined;
  };
  return { check, at };
}

describe('checkUntilAnswered: a write whose answer was lost', () => {
  it('reads at once, then every 3 s until the window of its checks has passed; no answer is undefined', async () => {
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.orderAction });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(at).toEqual([0, 3_000, 6_000, 9_000, 12_000]);
  });

  it('a write sent again waits one interval first, and stops at its answer', async () => {
    const { check, at } = recordedCheck(2);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.create, waitFirst: true });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBe('answered');
    expect(at).toEqual([3_000, 6_000]);
  });

  it('a create or a top-up is checked for 45 s; a check that throws ends it with its error', async () => {
    expect(confirmWindowMs(CONFIRM_CHECKS.create)).toBe(45_000);
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.create, waitFirst: true });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(at).toHaveLength(15);
    const refused = checkUntilAnswered(() => Promise.reject(new Error('422')), { checks: 4 });
    await expect(refused).rejects.toThrow('422');
  });

  it("follows the deployment's pace (confirmIntervalMs, 0.1 to 60 s), keeping the number of checks", async () => {
    window.__PORTAL_CONFIG__ = { confirmIntervalMs: 500 };
    expect(confirmWindowMs(CONFIRM_CHECKS.orderAction)).toBe(2_000);
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.orderAction });
    await jest.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(at).toEqual([0, 500, 1_000, 1_500, 2_000]);
    for (const ignored of [50, 120_000, Number.NaN, '500']) {
      window.__PORTAL_CONFIG__ = { confirmIntervalMs: ignored as number };
      expect(confirmWindowMs(1)).toBe(CONFIRM_INTERVAL_MS);
    }
  });
});

describe('checkUntilAnswered: the session it was started in', () => {
  const other = () => makeUser({ business_uuid: 'b1c2d3e4-0000-4000-8000-000000000002', business_user_id: 502 });

  it("stops for good at 'Sair': nothing more is sent, even when the next person signs in", async () => {
    sessionActions.setUser(makeUser());
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.create, waitFirst: true });
    await jest.advanceTimersByTimeAsync(3_000);
    expect(at).toEqual([3_000]);
    sessionActions.logout();
    sessionActions.setUser(other());
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(at).toEqual([3_000]);
  });

  it('stops at an expiry, and the same user signing in again does not start it over', async () => {
    sessionActions.setUser(makeUser());
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.create, waitFirst: true });
    await jest.advanceTimersByTimeAsync(1_000);
    sessionActions.expire();
    sessionActions.setUser(makeUser());
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(at).toEqual([]);
  });

  it('ends at once when the session ends during a check that never answers (a 401)', async () => {
    sessionActions.setUser(makeUser());
    let calls = 0;
    const outcome = checkUntilAnswered(
      () => {
        calls += 1;
        return new Promise<undefined>(() => undefined);
      },
      { checks: CONFIRM_CHECKS.create },
    );
    sessionActions.expire();
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });

  it("a franchise store switch is not the session's end: the checks go on", async () => {
    const stores = makeFranchiseStores();
    sessionActions.setFranchiseStores(stores);
    sessionActions.selectFranchiseStore(stores[0]!);
    sessionActions.setUser(makeUser());
    const { check, at } = recordedCheck(3);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.orderAction });
    sessionActions.selectFranchiseStore(stores[2]!);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBe('answered');
    expect(at).toEqual([0, 3_000, 6_000]);
  });

  it('a session watched before the first send: ended before the checks begin, none is made; a signal stops them too', async () => {
    sessionActions.setUser(makeUser());
    const session = watchSession();
    sessionActions.logout();
    sessionActions.setUser(makeUser());
    const { check, at } = recordedCheck(null);
    const outcome = checkUntilAnswered(check, { checks: CONFIRM_CHECKS.create, signal: session.ended });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toBeUndefined();
    expect(at).toEqual([]);
    session.release();

    const cancel = new AbortController();
    const second = recordedCheck(null);
    const cancelled = checkUntilAnswered(second.check, { checks: CONFIRM_CHECKS.create, signal: cancel.signal });
    await jest.advanceTimersByTimeAsync(3_000);
    expect(second.at).toEqual([0, 3_000]);
    cancel.abort();
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(cancelled).resolves.toBeUndefined();
    expect(second.at).toEqual([0, 3_000]);
  });
});

import { CONFIRM_CHECKS, CONFIRM_INTERVAL_MS, checkUntilAnswered, confirmWindowMs } from './confirmLostWrite';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
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

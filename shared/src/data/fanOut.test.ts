import { FAN_OUT_CONCURRENCY, fanOut, fanOutLoad } from './fanOut';

describe('the fan-out queue', () => {
  it('lets at most six reads run at once, the others wait their turn in order, and all answer', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const read = (i: number) => async () => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return i;
    };
    // 50 stores × 3 lists: what a franchise's alerts ask every minute.
    const all = Array.from({ length: 150 }, (_, i) => fanOut(read(i)));
    await Promise.resolve();
    expect(fanOutLoad()).toEqual({ active: FAN_OUT_CONCURRENCY, pending: 150 - FAN_OUT_CONCURRENCY });
    expect(await Promise.all(all)).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(most).toBe(FAN_OUT_CONCURRENCY);
    expect(started).toEqual(Array.from({ length: 150 }, (_, i) => i));
  });

  it('a failing read frees its place and fails alone', async () => {
    const failing = fanOut(() => Promise.reject(new Error('network')));
    const fine = fanOut(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('network');
    await expect(fine).resolves.toBe('ok');
    expect(fanOutLoad()).toEqual({ active: 0, pending: 0 });
  });
});

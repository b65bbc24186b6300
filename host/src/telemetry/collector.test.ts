import { onPortalError } from 'shared';
import { BATCH_MS, BATCH_SIZE, startCollector } from './collector';
import { report } from './report';

const vitals: Record<string, (metric: { name: string; value: number }) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: never) => (vitals.LCP = callback),
  onINP: (callback: never) => (vitals.INP = callback),
  onCLS: (callback: never) => (vitals.CLS = callback),
}));
jest.mock('../remotes/registry', () => ({
  releaseOf: (name: string) =>
    name === 'account' ? { release: '1.2.0-c', url: 'https://cdn.example.com/remote-account/1.2.0-c/mf-manifest.json', role: 'canary' } : undefined,
}));

const sent = () =>
  jest
    .mocked(window.fetch)
    .mock.calls.flatMap(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { events: Array<Record<string, unknown>> }).events);

beforeAll(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'fetch', { value: jest.fn().mockResolvedValue({ ok: true }), configurable: true, writable: true });
  window.history.replaceState({}, '', '/pages/wallet');
});

describe('the reports about the remotes', () => {
  it('sends what waited, then batches of events every few seconds, each naming remote, release, page and store', () => {
    const heard: unknown[] = [];
    onPortalError((event) => heard.push(event));
    report({ type: 'fallback', remote: 'account', release: '1.2.0-c', to: '1.1.0-b', message: 'boom' });
    report({ type: 'load', remote: 'account', release: '1.1.0-b', once: true });
    report({ type: 'load', remote: 'account', release: '1.1.0-b', once: true });
    // The hooks hear an error at once, collector or not.
    expect(heard).toEqual([expect.objectContaining({ type: 'fallback', page: 'account/WalletPage', store: null })]);

    startCollector('/api/sandbox/telemetry');
    vitals.LCP!({ name: 'LCP', value: 812 });
    expect(window.fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BATCH_MS);
    expect(window.fetch).toHaveBeenCalledTimes(1);
    expect(jest.mocked(window.fetch).mock.calls[0]![0]).toBe('/api/sandbox/telemetry');
    expect(sent()).toEqual([
      expect.objectContaining({ type: 'fallback', remote: 'account', release: '1.2.0-c', to: '1.1.0-b' }),
      expect.objectContaining({ type: 'load', release: '1.1.0-b' }),
      expect.objectContaining({ type: 'vital', name: 'LCP', value: 812, remote: 'account', release: '1.2.0-c', page: 'account/WalletPage' }),
    ]);
  });

  it("attributes an error thrown in a remote's chunk to that remote's release, and leaves the host's own errors out", () => {
    jest.mocked(window.fetch).mockClear();
    const inRemote = new Error('kaput');
    inRemote.stack = 'Error: kaput\n    at x (https://cdn.example.com/remote-account/1.2.0-c/__federation_expose_WalletPage.1.js:1:1)';
    window.dispatchEvent(new ErrorEvent('error', { error: inRemote }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('host') }));
    for (let i = 0; i < BATCH_SIZE - 1; i += 1) report({ type: 'vital', name: 'CLS', value: 0.01 });
    // The batch is full: sent without waiting.
    expect(window.fetch).toHaveBeenCalledTimes(1);
    expect(sent().filter((e) => e.type === 'error')).toEqual([expect.objectContaining({ remote: 'account', release: '1.2.0-c', message: 'kaput' })]);
  });

  it('sends what is left with sendBeacon when the page is hidden', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    report({ type: 'load', remote: 'account', release: '1.2.0-c' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('/api/sandbox/telemetry', expect.any(Blob));
  });
});

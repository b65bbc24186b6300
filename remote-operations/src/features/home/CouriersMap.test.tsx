import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { createPortalQueryClient } from 'shared/data';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { CouriersMap } from './CouriersMap';
import { homeMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const courier = (lat: number, lng: number) => ({ uuid: 'c1', name: 'Carlos Perto', lat, lng });

installNetwork();
afterEach(() => jest.useRealTimers());

/** The sandbox's nearby couriers, one answer after another (the last one repeats). */
function answerNearby(...answers: (ReturnType<typeof courier>[] | 'fails')[]): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get(API.operations.nearbyCouriers, () => {
      const next = answers[Math.min(seen.calls, answers.length - 1)]!;
      seen.calls += 1;
      return next === 'fails' ? errorAnswer(500, 'Erro interno.') : answer({ data: next });
    }),
  );
  return seen;
}

describe('CouriersMap', () => {
  it('moves a courier to its new position on the 60 s refresh, in the same map', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const nearby = answerNearby([courier(-23.5601, -46.6551)], [courier(-23.5612, -46.6543)]);
    renderWithProviders(<CouriersMap />, { session: { user: makeUser() } });
    const map = await screen.findByRole('region', { name: m.mapTitle });
    const marker = await within(map).findByTitle('Carlos Perto');
    expect(marker).toHaveAttribute('data-lat', '-23.5601');

    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    // The refresh's answer comes through the (fake) network: wait for it.
    await waitFor(() => expect(nearby.calls).toBe(2));
    await waitFor(() => expect(within(map).getByTitle('Carlos Perto')).toHaveAttribute('data-lat', '-23.5612'));
    expect(within(map).getByTitle('Carlos Perto')).toHaveAttribute('data-lng', '-46.6543');
    // The map itself was not drawn anew: the merchant's pan and zoom stay.
    expect(screen.getByRole('region', { name: m.mapTitle })).toBe(map);
  });

  it('keeps the last positions with a quiet note when a refresh fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerNearby([courier(-23.5601, -46.6551)], 'fails');
    renderWithProviders(<CouriersMap />, { session: { user: makeUser() } });
    const map = await screen.findByRole('region', { name: m.mapTitle });
    await within(map).findByTitle('Carlos Perto');
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText(m.mapStale)).toBeInTheDocument();
    expect(within(map).getByTitle('Carlos Perto')).toHaveAttribute('data-lat', '-23.5601');
  });

  it('asks again when the tab comes back after a while away, not after a glance, and when the network comes back', async () => {
    // The clock moves only when the test moves it: a busy machine's slow first draw is no time away.
    jest.useFakeTimers();
    const nearby = answerNearby([courier(-23.5601, -46.6551)]);
    renderWithProviders(<CouriersMap />, { session: { user: makeUser() }, queryClient: createPortalQueryClient() });
    await screen.findByTitle('Carlos Perto');
    const tab = (state: 'hidden' | 'visible') =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    const away = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    try {
      tab('hidden');
      await away(5_000);
      tab('visible');
      expect(nearby.calls).toBe(1);
      tab('hidden');
      await away(61_000);
      expect(nearby.calls).toBe(1); // a hidden tab's map waits
      tab('visible');
      await waitFor(() => expect(nearby.calls).toBe(2));

      act(() => window.dispatchEvent(new Event('offline')));
      await away(20_000);
      act(() => window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(nearby.calls).toBe(3));
    } finally {
      tab('visible');
    }
  });

  it('lists the couriers when the store has no coordinates', async () => {
    answerNearby([courier(-23.5601, -46.6551)]);
    renderWithProviders(<CouriersMap />, { session: { user: makeUser({ address: undefined }) } });
    expect(await screen.findByText('Carlos Perto')).toBeInTheDocument();
    expect(screen.getByText(m.mapNoStoreTitle)).toBeInTheDocument();
  });
});

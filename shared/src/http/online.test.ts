import { act, renderHook } from '@testing-library/react';
import { http, isOutcomeUnknown } from './client';
import { isAnswerLost, serverErrorText, serverErrorTexts } from './errors';
import { isOfflineError, NEEDS_NETWORK_MESSAGE, OfflineError, useOnline } from './online';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => setOnline(true));

describe('offline', () => {
  it('follows the network as the browser reports it', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => setOnline(false));
    expect(result.current).toBe(false);
    act(() => setOnline(true));
    expect(result.current).toBe(true);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('refuses a %s before sending it: its outcome is known, never "being confirmed"', async (method) => {
    setOnline(false);
    const error = await (http[method] as (url: string) => Promise<unknown>)('/api/box/anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(isOfflineError(error)).toBe(true);
    expect(isOutcomeUnknown(error)).toBe(false);
    expect(isAnswerLost(error)).toBe(false);
    // The screens that show the server's reason show that the change needs the network.
    expect(serverErrorText(error)).toBe(NEEDS_NETWORK_MESSAGE);
    expect(serverErrorTexts(error)).toEqual([NEEDS_NETWORK_MESSAGE]);
  });

  it('leaves the other errors as they were', () => {
    expect(isOfflineError(new Error('x'))).toBe(false);
    expect(serverErrorText(new Error('x'))).toBeUndefined();
  });
});

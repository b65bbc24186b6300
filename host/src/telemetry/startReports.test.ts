import { emitPortalError, portalStore, sessionAtom } from 'shared';
import { makeUser } from 'shared/testing';
import { startReportsWhenSignedIn } from './startReports';

const signedOut = portalStore.get(sessionAtom);

beforeEach(() => {
  jest.useFakeTimers();
  portalStore.set(sessionAtom, signedOut);
});
afterEach(() => jest.useRealTimers());

describe('the collector is loaded off the sign-in page', () => {
  it('waits on the sign-in page, then starts once a signed-in page is idle, once', () => {
    const start = jest.fn();
    const stop = startReportsWhenSignedIn(start);
    jest.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();

    portalStore.set(sessionAtom, { ...signedOut, user: makeUser(), isLogged: true });
    jest.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledTimes(1);
    emitPortalError({ type: 'error', page: '/', store: null, at: 0 });
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts at once for an error reported before sign-in (a remote failing on the sign-in page is seen)', () => {
    const start = jest.fn();
    const stop = startReportsWhenSignedIn(start);
    emitPortalError({ type: 'load-error', remote: 'auth', page: '/', store: null, at: 0 });
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts when the page opens signed in (a reload), and not after it was stopped', () => {
    portalStore.set(sessionAtom, { ...signedOut, user: makeUser(), isLogged: true });
    const start = jest.fn();
    startReportsWhenSignedIn(start);
    jest.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledTimes(1);

    const other = jest.fn();
    startReportsWhenSignedIn(other)();
    jest.advanceTimersByTime(60_000);
    emitPortalError({ type: 'error', page: '/', store: null, at: 0 });
    expect(other).not.toHaveBeenCalled();
  });
});

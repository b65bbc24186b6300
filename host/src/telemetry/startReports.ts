import { onPortalError, portalStore, sessionAtom } from 'shared';
import { whenIdle } from '../idle';

/**
 * Loads the collector (collector.ts, with web-vitals) off the sign-in page's path: once a signed-in page is idle, or
 * at once when an error is reported before that (a remote that fails on the sign-in page is still seen). Until then
 * the events wait in report.ts. web-vitals reads the page's buffered entries, so the load's LCP is measured however
 * late it comes. `start` is called once; the returned function stops waiting.
 */
export function startReportsWhenSignedIn(start: () => void): () => void {
  let started = false;
  let cancelIdle: (() => void) | undefined;
  const stops: (() => void)[] = [];
  const go = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    start();
  };
  const whenSignedIn = () => {
    if (portalStore.get(sessionAtom).isLogged && !cancelIdle) cancelIdle = whenIdle(go);
  };
  stops.push(portalStore.sub(sessionAtom, whenSignedIn), onPortalError(go));
  whenSignedIn();
  return () => {
    cancelIdle?.();
    for (const stop of stops) stop();
  };
}

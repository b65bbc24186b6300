import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../idle';

/** The offline notice and the update prompt, with the service worker's registration: their code comes after the page's load. */
const AppStatus = lazy(() => import('./AppStatus'));

/**
 * Whether the page has settled: loaded, then nothing fetched for a while and the browser idle (whenIdle, as the
 * host's prefetch), so the worker's registration never competes with the first screen.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let cancelIdle: (() => void) | undefined;
    const loaded = () => {
      cancelIdle = whenIdle(() => setSettled(true));
    };
    // The load may have come before this effect.
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      cancelIdle?.();
    };
  }, [settled]);
  return settled;
}

/**
 * The installed app's layer (docs/decisions.md D13): nothing of it is fetched before the page is usable and settled, so the
 * first screen's bytes and time stay as they were; only a production build has a service worker to register.
 */
export function AppInstall() {
  const settled = useSettled();
  if (!settled || process.env.NODE_ENV !== 'production') return null;
  return (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  );
}

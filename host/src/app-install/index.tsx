import { lazy, Suspense, useEffect, useState } from 'react';

/** The offline notice and the update prompt, with the service worker's registration: their code comes after the page's load. */
const AppStatus = lazy(() => import('./AppStatus'));

/** Whether the page has loaded (the window's `load` event). */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    // The load may have come between the first render and this effect.
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * The installed app's layer (docs/decisions.md D13): nothing of it is fetched before the page is usable, so the
 * first screen's bytes and time stay as they were; only a production build has a service worker to register.
 */
export function AppInstall() {
  const loaded = useLoaded();
  if (!loaded || process.env.NODE_ENV !== 'production') return null;
  return (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  );
}

import { Suspense, useEffect, useState, type ReactNode } from 'react';

interface Props {
  /** Settles when the code the children wait for has arrived (or failed to). */
  arrival: Promise<unknown>;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A Suspense boundary whose content is shown the moment its code arrives. React holds back content that a boundary's
 * retry reveals until 300 ms after the boundary showed its fallback (against pages popping in piece by piece). With
 * the code in the service worker's cache, the sign-in form arrived ~150 ms after its spinner and waited out the rest,
 * and each layer of a signed-in page (the layout, then the page) waited again. An update of this component when
 * `arrival` settles is not a retry: React commits it at once (docs/performance.md, 'Ninth round'). The host's remote pages,
 * widgets and signed-in layout use it, and a remote's mount() for antd's providers (an integrator's first page).
 */
export function RevealAtOnce({ arrival, fallback, children }: Props) {
  const [, setArrivals] = useState(0);
  useEffect(() => {
    let mounted = true;
    const reveal = () => {
      if (mounted) setArrivals((count) => count + 1);
    };
    arrival.then(reveal, reveal);
    return () => {
      mounted = false;
    };
  }, [arrival]);
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

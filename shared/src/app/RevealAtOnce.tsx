import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

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
 * `arrival` settles is not a retry: React commits it at once (docs/performance.md, 'Ninth round'). It shows the lazy parts a
 * merchant waits for: the host's remote pages, widgets, signed-in layout and store pickers, a remote's mount()
 * for antd's providers (an integrator's first page), and the parts a page fetches only when it needs them (the maps,
 * the Pix QR code, the franchise's counters and store filter); all but the remote pages (their own load, with its
 * time-out and retry) through lazyAtOnce.
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

/**
 * A lazy component for RevealAtOnce: `Component` is React's lazy, `arrival()` the same load's promise (its code is asked
 * for once, when either is first used). `<RevealAtOnce arrival={part.arrival()} fallback={…}><part.Component /></RevealAtOnce>`.
 * A failed load is forgotten: the next `arrival()` asks again (React's lazy keeps its failure: a retry makes a new
 * `lazy(part.arrival)`, as mount() does).
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own lazy() takes any component type.
export function lazyAtOnce<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): { Component: LazyExoticComponent<T>; arrival: () => Promise<{ default: T }> } {
  let loading: Promise<{ default: T }> | undefined;
  const arrival = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { Component: lazy(arrival), arrival };
}

import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MAP_ZOOM } from '../domain/constants';
import { fitView } from './fitView';
import type { LatLng, MapViewProps } from './types';

/** The width a map is fitted to before it was measured (a test's document has no layout). */
const UNMEASURED_WIDTH = 600;

/**
 * Where a map opens: its `center` at the portal's zoom, or, with `fit`, the view that holds every marker, worked out
 * once the map's box is measured (null until then: the map is drawn after). Worked out once: a courier moving on a
 * refresh moves its marker, not the map the merchant may have panned.
 */
export function useMapView({ center, markers, fit, height = 360 }: MapViewProps): {
  ref: React.RefObject<HTMLElement | null>;
  view: { center: LatLng; zoom: number } | null;
} {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => setWidth(ref.current?.clientWidth || UNMEASURED_WIDTH), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view only, once the box is measured
  const view = useMemo(() => {
    if (!fit) return { center, zoom: MAP_ZOOM };
    if (width === null) return null;
    return (
      fitView(
        markers.map((marker) => marker.position),
        width,
        height,
        MAP_ZOOM,
      ) ?? { center, zoom: MAP_ZOOM }
    );
  }, [width]);
  return { ref, view };
}

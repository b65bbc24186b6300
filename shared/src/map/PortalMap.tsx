import { lazy, Suspense } from 'react';
import { googleMapsKey } from '../config/runtimeConfig';
import { Spinner } from '../ui/Spinner';
import type { MapViewProps } from './types';

// Each map is its own chunk, fetched by the page that draws a map and only then.
const OpenTileMap = lazy(() => import(/* webpackChunkName: "open-map" */ './OpenTileMap'));
const GoogleTileMap = lazy(() => import(/* webpackChunkName: "google-map" */ './GoogleTileMap'));

/**
 * The portal's map (spec part-2 §7): Google's when the deployment configured a key, open map tiles otherwise, so
 * a map is always drawn. Markers keep their id across refreshes and move in place; the map is not drawn anew.
 */
export function PortalMap(props: MapViewProps) {
  const MapView = googleMapsKey() ? GoogleTileMap : OpenTileMap;
  return (
    <Suspense fallback={<Spinner />}>
      <MapView {...props} />
    </Suspense>
  );
}

import { lazyAtOnce, RevealAtOnce } from '../app/RevealAtOnce';
import { googleMapsKey } from '../config/runtimeConfig';
import { Spinner } from '../ui/Spinner';
import type { MapViewProps } from './types';

// Each map is its own chunk, fetched by the page that draws a map and only then.
const openTileMap = lazyAtOnce(() => import(/* webpackChunkName: "open-map" */ './OpenTileMap'));
const googleTileMap = lazyAtOnce(() => import(/* webpackChunkName: "google-map" */ './GoogleTileMap'));

/**
 * The portal's map (spec part-2 §7): Google's when the deployment configured a key, open map tiles otherwise, so
 * a map is always drawn. Markers keep their id across refreshes and move in place; the map is not drawn anew.
 */
export function PortalMap(props: MapViewProps) {
  const map = googleMapsKey() ? googleTileMap : openTileMap;
  return (
    <RevealAtOnce arrival={map.arrival()} fallback={<Spinner />}>
      <map.Component {...props} />
    </RevealAtOnce>
  );
}

import { Map as TileMap, Overlay } from 'pigeon-maps';
import { mapTiles } from '../config/runtimeConfig';
import { useCoarsePointer } from '../ui/useMediaQuery';
import { MapPin } from './MapPin';
import type { MapViewProps } from './types';
import { useMapView } from './useMapView';

const WHEEL_HINT = 'Use Ctrl + rolagem para aproximar o mapa';
const FINGERS_HINT = 'Use dois dedos para mover o mapa';

/** The tile URL of one tile: {z}, {x} and {y} of the configured template filled in. */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/**
 * The map without a Google key: open map tiles (OpenStreetMap's by default, the deployment's mapTileUrl
 * otherwise) with pigeon-maps (docs/performance.md says why this library). The centre and zoom are the map's
 * initial ones (useMapView): panning and zooming are the merchant's, and new marker positions move the markers in
 * place. One finger scrolls the page and two move the map; with a mouse, Ctrl + the wheel zooms. A touch screen has
 * no wheel: it is not told about one.
 */
export default function OpenTileMap(props: MapViewProps) {
  const { markers, label, height = 360, pinsListed } = props;
  const tiles = mapTiles();
  const touch = useCoarsePointer();
  const { ref, view } = useMapView(props);
  return (
    <section ref={ref} aria-label={label} style={{ height, width: '100%', position: 'relative' }}>
      {view ? (
        <TileMap
          defaultCenter={[view.center.lat, view.center.lng]}
          defaultZoom={view.zoom}
          provider={(x, y, z) => tileUrl(tiles.url, x, y, z)}
          attribution={<span>{tiles.attribution}</span>}
          attributionPrefix={false}
          twoFingerDrag
          metaWheelZoom={!touch}
          // pigeon-maps keeps the wheel's hint as its (hidden) default text: a touch screen has only the fingers' one.
          metaWheelZoomWarning={touch ? FINGERS_HINT : WHEEL_HINT}
          twoFingerDragWarning={FINGERS_HINT}
        >
          {markers.map((marker) => (
            <Overlay key={marker.id} anchor={[marker.position.lat, marker.position.lng]}>
              <MapPin marker={marker} listed={pinsListed} />
            </Overlay>
          ))}
        </TileMap>
      ) : null}
    </section>
  );
}

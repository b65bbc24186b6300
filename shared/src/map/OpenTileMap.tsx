import { Map as TileMap, Overlay } from 'pigeon-maps';
import { MAP_ZOOM } from '../domain/constants';
import { mapTiles } from '../config/runtimeConfig';
import { MapPin } from './MapPin';
import type { MapViewProps } from './types';

/** The tile URL of one tile: {z}, {x} and {y} of the configured template filled in. */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/**
 * The map without a Google key: open map tiles (OpenStreetMap's by default, the deployment's mapTileUrl
 * otherwise) with pigeon-maps (docs/performance.md says why this library). The centre and zoom are the map's
 * initial ones: panning and zooming are the merchant's, and new marker positions move the markers in place.
 */
export default function OpenTileMap({ center, markers, label, height = 360 }: MapViewProps) {
  const tiles = mapTiles();
  return (
    <section aria-label={label} style={{ height, width: '100%', position: 'relative' }}>
      <TileMap
        defaultCenter={[center.lat, center.lng]}
        defaultZoom={MAP_ZOOM}
        provider={(x, y, z) => tileUrl(tiles.url, x, y, z)}
        attribution={<span>{tiles.attribution}</span>}
        attributionPrefix={false}
        twoFingerDrag
        metaWheelZoom
        metaWheelZoomWarning="Use Ctrl + rolagem para aproximar o mapa"
        twoFingerDragWarning="Use dois dedos para mover o mapa"
      >
        {markers.map((marker) => (
          <Overlay key={marker.id} anchor={[marker.position.lat, marker.position.lng]}>
            <MapPin marker={marker} />
          </Overlay>
        ))}
      </TileMap>
    </section>
  );
}

import GoogleMapReact from 'google-map-react';
import { MAP_ZOOM } from '../domain/constants';
import { googleMapsKey } from '../config/runtimeConfig';
import { MapPin } from './MapPin';
import type { MapMarker, MapViewProps } from './types';

function GoogleMarker({ marker }: { lat: number; lng: number; marker: MapMarker }) {
  return <MapPin marker={marker} />;
}

/** The map with the deployment's Google key (google-map-react); the same markers as the open map. */
export default function GoogleTileMap({ center, markers, label, height = 360 }: MapViewProps) {
  return (
    <section aria-label={label} style={{ height, width: '100%' }}>
      <GoogleMapReact bootstrapURLKeys={{ key: googleMapsKey() ?? '' }} defaultCenter={center} defaultZoom={MAP_ZOOM}>
        {markers.map((marker) => (
          <GoogleMarker key={marker.id} lat={marker.position.lat} lng={marker.position.lng} marker={marker} />
        ))}
      </GoogleMapReact>
    </section>
  );
}

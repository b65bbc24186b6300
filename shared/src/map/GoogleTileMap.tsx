import GoogleMapReact from 'google-map-react';
import { googleMapsKey } from '../config/runtimeConfig';
import { MapPin } from './MapPin';
import type { MapMarker, MapViewProps } from './types';
import { useMapView } from './useMapView';

function GoogleMarker({ marker, listed }: { lat: number; lng: number; marker: MapMarker; listed?: boolean }) {
  return <MapPin marker={marker} listed={listed} />;
}

/**
 * The map with the deployment's Google key (google-map-react); the same markers and first view as the open map.
 * 'cooperative': one finger or the wheel alone scroll the page, as on the open map.
 */
export default function GoogleTileMap(props: MapViewProps) {
  const { markers, label, height = 360, pinsListed } = props;
  const { ref, view } = useMapView(props);
  return (
    <section ref={ref} aria-label={label} style={{ height, width: '100%' }}>
      {view ? (
        <GoogleMapReact
          bootstrapURLKeys={{ key: googleMapsKey() ?? '' }}
          defaultCenter={view.center}
          defaultZoom={view.zoom}
          options={{ gestureHandling: 'cooperative' }}
        >
          {markers.map((marker) => (
            <GoogleMarker key={marker.id} lat={marker.position.lat} lng={marker.position.lng} marker={marker} listed={pinsListed} />
          ))}
        </GoogleMapReact>
      ) : null}
    </section>
  );
}

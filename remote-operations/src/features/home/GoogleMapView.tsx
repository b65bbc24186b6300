import GoogleMapReact from 'google-map-react';
import type { NearbyCourier } from '../../api/operations';
import { MAP_ZOOM } from 'shared';
import { homeMessages as m } from './messages';

const pin = (color: string): React.CSSProperties => ({
  transform: 'translate(-50%, -100%)',
  background: color,
  color: '#fff',
  borderRadius: 12,
  padding: '2px 8px',
  fontSize: 12,
  whiteSpace: 'nowrap',
  boxShadow: '0 1px 4px rgba(0,0,0,.3)',
});

function Marker({ label, color }: { lat: number; lng: number; label: string; color: string }) {
  return (
    <div style={pin(color)} title={label}>
      {label}
    </div>
  );
}

/** The Google map (its own lazily loaded chunk): the store and the nearby couriers, zoom 16. */
export default function GoogleMapView({ apiKey, center, couriers }: { apiKey: string; center: { lat: number; lng: number }; couriers: NearbyCourier[] }) {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <GoogleMapReact bootstrapURLKeys={{ key: apiKey }} center={center} zoom={MAP_ZOOM}>
        <Marker lat={center.lat} lng={center.lng} label={m.mapStoreMarker} color="#d6342c" />
        {couriers.map((c, i) => (
          <Marker key={c.uuid ?? `${c.name}-${i}`} lat={c.lat} lng={c.lng} label={c.name} color="#0b3d91" />
        ))}
      </GoogleMapReact>
    </div>
  );
}

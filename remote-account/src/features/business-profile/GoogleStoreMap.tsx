import GoogleMapReact from 'google-map-react';
import { MAP_ZOOM } from 'shared';

function Marker({ label }: { lat: number; lng: number; label: string }) {
  return (
    <div
      title={label}
      style={{
        transform: 'translate(-50%, -100%)',
        background: '#d6342c',
        color: '#fff',
        borderRadius: 12,
        padding: '2px 8px',
        fontSize: 12,
        whiteSpace: 'nowrap',
        boxShadow: '0 1px 4px rgba(0,0,0,.3)',
      }}
    >
      {label}
    </div>
  );
}

/** The Google map of the store (its own lazily loaded chunk). */
export default function GoogleStoreMap({ apiKey, center, label }: { apiKey: string; center: { lat: number; lng: number }; label: string }) {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <GoogleMapReact bootstrapURLKeys={{ key: apiKey }} center={center} zoom={MAP_ZOOM}>
        <Marker lat={center.lat} lng={center.lng} label={label} />
      </GoogleMapReact>
    </div>
  );
}

import type { MapMarker } from './types';

const COLOURS: Record<MapMarker['kind'], string> = { store: '#c0392b', courier: '#0b3d91', destination: '#1e7d32' };

/**
 * A marker as a labelled pin, the same on the open map and on Google's. Its point is the bottom centre of the
 * label, which is where the position is. `data-lat`/`data-lng` say which position it stands for.
 */
export function MapPin({ marker, listed }: { marker: MapMarker; listed?: boolean }) {
  // A courier listed beside the map is said once, in the list: the pin is drawing only.
  const said = listed && marker.kind === 'courier' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': marker.label };
  return (
    <div
      {...said}
      title={marker.label}
      data-marker-kind={marker.kind}
      data-lat={marker.position.lat}
      data-lng={marker.position.lng}
      style={{
        transform: 'translate(-50%, -100%)',
        background: COLOURS[marker.kind],
        color: '#fff',
        borderRadius: 12,
        padding: '2px 8px',
        fontSize: 12,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
        boxShadow: '0 1px 4px rgba(0,0,0,.35)',
        pointerEvents: 'auto',
      }}
    >
      {/* A courier's first name keeps the pins of a busy street apart; the full name is its label and title. */}
      {marker.kind === 'courier' ? marker.label.split(/\s+/)[0] : marker.label}
    </div>
  );
}

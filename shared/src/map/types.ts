export interface LatLng {
  lat: number;
  lng: number;
}

/** One marker: the store, a courier or an order's destination. */
export interface MapMarker {
  /** Stable across refreshes (the courier's uuid), so a marker moves instead of being drawn anew. */
  id: string;
  position: LatLng;
  kind: 'store' | 'courier' | 'destination';
  /** What the marker is, as a user reads it ('Sua loja', the courier's name). */
  label: string;
}

export interface MapViewProps {
  /** Where the map opens (the store); the merchant may pan and zoom, and a refresh keeps what they chose. */
  center: LatLng;
  markers: MapMarker[];
  /** The map's accessible name. */
  label: string;
  height?: number;
  /** Open on the view that holds every marker (the order's store, customer and courier) instead of on `center`. */
  fit?: boolean;
  /** The couriers' markers are also a list on screen (the dashboard's, beside the map): their pins are not said again. */
  pinsListed?: boolean;
}

/** A value read from an answer as a position, or null (a courier without coordinates is not drawn). */
export function asLatLng(value: unknown): LatLng | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { lat?: unknown; lng?: unknown };
  if (v.lat === null || v.lng === null || v.lat === '' || v.lng === '') return null;
  const lat = Number(v.lat);
  const lng = Number(v.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

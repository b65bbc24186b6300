import { http } from 'shared';

/**
 * The geo-service calls of the courier address (spec part-1 §7: GET places and places/{id}/geocode,
 * DECISIONS.md D2). Answers are read leniently ({ data: … } or the bare value), as the shapes beyond the
 * fields the spec names are the contract's.
 */

export interface PlaceSuggestion {
  id: string;
  formatted_address: string;
}

export interface GeocodedPlace {
  lat: number | null;
  lng: number | null;
  address: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  formatted_address: string;
  postal_code: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random alphanumeric characters: one place-search session (spec part-1 §7). */
export function newGeoSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 16; i += 1) id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length) % ALPHANUMERIC.length];
  return id;
}

const unwrap = (body: unknown): unknown => (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() && Number.isFinite(Number(value)) ? Number(value) : null);

/** Reads the places answer: a list of { id, formatted_address }. */
export function readSuggestions(body: unknown): PlaceSuggestion[] {
  const list = unwrap(body);
  if (!Array.isArray(list)) return [];
  return list
    .map((p: Record<string, unknown>) => ({ id: text(p?.id ?? p?.place_id), formatted_address: text(p?.formatted_address ?? p?.description) }))
    .filter((p) => p.id && p.formatted_address);
}

/** Reads the geocode answer (lat, lng, address, number, neighborhood, state, city, formatted_address). */
export function readGeocode(body: unknown): GeocodedPlace | null {
  const place = unwrap(body) as Record<string, unknown> | null;
  if (!place || typeof place !== 'object') return null;
  return {
    lat: num(place.lat),
    lng: num(place.lng),
    address: text(place.address ?? place.street_name),
    number: text(place.number ?? place.street_number),
    neighborhood: text(place.neighborhood),
    city: text(place.city),
    state: text(place.state),
    formatted_address: text(place.formatted_address),
    postal_code: text(place.postal_code ?? place.zipcode),
  };
}

export const geoApi = {
  places: async (term: string, sessionId: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> => {
    const { data } = await http.get<unknown>('places', { flow: 'geo', params: { term, sessionId, cache: 1 }, signal });
    return readSuggestions(data);
  },
  geocode: async (placeId: string, sessionId: string, number?: string): Promise<GeocodedPlace | null> => {
    const { data } = await http.get<unknown>(`places/${encodeURIComponent(placeId)}/geocode`, {
      flow: 'geo',
      params: { sessionId, ...(number?.trim() ? { number: number.trim() } : {}) },
    });
    return readGeocode(data);
  },
};

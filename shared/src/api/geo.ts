import { googleMapsKey } from '../config/runtimeConfig';
import { http } from '../http/client';
import type { components, operations } from './generated/delivery';

/**
 * Place search and geocode (geo-service, contract: shared/contract/delivery.yaml): the one address search of the
 * portal, used by the new-order form and the legacy builder (remote-delivery) and the courier's address
 * (remote-operations).
 */

type Schemas = components['schemas'];
type JsonAnswer<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { 'application/json': infer J } } } } ? J : never;

export type PlaceSuggestion = Schemas['PlaceSuggestion'];
export type GeocodedPlace = Schemas['GeocodedPlace'];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random alphanumeric characters: one place-search session (spec part-1 §7). */
export function newPlacesSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 16; i += 1) id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length) % ALPHANUMERIC.length];
  return id;
}

/**
 * The spec's `key` of both geo calls (part-1 §7, D2): the deployment's Google Maps key (runtime configuration), read
 * at each call so a page that sets it late is heard. A deployment without one (open tiles, the sandbox) leaves it out.
 */
const keyParam = (): { key?: string } => {
  const key = googleMapsKey();
  return key ? { key } : {};
};

export const geoApi = {
  /** GET /api/geo-service/places (the form calls it from 5 characters, the legacy builder from any text). */
  searchPlaces: (term: string, sessionId: string, signal?: AbortSignal) =>
    http.get<JsonAnswer<operations['searchPlaces'], 200>>('places', { flow: 'geo', params: { term, sessionId, ...keyParam(), cache: 1 }, signal }),
  /** GET /api/geo-service/places/{id}/geocode, with the number when there is one. */
  geocode: (placeId: string, sessionId: string, number?: string, signal?: AbortSignal) =>
    http.get<JsonAnswer<operations['geocodePlace'], 200>>(`places/${encodeURIComponent(placeId)}/geocode`, {
      flow: 'geo',
      params: { sessionId, ...keyParam(), ...(number?.trim() ? { number: number.trim() } : {}) },
      signal,
    }),
};

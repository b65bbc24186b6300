import type { components, operations } from 'shared/contract-types/delivery';
import { ALL_STREETS, distanceKm, type Street } from '../data/streets';
import type { Business, LatLng } from './model';
import { round2, round6 } from './random';
import { ApiError } from './errors';

/**
 * The sandbox geo-service: place search and geocoding over the real street list of data/streets.ts, plus
 * the operating-radius check of a store. Place ids are the street's id, or 'street-id:number' when the
 * searched term carried a house number.
 */

/** A real road without neighbourhood (a motorway margin): the legacy builder's neighbourhood rule needs one. */
export const MARGINAL_PINHEIROS: Street = {
  id: 'sp-marginal-pinheiros',
  street: 'Marginal Pinheiros',
  neighborhood: '',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '05425-070',
  lat: -23.5713,
  lng: -46.6969,
};

export const GEO_PLACES: readonly Street[] = [...ALL_STREETS, MARGINAL_PINHEIROS];

export type PlaceSuggestion = components['schemas']['PlaceSuggestion'];
export type GeocodedPlace = components['schemas']['GeocodedPlace'];

const normalise = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const formatPlace = (street: Street, number?: string): string => {
  const where = street.neighborhood ? `${street.neighborhood}, ${street.city}` : street.city;
  return `${street.street}${number ? `, ${number}` : ''} - ${where} - ${street.state}, ${street.zipCode}, Brasil`;
};

const MAX_SUGGESTIONS = 8;

/** Places whose street, neighbourhood or city contain every word of the term; a number in the term is kept. */
export function searchPlaces(term: string): PlaceSuggestion[] {
  const words = normalise(term).split(' ').filter(Boolean);
  const number = words.find((w) => /^\d{1,6}$/.test(w));
  const textWords = words.filter((w) => !/^\d+$/.test(w));
  if (!textWords.length) return [];
  const scored = GEO_PLACES.map((street) => {
    const streetName = normalise(street.street);
    const haystack = `${streetName} ${normalise(street.neighborhood)} ${normalise(street.city)} ${street.zipCode.replace('-', '')}`;
    if (!textWords.every((w) => haystack.includes(w))) return null;
    const score = textWords.filter((w) => streetName.includes(w)).length;
    return { street, score };
  }).filter((s): s is { street: Street; score: number } => s !== null);
  scored.sort((a, b) => b.score - a.score || a.street.street.localeCompare(b.street.street, 'pt-BR'));
  return scored.slice(0, MAX_SUGGESTIONS).map(({ street }) => ({
    id: number ? `${street.id}:${number}` : street.id,
    formatted_address: formatPlace(street, number),
  }));
}

/** A number moves the point a little along the street (deterministic: same number, same point). */
function offsetFor(number: string): { dLat: number; dLng: number } {
  const n = Number.parseInt(number.replace(/\D/g, ''), 10);
  if (!Number.isFinite(n) || n <= 0) return { dLat: 0, dLng: 0 };
  const step = (n % 997) / 997;
  return { dLat: round6((step - 0.5) * 0.006), dLng: round6((0.5 - step) * 0.004) };
}

export function geocodePlace(placeId: string, number?: string): GeocodedPlace {
  const [id, numberInId] = placeId.split(':');
  const street = GEO_PLACES.find((s) => s.id === id);
  if (!street) throw new ApiError(404, 'Endereço não encontrado.', ['O local informado não foi encontrado. Busque o endereço novamente.']);
  const chosen = (number ?? '').trim() || (numberInId ?? '').trim();
  const { dLat, dLng } = offsetFor(chosen);
  return {
    place_id: chosen ? `${street.id}:${chosen}` : street.id,
    lat: round6(street.lat + dLat),
    lng: round6(street.lng + dLng),
    address: street.street,
    number: chosen,
    intersection: null,
    neighborhood: street.neighborhood,
    state: street.state,
    city: street.city,
    country: street.country,
    postal_code: street.zipCode.replace('-', ''),
    formatted_address: formatPlace(street, chosen || undefined),
  };
}

/** Route distance (km) from the store to a point: the straight distance × 1.25, as the deliveries use. */
export const routeDistanceKm = (business: Business, point: LatLng): number => round2(distanceKm(business.address, point) * 1.25);

export const OUT_OF_RANGE_MESSAGE = 'Esse endereço está fora do seu raio de atuação';

export type RangeCheck = operations['checkRangeDistance']['responses'][200]['content']['application/json']['data'];

/** Inside the store's operating radius (straight distance, as a radius is). */
export function checkRange(business: Business, point: LatLng): RangeCheck {
  const straight = distanceKm(business.address, point);
  return {
    in_range: straight <= business.operating_radius_km,
    distance: routeDistanceKm(business, point),
    max_distance: business.operating_radius_km,
  };
}

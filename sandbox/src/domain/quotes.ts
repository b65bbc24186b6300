import type { components } from 'shared/contract-types/delivery';
import type { Business, LatLng } from './model';
import { deliveryPrice } from './orderBook';
import { round2 } from './random';
import { routeDistanceKm } from './geo';

/**
 * Delivery quotes (docs/spec/part-1-signin-dashboard-delivery.md §3, 'two price quotes, withReturn and
 * withoutReturn'): suggested_value from the
 * route distance (the price the delivery's debit uses, orderBook.ts deliveryPrice), a delivery_tax per delivery
 * and a high-demand flag at lunch and dinner time in São Paulo.
 */

type Schemas = components['schemas'];
export type QuoteTax = Schemas['QuoteTax'];
export type Quote = Schemas['Quote'];
export type QuotePair = Schemas['QuotePair'];

export const DELIVERY_TAX = 1;
/** Return trips are quoted up to this route distance (km); beyond it there is no withReturn quote. */
export const MAX_RETURN_DISTANCE_KM = 7;

export interface DemandFlag {
  id: number;
  name: string;
  tax: number;
  /** São Paulo local hours [from, to) */
  from: number;
  to: number;
}

export const DEMAND_FLAGS: readonly DemandFlag[] = [
  { id: 1, name: 'Alta demanda - almoço', tax: 2, from: 11, to: 14 },
  { id: 2, name: 'Alta demanda - jantar', tax: 3, from: 18, to: 22 },
];

/** São Paulo is UTC-3 all year (no daylight saving since 2019). */
export const saoPauloHour = (at: Date): number => (at.getUTCHours() + 24 - 3) % 24;

export function demandFlagAt(at: Date): DemandFlag | null {
  const hour = saoPauloHour(at);
  return DEMAND_FLAGS.find((f) => hour >= f.from && hour < f.to) ?? null;
}

function taxAt(at: Date): QuoteTax {
  const flag = demandFlagAt(at);
  const flagTax = flag?.tax ?? 0;
  return { delivery_tax: DELIVERY_TAX, tax: round2(DELIVERY_TAX + flagTax), flag_tax: flagTax, flag_id: flag?.id ?? null, flag_name: flag?.name ?? null };
}

export function quoteFor(business: Business, point: LatLng, at: Date): QuotePair {
  const distance = routeDistanceKm(business, point);
  const tax = taxAt(at);
  return {
    distance,
    withoutReturn: { suggested_value: deliveryPrice(distance, false), tax: { ...tax } },
    withReturn: distance <= MAX_RETURN_DISTANCE_KM ? { suggested_value: deliveryPrice(distance, true), tax: { ...tax } } : null,
  };
}

/** What a delivery costs: suggested_value plus its taxes. */
export const quoteTotal = (quote: Quote): number => round2(quote.suggested_value + quote.tax.tax);

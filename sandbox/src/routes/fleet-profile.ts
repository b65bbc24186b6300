import type { Courier } from '../domain/model';
import { VEHICLES } from '../data/people';

/** Vehicle and address fields a courier form may send (POST and PUT v2/fleets/couriers). */
export interface CourierProfileInput {
  vehicle_type?: number;
  address?: string;
  number?: string;
  complement?: string | null;
  neighborhood?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Applies the vehicle and the geocoded address of the courier form to a courier: fields that were not
 * sent keep their value; lat/lng (the geocoded place) move the courier there.
 */
export function applyCourierProfile(courier: Courier, input: CourierProfileInput): Courier {
  const vehicle = VEHICLES.find((v) => v.id === input.vehicle_type);
  if (vehicle) courier.vehicle_type = { id: vehicle.id, name: vehicle.name };
  if (input.address?.trim()) {
    const current = courier.address;
    courier.address = {
      address: input.address.trim(),
      number: input.number?.trim() || current?.number || 'S/N',
      complement: input.complement === undefined ? (current?.complement ?? null) : input.complement?.trim() || null,
      neighborhood: input.neighborhood?.trim() ?? current?.neighborhood ?? '',
      city: input.city?.trim() || current?.city || 'São Paulo',
      state: input.state?.trim() || current?.state || 'SP',
      zipcode: input.zipcode ? digits(input.zipcode) : (current?.zipcode ?? ''),
    };
  }
  if (typeof input.lat === 'number' && typeof input.lng === 'number') {
    courier.lat = input.lat;
    courier.lng = input.lng;
  }
  return courier;
}

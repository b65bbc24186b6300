import type { Business, Courier, FleetStatus, LatLng } from '../model';
import type { Sandbox } from '../sandbox';
import { type Random, round6 } from '../random';
import { avatar, makeCpf, makeMobile } from '../documents';
import { VEHICLES } from '../fleet';
import { SAO_PAULO_STREETS } from '../../data/streets';
import { FIRST_NAMES, LAST_NAMES, slug } from './people';

/** Couriers: the box network's, round São Paulo, and the fleet of a store with its own (FLEET). */

function makeCourier(sandbox: Sandbox, random: Random, near: LatLng, spread: number): Courier {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const vehicle = random.weighted<(typeof VEHICLES)[number]>([
    [VEHICLES[0], 7],
    [VEHICLES[1], 1],
    [VEHICLES[2], 2],
  ] as const);
  const street = random.pick(SAO_PAULO_STREETS);
  const id = sandbox.nextId('courier');
  return {
    id,
    uuid: random.uuid(),
    name,
    cpf: makeCpf(random),
    email: `${slug(name)}${random.int(1, 999)}@email.com.br`,
    phone: makeMobile(random),
    photo: avatar(name, id),
    vehicle_type: { id: vehicle.id, name: vehicle.name },
    working: false,
    in_delivery: false,
    lat: round6(near.lat + random.float(-spread, spread)),
    lng: round6(near.lng + random.float(-spread, spread)),
    address: {
      address: street.street,
      number: String(random.int(10, 2500)),
      complement: null,
      neighborhood: street.neighborhood,
      city: street.city,
      state: street.state,
      zipcode: street.zipCode.replace('-', ''),
    },
    fleets: [],
    registered_by: null,
  };
}

/** Couriers of the box network, spread over the central area of São Paulo. */
export function seedNetworkCouriers(sandbox: Sandbox, random: Random): void {
  for (let i = 0; i < 60; i += 1) {
    const center = random.pick(SAO_PAULO_STREETS);
    const courier = makeCourier(sandbox, random, center, 0.01);
    courier.working = random.chance(0.8);
    sandbox.couriers.set(courier.uuid, courier);
  }
}

/**
 * At least 25 couriers in every invite status (1–5), 40 accepted, some working or in delivery. Two in three were
 * registered by the store; the third signed up on their own and joined by invite, so the demo shows an invite
 * masked until the courier accepts, and couriers whose data the store cannot change.
 */
export function seedFleet(sandbox: Sandbox, business: Business, random: Random): void {
  const counts: Record<FleetStatus, number> = { 1: 25, 2: 40, 3: 25, 4: 25, 5: 25 };
  const now = sandbox.now();
  for (const status of [1, 2, 3, 4, 5] as FleetStatus[]) {
    for (let i = 0; i < counts[status]; i += 1) {
      const courier = makeCourier(sandbox, random, business.address, 0.03);
      if (status === 2) {
        courier.working = i < 18;
        courier.in_delivery = i < 8;
      }
      courier.registered_by = i % 3 === 2 ? null : business.uuid;
      courier.fleets.push({
        uuid: random.uuid(),
        status,
        business_uuid: business.uuid,
        updated_at: new Date(now.getTime() - random.int(1, 60 * 24 * 40) * 60_000).toISOString(),
      });
      sandbox.couriers.set(courier.uuid, courier);
    }
  }
}

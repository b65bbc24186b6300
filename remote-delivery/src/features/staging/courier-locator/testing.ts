import type { LocatedCourier } from '../../../api/delivery';

/** A fleet courier as GET v2/fleets/couriers answers it, for the tests. */
export function fleetCourier(n: number, overrides: Partial<LocatedCourier> = {}): LocatedCourier {
  return {
    uuid: `courier-${n}`,
    name: `Entregador ${String(n).padStart(2, '0')}`,
    cpf: String(10000000000 + n),
    email: `entregador${n}@exemplo.com.br`,
    phone: '11987650000',
    photo: n === 1 ? 'https://fotos.exemplo.com.br/1.jpg' : null,
    vehicle_type: { id: 1, name: 'Moto' },
    working: true,
    in_delivery: false,
    distance_in_kilometers: n / 2,
    fleets: [{ uuid: `fleet-${n}`, status: 2, business_uuid: 'b1', updated_at: '2026-11-20T10:00:00Z' }],
    ...overrides,
  };
}

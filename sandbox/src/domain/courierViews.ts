// What a store sees of a courier: their own data or a masked view, the fleet list and the lookup by CPF.
import type { operations } from 'shared/contract-types/operations';
import type { Business, Courier } from './model';
import type { Sandbox } from './sandbox';
import { round2 } from './random';
import { distanceKm } from '../data/streets';

export const digits = (value: string) => value.replace(/\D/g, '');
const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The courier's data is theirs: only the business that registered it may change it (docs/decisions.md D9). */
export const registeredBy = (courier: Courier, business: Business): boolean => courier.registered_by === business.uuid;

/**
 * Whether a business sees the courier's personal data (CPF, e-mail, phone, home address, position, photo, whether
 * they are working): it registered the courier, or the courier accepted its invite and is in its fleet now.
 */
export function seesPersonalData(courier: Courier, business: Business): boolean {
  return registeredBy(courier, business) || courier.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2);
}

/** '529.***.***-25': the list's own masking (docs/spec/part-2-operations-account.md §2), done before the CPF leaves the server. */
export function maskedCpf(cpf: string): string {
  const d = digits(cpf);
  return d.length === 11 ? `${d.slice(0, 3)}.***.***-${d.slice(9)}` : '***';
}

/** 'j***@email.com.br': the first letter of the mailbox and the domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/**
 * The courier as seen by one business: only that business's invite in `fleets`. With their personal data when
 * the business sees it (seesPersonalData), plus the distance; otherwise the name, the vehicle and masked CPF,
 * e-mail and phone, no address, position or photo, and not working (they do not work for this store yet).
 * `editable`: the business registered the courier, so it may change their data.
 */
export function courierView(courier: Courier, business: Business) {
  const fleets = courier.fleets.filter((f) => f.business_uuid === business.uuid).map((f) => ({ ...f }));
  const common = {
    id: courier.id,
    uuid: courier.uuid,
    name: courier.name,
    vehicle_type: { ...courier.vehicle_type },
    fleets,
    editable: registeredBy(courier, business),
  };
  if (!seesPersonalData(courier, business)) {
    return {
      ...common,
      cpf: maskedCpf(courier.cpf),
      email: maskedEmail(courier.email),
      phone: maskedPhone(courier.phone),
      photo: null,
      working: false,
      in_delivery: false,
      address: null,
      masked: true,
    };
  }
  return {
    ...common,
    cpf: courier.cpf,
    email: courier.email,
    phone: courier.phone,
    photo: courier.photo,
    working: courier.working,
    in_delivery: courier.in_delivery,
    lat: courier.lat,
    lng: courier.lng,
    address: courier.address ? { ...courier.address } : null,
    distance_in_kilometers: round2(distanceKm(courier, business.address)),
    masked: false,
  };
}

/** The fleet list's query as read: isCourierHistory as a boolean. */
export type FleetQuery = Omit<NonNullable<operations['listFleetCouriers']['parameters']['query']>, 'isCourierHistory'> & { history?: boolean };

/** A Laravel-style page of the business's fleet couriers. */
export function listFleet(sandbox: Sandbox, business: Business, query: FleetQuery, linkFor?: (page: number) => string) {
  const statuses = new Set((query.status ?? '2').split(',').map(Number));
  const membership = (c: Courier) => c.fleets.find((f) => f.business_uuid === business.uuid)!;
  let rows = sandbox.fleetCouriers(business.uuid).filter((c) => statuses.has(membership(c).status));
  const search = query.search?.trim();
  if (search) {
    const s = normalise(search);
    const d = digits(search);
    // A masked courier is found by what the store sees, the name: searching their e-mail or CPF would reveal it.
    rows = rows.filter(
      (c) => normalise(c.name).includes(s) || (seesPersonalData(c, business) && (c.email.toLowerCase().includes(s) || (d.length >= 3 && c.cpf.includes(d)))),
    );
  }
  const desc = (query.orderBy ?? (query.history ? 'DESC' : 'ASC')).toUpperCase() === 'DESC';
  const column = query.columnOrderBy ?? (query.history ? 'courier_fleets.updated_at' : 'distance');
  // Nor is a masked courier ordered by where they are: they come after the couriers whose distance is shown.
  const key = (c: Courier): string | number =>
    column === 'couriers.name'
      ? normalise(c.name)
      : column === 'courier_fleets.updated_at'
        ? membership(c).updated_at
        : seesPersonalData(c, business)
          ? distanceKm(c, business.address)
          : Number.MAX_VALUE;
  rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    return desc ? -cmp : cmp;
  });
  const limit = query.limit ?? 15;
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const page = query.page ?? 1;
  const data = rows.slice((page - 1) * limit, page * limit).map((c) => courierView(c, business));
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: limit,
    total,
    from: data.length ? (page - 1) * limit + 1 : null,
    to: data.length ? (page - 1) * limit + data.length : null,
    prev_page_url: page > 1 && linkFor ? linkFor(Math.min(page - 1, lastPage)) : null,
    next_page_url: page < lastPage && linkFor ? linkFor(page + 1) : null,
  };
}

/** '(11) *****-4321': the area code and the last four digits of a phone, the rest hidden. */
export function maskedPhone(phone: string): string {
  const national = digits(phone).replace(/^55(?=\d{10,11}$)/, '');
  if (national.length < 10) return '*****';
  return `(${national.slice(0, 2)}) *****-${national.slice(-4)}`;
}

/** What search-courier tells any store about a courier found by CPF: the invite needs no more. */
export function courierLookup(courier: Courier): operations['searchCourierByCpf']['responses'][200]['content']['application/json']['data'] {
  return { uuid: courier.uuid, name: courier.name, phone: maskedPhone(courier.phone) };
}

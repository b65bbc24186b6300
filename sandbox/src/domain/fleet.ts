import type { operations } from 'shared/contract-types/operations';
import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import type { Business, Courier, FleetStatus } from './model';
import type { Sandbox } from './sandbox';
import { ApiError, notFound, unprocessable } from './errors';
import { avatar } from './documents';
import { digits, registeredBy } from './courierViews';
import { NO_PERMISSION } from './accounts';

/** Why a store may not change a courier's data (403, with the catalogued NO_PERMISSION message). */
export const NOT_REGISTERED_HERE = 'Os dados deste entregador são dele: só a loja que o cadastrou pode alterá-los.';

/** The vehicles a courier may ride (the courier form's 'Tipo de veículo'). */
export const VEHICLES = [
  { id: 1, name: 'Moto' },
  { id: 2, name: 'Carro' },
  { id: 3, name: 'Bicicleta' },
] as const;

export const FLEET_STATUS_LABELS: Record<FleetStatus, string> = { 1: 'Aguardando', 2: 'Aceito', 3: 'Recusado', 4: 'Cancelado', 5: 'Inativo' };

/** Any courier of the platform by CPF; 400 for an invalid CPF or one already active in this fleet. */
export function findCourierByCpf(sandbox: Sandbox, business: Business, cpf: string): Courier {
  const wanted = digits(cpf);
  if (!isValidCPF(wanted)) throw new ApiError(400, 'CPF inválido.', ['O CPF informado é inválido.']);
  const courier = [...sandbox.couriers.values()].find((c) => c.cpf === wanted);
  if (!courier) throw notFound('Entregador não encontrado.');
  const invite = courier.fleets.find((f) => f.business_uuid === business.uuid);
  if (invite && (invite.status === 1 || invite.status === 2)) {
    throw new ApiError(400, 'Entregador já cadastrado.', ['Este entregador já faz parte da sua frota ou tem um convite pendente.']);
  }
  return courier;
}

type NewCourier = operations['addFleetCourier']['requestBody']['content']['application/json'];
type CourierEdit = operations['updateFleetCourier']['requestBody']['content']['application/json'];

/** Invites an existing courier (by uuid) or a new one; the invite starts as 1 (Aguardando). */
export function inviteCourier(sandbox: Sandbox, business: Business, input: NewCourier): Courier {
  let courier: Courier | undefined;
  if (input.courier_id) {
    courier = sandbox.couriers.get(input.courier_id);
    if (!courier) throw notFound('Entregador não encontrado.');
  } else {
    const errors: string[] = [];
    const cpf = digits(input.cpf ?? '');
    if (!cpf) errors.push('Preencha o campo de CPF do entregador!');
    else if (!isValidCPF(cpf)) errors.push('O CPF informado é inválido.');
    if (!input.name?.trim()) errors.push('Preencha o campo de Nome do entregador!');
    if (!input.email?.trim()) errors.push('Preencha o campo de Email do entregador!');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) errors.push('O e-mail informado é inválido.');
    const phone = digits(input.phone ?? '');
    if (phone.length < 10) errors.push('Preencha o campo de Celular do entregador!');
    if (!input.vehicle_type) errors.push('Preencha o campo com o tipo de veículo do entregador!');
    if (!input.address?.trim()) errors.push('Preencha o campo com o endereço do entregador!');
    if (!digits(input.zipcode ?? '')) errors.push('Preencha o campo com o CEP do entregador!');
    const all = [...sandbox.couriers.values()];
    if (cpf && all.some((c) => c.cpf === cpf)) errors.push('Já existe um entregador com este CPF.');
    if (input.email && all.some((c) => c.email.toLowerCase() === input.email!.trim().toLowerCase())) errors.push('Já existe um entregador com este e-mail.');
    if (errors.length) throw unprocessable('Não foi possível criar o entregador.', errors);
    const vehicle = VEHICLES.find((v) => v.id === input.vehicle_type)!;
    const id = sandbox.nextId('courier');
    courier = {
      id,
      uuid: sandbox.random.uuid(),
      name: input.name!.trim(),
      cpf,
      email: input.email!.trim().toLowerCase(),
      phone: phone.startsWith('55') ? phone : `55${phone}`,
      photo: avatar(input.name!, id),
      vehicle_type: { id: vehicle.id, name: vehicle.name },
      working: false,
      in_delivery: false,
      lat: business.address.lat,
      lng: business.address.lng,
      address: {
        address: input.address!.trim(),
        number: input.number?.trim() || 'S/N',
        complement: input.complement ?? null,
        neighborhood: input.neighborhood ?? '',
        city: input.city ?? 'São Paulo',
        state: input.state ?? 'SP',
        zipcode: digits(input.zipcode ?? ''),
      },
      fleets: [],
      registered_by: business.uuid,
    };
    sandbox.couriers.set(courier.uuid, courier);
  }
  const now = sandbox.now().toISOString();
  const invite = courier.fleets.find((f) => f.business_uuid === business.uuid);
  if (invite && (invite.status === 1 || invite.status === 2)) {
    throw unprocessable('Não foi possível adicionar o entregador.', ['Este entregador já faz parte da sua frota ou tem um convite pendente.']);
  }
  if (invite) {
    invite.status = 1;
    invite.updated_at = now;
  } else {
    courier.fleets.push({ uuid: sandbox.random.uuid(), status: 1, business_uuid: business.uuid, updated_at: now });
  }
  return courier;
}

export function requireFleetCourier(sandbox: Sandbox, business: Business, uuid: string): Courier {
  const courier =
    sandbox.couriers.get(uuid) ?? [...sandbox.couriers.values()].find((c) => c.fleets.some((f) => f.uuid === uuid && f.business_uuid === business.uuid));
  if (!courier?.fleets.some((f) => f.business_uuid === business.uuid)) throw notFound('Entregador não encontrado na sua frota.');
  return courier;
}

/**
 * Edits the data of a courier the business registered. Any other courier's data (name, CPF, e-mail, phone, vehicle,
 * address) is theirs: 403 whatever is sent, before it is looked at, so the answer tells nothing about it.
 */
export function updateCourier(sandbox: Sandbox, business: Business, uuid: string, input: Pick<CourierEdit, 'name' | 'email' | 'cpf' | 'phone'>): Courier {
  const courier = requireFleetCourier(sandbox, business, uuid);
  if (!registeredBy(courier, business)) throw new ApiError(403, NO_PERMISSION, [NOT_REGISTERED_HERE]);
  const errors: string[] = [];
  const cpf = digits(input.cpf);
  if (!isValidCPF(cpf)) errors.push('O CPF informado é inválido.');
  if (!input.name.trim()) errors.push('Preencha o campo de Nome do entregador!');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) errors.push('O e-mail informado é inválido.');
  if (digits(input.phone).length < 10) errors.push('Preencha o campo de Celular do entregador!');
  const others = [...sandbox.couriers.values()].filter((c) => c.uuid !== courier.uuid);
  if (others.some((c) => c.cpf === cpf)) errors.push('Já existe um entregador com este CPF.');
  if (others.some((c) => c.email.toLowerCase() === input.email.trim().toLowerCase())) errors.push('Já existe um entregador com este e-mail.');
  if (errors.length) throw unprocessable('Não foi possível editar o entregador.', errors);
  const phone = digits(input.phone);
  Object.assign(courier, { name: input.name.trim(), email: input.email.trim().toLowerCase(), cpf, phone: phone.startsWith('55') ? phone : `55${phone}` });
  return courier;
}

/** 1 Aguardando → 4 Cancelado; 2 Aceito → 5 Inativo. */
export function changeInviteStatus(sandbox: Sandbox, business: Business, uuid: string, status: 4 | 5): Courier {
  const courier = requireFleetCourier(sandbox, business, uuid);
  const invite = courier.fleets.find((f) => f.business_uuid === business.uuid)!;
  const allowed = (invite.status === 1 && status === 4) || (invite.status === 2 && status === 5);
  if (!allowed) {
    throw unprocessable(status === 4 ? 'Não foi possível cancelar o convite!' : 'Não foi possível remover o entregador da frota! Tente novamente.', [
      `Um entregador com status ${FLEET_STATUS_LABELS[invite.status]} não pode passar para ${FLEET_STATUS_LABELS[status]}.`,
    ]);
  }
  invite.status = status;
  invite.updated_at = sandbox.now().toISOString();
  if (status === 5) {
    courier.working = false;
    courier.in_delivery = false;
  }
  return courier;
}

/** Vehicle and address fields a courier form may send (POST and PUT v2/fleets/couriers). */
export type CourierProfileInput = Omit<CourierEdit, 'name' | 'email' | 'cpf' | 'phone'>;

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

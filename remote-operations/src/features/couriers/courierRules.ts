import * as yup from 'yup';
import { hasPermission, type SessionUser } from 'shared';
import type { FleetCourier } from '../../api/operations';
import { hideCPF, isValidEmail, maskPhone, onlyDigits } from 'shared/masks';
import type { Tone } from '../common/ToneTag';
import { couriersMessages as m } from './messages';

/** Fleet invite statuses (docs/spec/part-2-operations-account.md §3): 1 Aguardando, 2 Aceito, 3 Recusado, 4 Cancelado, 5 Inativo. */
export const INVITE_STATUSES = [
  { value: 1, label: 'Aguardando', tone: 'warning' },
  { value: 2, label: 'Aceito', tone: 'success' },
  { value: 3, label: 'Recusado', tone: 'error' },
  { value: 4, label: 'Cancelado', tone: 'error' },
  { value: 5, label: 'Inativo', tone: 'default' },
] as const satisfies readonly { value: number; label: string; tone: Tone }[];
export type InviteStatus = (typeof INVITE_STATUSES)[number]['value'];

/** The list opens with only accepted couriers (Aceito). */
export const DEFAULT_INVITE_FILTER: InviteStatus[] = [2];

/** The chip of an invite status: its name and tone ('-' for none). */
export const inviteChip = (status: number | undefined): { label: string; tone: Tone } =>
  INVITE_STATUSES.find((s) => s.value === status) ?? { label: '-', tone: 'default' };

/** The courier's invite in the current store's fleet (the API gives only that one in fleets[0]). */
export const fleetInvite = (courier: Pick<FleetCourier, 'fleets'>) => courier.fleets?.[0];

type Presence = 'online' | 'inDelivery' | 'offline';

/** Online (working, not in delivery), Em entrega (working and in delivery), Offline otherwise (docs/spec/part-2-operations-account.md §4). */
export function presence(courier: Pick<FleetCourier, 'working' | 'in_delivery'>): Presence {
  if (!courier.working) return 'offline';
  return courier.in_delivery ? 'inDelivery' : 'online';
}

export const PRESENCE_LABELS: Record<Presence, string> = { online: m.online, inDelivery: m.inDelivery, offline: m.offline };
export const PRESENCE_TONES: Record<Presence, Tone> = { online: 'success', inDelivery: 'info', offline: 'default' };

/**
 * Actions of a row: Aguardando (1) can be cancelled (→ 4) and Aceito (2) removed (→ 5), both by a user with
 * permission courier.delete (the server's rule for change-status); both edited with courier.edit, and only a courier
 * the store registered (`editable`: a courier's data is the courier's, D9); Recusado, Cancelado and Inativo have none
 * (docs/spec/part-2-operations-account.md §4, §6, docs/decisions.md 'Permissions').
 */
export function courierActions(courier: Pick<FleetCourier, 'fleets' | 'editable'>, user: SessionUser | null | undefined) {
  const status = fleetInvite(courier)?.status;
  return {
    cancelInvite: status === 1 && hasPermission(user, 'courier.delete'),
    remove: status === 2 && hasPermission(user, 'courier.delete'),
    edit: (status === 1 || status === 2) && !!courier.editable && hasPermission(user, 'courier.edit'),
  };
}

/** The CPF and phone of a row: a masked courier's exactly as the server masked them (D9), the others' CPF hidden but its ends. */
export const shownCpf = (courier: Pick<FleetCourier, 'cpf' | 'masked'>): string => (courier.masked ? courier.cpf : hideCPF(courier.cpf)) || '-';
export const shownPhone = (courier: Pick<FleetCourier, 'phone' | 'masked'>): string => (courier.masked ? courier.phone : maskPhone(courier.phone)) || '-';

/** Vehicle types (docs/spec/part-2-operations-account.md §9). */
export const VEHICLES = [
  { value: 1, label: 'Moto' },
  { value: 2, label: 'Carro' },
  { value: 3, label: 'Bicicleta' },
] as const;
export type VehicleType = (typeof VEHICLES)[number]['value'];

/** The vehicle last chosen in the wizard is remembered in this browser (docs/spec/part-2-operations-account.md §2). */
export const VEHICLE_STORAGE_KEY = 'operations:courier-vehicle';

export function rememberedVehicle(): VehicleType | null {
  try {
    const value = Number(window.localStorage.getItem(VEHICLE_STORAGE_KEY));
    return VEHICLES.some((v) => v.value === value) ? (value as VehicleType) : null;
  } catch {
    return null;
  }
}

export function rememberVehicle(value: VehicleType): void {
  try {
    window.localStorage.setItem(VEHICLE_STORAGE_KEY, String(value));
  } catch {
    /* storage unavailable: the choice is simply not remembered */
  }
}

// ---- wizard validation (docs/spec/part-2-operations-account.md §5) ----

export const cpfSchema = yup.object({
  cpf: yup
    .string()
    .default('')
    .test('cpf', m.cpfRequired, (value) => onlyDigits(value).length === 11),
});

export const detailsSchema = yup.object({
  name: yup.string().default('').trim().required(m.nameRequired).max(255, m.nameRequired),
  email: yup
    .string()
    .default('')
    .trim()
    .required(m.emailRequired)
    .test('email', m.emailRequired, (value) => isValidEmail(value ?? '')),
  // '(11) 98765-4321': the formatted phone has at least 15 characters.
  phone: yup
    .string()
    .default('')
    .test('phone', m.phoneRequired, (value) => (value ?? '').length >= 15),
});

export const vehicleAddressSchema = yup.object({
  vehicle_type: yup.number().nullable().default(null).required(m.vehicleRequired).oneOf([1, 2, 3], m.vehicleRequired),
  address: yup.string().default('').trim().required(m.addressRequired),
  zipcode: yup
    .string()
    .default('')
    .test('cep', m.cepRequired, (value) => onlyDigits(value).length === 8),
});

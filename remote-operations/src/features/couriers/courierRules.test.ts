import * as yup from 'yup';
import { makeUser } from 'shared/testing';
import { makeCourier } from '../../testing/fixtures';
import {
  courierActions,
  cpfSchema,
  DEFAULT_INVITE_FILTER,
  detailsSchema,
  inviteChip,
  presence,
  PRESENCE_LABELS,
  rememberedVehicle,
  rememberVehicle,
  vehicleAddressSchema,
  VEHICLE_STORAGE_KEY,
} from './courierRules';
import { couriersMessages as m } from './messages';

/** The first message of a schema for some values, or null when they are valid. */
function firstError(schema: yup.AnyObjectSchema, values: object): string | null {
  try {
    schema.validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : String(error);
  }
}

describe('courier list rules (part-2 §4, §6)', () => {
  it('opens with only Aceito and names the five invite statuses', () => {
    expect(DEFAULT_INVITE_FILTER).toEqual([2]);
    expect([1, 2, 3, 4, 5].map((s) => inviteChip(s).label)).toEqual(['Aguardando', 'Aceito', 'Recusado', 'Cancelado', 'Inativo']);
    expect([1, 2, 3, 4, 5, undefined].map((s) => inviteChip(s).tone)).toEqual(['warning', 'success', 'error', 'error', 'default', 'default']);
  });

  it('Online when working, Em entrega when working and in delivery, Offline otherwise', () => {
    expect(PRESENCE_LABELS[presence({ working: true, in_delivery: false })]).toBe('Online');
    expect(PRESENCE_LABELS[presence({ working: true, in_delivery: true })]).toBe('Em entrega');
    expect(PRESENCE_LABELS[presence({ working: false, in_delivery: true })]).toBe('Offline');
    expect(PRESENCE_LABELS[presence({ working: false, in_delivery: false })]).toBe('Offline');
  });

  it('Aguardando can be cancelled and Aceito removed with courier.delete, both edited with courier.edit; the others have no action', () => {
    const admin = makeUser();
    const editor = makeUser({ permissions: [{ name: 'courier.show' }, { name: 'courier.edit' }] });
    const viewer = makeUser({ permissions: [{ name: 'courier.show' }] });
    expect(courierActions(makeCourier({ invite: 1 }), admin)).toEqual({ cancelInvite: true, remove: false, edit: true });
    expect(courierActions(makeCourier({ invite: 1 }), editor)).toEqual({ cancelInvite: false, remove: false, edit: true });
    expect(courierActions(makeCourier({ invite: 2 }), admin)).toEqual({ cancelInvite: false, remove: true, edit: true });
    expect(courierActions(makeCourier({ invite: 2 }), editor)).toEqual({ cancelInvite: false, remove: false, edit: true });
    expect(courierActions(makeCourier({ invite: 2 }), viewer)).toEqual({ cancelInvite: false, remove: false, edit: false });
    for (const invite of [3, 4, 5] as const)
      expect(courierActions(makeCourier({ invite }), admin)).toEqual({ cancelInvite: false, remove: false, edit: false });
  });
});

describe('courier wizard validations (part-2 §5)', () => {
  it('CPF required', () => {
    expect(firstError(cpfSchema, { cpf: '' })).toBe('Preencha o campo de CPF do entregador!');
    expect(firstError(cpfSchema, { cpf: '123.456' })).toBe(m.cpfRequired);
    expect(firstError(cpfSchema, { cpf: '529.982.247-25' })).toBeNull();
  });

  it('name, valid email and a formatted phone of at least 15 characters', () => {
    const valid = { name: 'Ana Souza', email: 'ana@email.com.br', phone: '(11) 98765-4321' };
    expect(firstError(detailsSchema, valid)).toBeNull();
    expect(firstError(detailsSchema, { ...valid, name: '   ' })).toBe('Preencha o campo de Nome do entregador!');
    expect(firstError(detailsSchema, { ...valid, email: '' })).toBe('Preencha o campo de Email do entregador!');
    expect(firstError(detailsSchema, { ...valid, email: 'ana@' })).toBe('Preencha o campo de Email do entregador!');
    expect(firstError(detailsSchema, { ...valid, phone: '(11) 8765-4321' })).toBe('Preencha o campo de Celular do entregador!');
  });

  it('vehicle, address and CEP', () => {
    const valid = { vehicle_type: 1, address: 'Rua Augusta', zipcode: '01305-000' };
    expect(firstError(vehicleAddressSchema, valid)).toBeNull();
    expect(firstError(vehicleAddressSchema, { ...valid, vehicle_type: null })).toBe('Preencha o campo com o tipo de veículo do entregador!');
    expect(firstError(vehicleAddressSchema, { ...valid, address: ' ' })).toBe('Preencha o campo com o endereço do entregador!');
    expect(firstError(vehicleAddressSchema, { ...valid, zipcode: '01305' })).toBe('Preencha o campo com o CEP do entregador!');
  });

  it('remembers the vehicle in this browser and ignores anything else stored there', () => {
    window.localStorage.clear();
    expect(rememberedVehicle()).toBeNull();
    rememberVehicle(3);
    expect(rememberedVehicle()).toBe(3);
    window.localStorage.setItem(VEHICLE_STORAGE_KEY, '9');
    expect(rememberedVehicle()).toBeNull();
  });
});

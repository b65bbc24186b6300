import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorStatus, serverErrorText, serverErrorTexts, type GeocodedPlace, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { maskCEP, maskCPF, maskPhone, onlyDigits, phoneWithCountryCode } from 'shared/masks';
import { operationsPages } from 'shared/pages';
import { operationsApi, type CourierLookup, type CreateCourierBody, type FleetCourier, type UpdateCourierBody } from '../../api/operations';
import { cpfSchema, detailsSchema, rememberedVehicle, rememberVehicle, vehicleAddressSchema, type VehicleType } from './courierRules';
import { couriersMessages as m } from './messages';

const EMPTY = {
  cpf: '',
  name: '',
  email: '',
  phone: '',
  vehicle_type: null as VehicleType | null,
  address: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zipcode: '',
  lat: null as number | null,
  lng: null as number | null,
};
export type CourierFormValues = typeof EMPTY;

const STEP_SCHEMAS = [cpfSchema, detailsSchema, vehicleAddressSchema];
const LAST_STEP = STEP_SCHEMAS.length - 1;

/** The form's values from a courier of the API (the one being edited). */
function valuesFromCourier(courier: FleetCourier): CourierFormValues {
  const vehicle = courier.vehicle_type?.id;
  const address = courier.address;
  return {
    cpf: maskCPF(courier.cpf),
    name: courier.name ?? '',
    email: courier.email ?? '',
    phone: maskPhone(courier.phone),
    vehicle_type: vehicle === 1 || vehicle === 2 || vehicle === 3 ? vehicle : null,
    address: address?.address ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: maskCEP(address?.zipcode ?? ''),
    lat: typeof courier.lat === 'number' ? courier.lat : null,
    lng: typeof courier.lng === 'number' ? courier.lng : null,
  };
}

/** PUT v2/fleets/couriers/{uuid}: the courier's fields as the form holds them. */
function updateBody(values: CourierFormValues): UpdateCourierBody {
  const text = (field: 'city' | 'state' | 'neighborhood' | 'address' | 'number' | 'complement') => values[field].trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    cpf: onlyDigits(values.cpf),
    phone: phoneWithCountryCode(values.phone),
    vehicle_type: values.vehicle_type ?? undefined,
    city: text('city'),
    state: text('state'),
    neighborhood: text('neighborhood'),
    address: text('address'),
    number: text('number'),
    complement: text('complement'),
    zipcode: onlyDigits(values.zipcode),
    lat: values.lat ?? undefined,
    lng: values.lng ?? undefined,
  };
}

/** POST v2/fleets/couriers: the found courier by id, or the new courier's fields (docs/spec/part-2-operations-account.md §7). */
function createBody(values: CourierFormValues, found: Pick<CourierLookup, 'uuid'> | null): CreateCourierBody {
  return found ? { courier_id: found.uuid, logisticx: true } : { ...updateBody(values), logisticx: true };
}

/**
 * The courier wizard's state: three steps (CPF lookup, details, vehicle and address; docs/spec/part-2-operations-account.md §2, §4, §5), each
 * validated before the next. A CPF found on the platform locks the courier's data and goes straight to inviting that
 * courier, one confirmation (D15); a 404
 * continues with a new courier; a 400 shows the server's first error, a 403 that couriers are not the user's to see
 * (D9). Saving shows the server's errors one by one (docs/spec/part-2-operations-account.md §7) and refreshes the store's couriers.
 */
export function useCourierForm(id: string | undefined, courier: FleetCourier | undefined) {
  const editing = !!courier;
  const navigate = useNavigate();
  const message = usePortalMessage();
  const store = useStoreScope();
  const queryClient = useQueryClient();
  const uid = useId();
  const [step, setStep] = useState(0);
  const [found, setFound] = useState<CourierLookup | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const locked = !!found && !editing;
  const save = useMutation({
    mutationFn: (values: CourierFormValues) =>
      editing ? operationsApi.updateCourier(id!, updateBody(values)) : operationsApi.createCourier(createBody(values, found)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [store, 'couriers'] }),
  });

  const goTo = (next: number) => {
    setServerErrors([]);
    formik.setTouched({}, false);
    formik.setErrors({});
    // The vehicle chosen last time in this browser is offered again.
    if (next === 2 && formik.values.vehicle_type === null && !found) void formik.setFieldValue('vehicle_type', rememberedVehicle(), false);
    setStep(next);
  };

  const lookUp = async (values: CourierFormValues, setValues: (values: CourierFormValues) => unknown) => {
    try {
      const cpf = onlyDigits(values.cpf);
      const { data } = await queryClient.fetchQuery({
        queryKey: [store, 'couriers', 'cpf', cpf],
        queryFn: () => operationsApi.searchCourier(cpf),
        staleTime: 0,
      });
      setFound(data.data);
      // The answer holds only the name and a masked phone (another store's courier): shown, not edited, and the one
      // thing left is the invite (InviteStep): straight to the last step.
      await setValues({ ...EMPTY, cpf: values.cpf, name: data.data.name, phone: data.data.phone });
      goTo(LAST_STEP);
    } catch (error) {
      const status = errorStatus(error);
      if (status !== 404) {
        const text = status === 403 ? m.noPermission : (status === 400 && serverErrorText(error)) || m.lookupError;
        formik.setFieldError('cpf', text);
        message.error(text);
        return;
      }
      if (found) await setValues({ ...EMPTY, cpf: values.cpf, vehicle_type: rememberedVehicle() });
      setFound(null);
      goTo(1);
    }
  };

  const formik = useFormik<CourierFormValues>({
    initialValues: courier ? valuesFromCourier(courier) : { ...EMPTY, vehicle_type: rememberedVehicle() },
    // A courier found by CPF is invited as registered: its locked data is not validated again.
    validationSchema: locked && step > 0 ? undefined : STEP_SCHEMAS[step],
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setServerErrors([]);
      if (step === 0) return editing ? goTo(1) : lookUp(values, (next) => helpers.setValues(next, false));
      if (step < LAST_STEP) return goTo(step + 1);
      try {
        await save.mutateAsync(values);
        message.success(editing ? m.editSuccess : m.createSuccess);
        if (values.vehicle_type) rememberVehicle(values.vehicle_type);
        navigate(operationsPages.couriers.path);
      } catch (error) {
        const texts = serverErrorTexts(error);
        const shown = texts.length ? texts : [m.genericError];
        setServerErrors(shown);
        for (const text of shown) message.error(text);
      }
    },
  });

  const { values, errors, touched } = formik;
  return {
    formik,
    step,
    editing,
    locked,
    serverErrors,
    /** A courier found by CPF goes back to the CPF: there was no step between. */
    back: () => goTo(locked ? 0 : Math.max(0, step - 1)),
    /** The field's id, its error once touched, and a setter that clears that error. */
    field: (name: keyof CourierFormValues) => ({
      id: `${uid}-${name}`,
      error: touched[name] && errors[name] ? String(errors[name]) : undefined,
      set: (value: unknown) => {
        void formik.setFieldValue(name, value, false);
        if (errors[name]) formik.setFieldError(name, undefined);
      },
    }),
    /** A geocoded place fills the address fields it knows; the others keep what was typed. */
    applyPlace: (place: GeocodedPlace) => {
      void formik.setValues(
        {
          ...values,
          address: place.address || place.formatted_address || values.address,
          number: place.number || values.number,
          neighborhood: place.neighborhood || values.neighborhood,
          city: place.city || values.city,
          state: place.state || values.state,
          zipcode: place.postal_code ? maskCEP(place.postal_code) : values.zipcode,
          lat: place.lat,
          lng: place.lng,
        },
        false,
      );
      if (errors.address) formik.setFieldError('address', undefined);
    },
  };
}

export type CourierForm = ReturnType<typeof useCourierForm>;

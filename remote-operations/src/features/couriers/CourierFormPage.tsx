import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select, Steps, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorStatus, serverErrorText, serverErrorTexts, Spinner, type GeocodedPlace } from 'shared';
import { operationsApi, type CourierLookup, type CreateCourierBody, type FleetCourier, type UpdateCourierBody } from '../../api/operations';
import { MaskedInput, maskCEP, maskCPF, maskPhone, onlyDigits, phoneWithCountryCode } from 'shared/masks';
import { TAP_TARGET } from 'shared/ui';
import { AddressAutocomplete } from './AddressAutocomplete';
import { cpfSchema, detailsSchema, rememberedVehicle, rememberVehicle, vehicleAddressSchema, VEHICLES, type VehicleType } from './courierRules';
import { couriersMessages as m } from './messages';
import { operationsPages } from 'shared/pages';

export interface CourierFormValues {
  cpf: string;
  name: string;
  email: string;
  phone: string;
  vehicle_type: VehicleType | null;
  address: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number | null;
  lng: number | null;
}

const EMPTY: CourierFormValues = {
  cpf: '',
  name: '',
  email: '',
  phone: '',
  vehicle_type: null,
  address: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zipcode: '',
  lat: null,
  lng: null,
};

const STEP_SCHEMAS = [cpfSchema, detailsSchema, vehicleAddressSchema];

/** The form's values from a courier of the API (edit, or a courier found by CPF). */
export function valuesFromCourier(courier: FleetCourier): CourierFormValues {
  const vehicle = courier.vehicle_type?.id;
  return {
    cpf: maskCPF(courier.cpf),
    name: courier.name ?? '',
    email: courier.email ?? '',
    phone: maskPhone(courier.phone),
    vehicle_type: vehicle === 1 || vehicle === 2 || vehicle === 3 ? vehicle : null,
    address: courier.address?.address ?? '',
    number: courier.address?.number ?? '',
    complement: courier.address?.complement ?? '',
    neighborhood: courier.address?.neighborhood ?? '',
    city: courier.address?.city ?? '',
    state: courier.address?.state ?? '',
    zipcode: maskCEP(courier.address?.zipcode ?? ''),
    lat: typeof courier.lat === 'number' ? courier.lat : null,
    lng: typeof courier.lng === 'number' ? courier.lng : null,
  };
}

/** PUT v2/fleets/couriers/{uuid}: the courier's fields as the form holds them. */
function updateBody(values: CourierFormValues): UpdateCourierBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    cpf: onlyDigits(values.cpf),
    phone: phoneWithCountryCode(values.phone),
    vehicle_type: values.vehicle_type ?? undefined,
    city: values.city.trim(),
    state: values.state.trim(),
    neighborhood: values.neighborhood.trim(),
    address: values.address.trim(),
    number: values.number.trim(),
    complement: values.complement.trim(),
    zipcode: onlyDigits(values.zipcode),
    lat: values.lat ?? undefined,
    lng: values.lng ?? undefined,
  };
}

/** POST v2/fleets/couriers: the found courier by id, or the new courier's fields (spec part-2 §7). */
export function createBody(values: CourierFormValues, found: Pick<CourierLookup, 'uuid'> | null): CreateCourierBody {
  if (found) return { courier_id: found.uuid, logisticx: true };
  return { ...updateBody(values), logisticx: true };
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item
      label={<label htmlFor={id}>{label}</label>}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      required
    >
      {children}
    </Form.Item>
  );
}

/**
 * /pages/courier/create and /pages/courier/:id: three steps — CPF lookup, details, vehicle and address
 * (spec part-2 §2, §4, §5). A CPF found on the platform locks the courier's data and invites that courier;
 * a 404 continues with a new courier; a 400 shows the server's first error.
 */
export default function CourierFormPage() {
  const { id } = useParams();
  const editing = !!id && id !== 'create';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const uid = useId();
  const [step, setStep] = useState(0);
  const [found, setFound] = useState<CourierLookup | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [geoFailed, setGeoFailed] = useState(false);
  const store = useStoreScope();
  const queryClient = useQueryClient();
  // The courier being edited, read once: a refresh must not overwrite what the merchant is typing.
  const courier = useQuery({
    queryKey: [store, 'couriers', 'one', id],
    queryFn: async ({ signal }) => (await operationsApi.fleetCourier(id!, signal)).data.data,
    enabled: editing,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (values: CourierFormValues) =>
      editing ? operationsApi.updateCourier(id!, updateBody(values)) : operationsApi.createCourier(createBody(values, found)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [store, 'couriers'] }),
  });

  const locked = !!found && !editing;
  const goTo = (next: number) => {
    setServerErrors([]);
    formik.setTouched({}, false);
    formik.setErrors({});
    // The vehicle chosen last time in this browser is offered again.
    if (next === 2 && formik.values.vehicle_type === null && !found) void formik.setFieldValue('vehicle_type', rememberedVehicle(), false);
    setStep(next);
  };

  const formik = useFormik<CourierFormValues>({
    initialValues: { ...EMPTY, vehicle_type: editing ? null : rememberedVehicle() },
    // A courier found by CPF is invited as registered: its locked data is not validated again.
    validationSchema: locked && step > 0 ? undefined : STEP_SCHEMAS[step],
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setServerErrors([]);
      if (step === 0) {
        if (editing) return goTo(1);
        try {
          const cpf = onlyDigits(values.cpf);
          const { data } = await queryClient.fetchQuery({
            queryKey: [store, 'couriers', 'cpf', cpf],
            queryFn: () => operationsApi.searchCourier(cpf),
            staleTime: 0,
          });
          setFound(data.data);
          // The answer holds only the name and a masked phone (another store's courier): shown, not edited.
          await helpers.setValues({ ...EMPTY, cpf: values.cpf, name: data.data.name, phone: data.data.phone }, false);
          goTo(1);
        } catch (error) {
          const status = errorStatus(error);
          if (status === 404) {
            if (found) await helpers.setValues({ ...EMPTY, cpf: values.cpf, vehicle_type: rememberedVehicle() }, false);
            setFound(null);
            goTo(1);
            return;
          }
          const text = status === 403 ? m.noPermission : (status === 400 && serverErrorText(error)) || m.lookupError;
          helpers.setFieldError('cpf', text);
          message.error(text);
        }
        return;
      }
      if (step === 1) return goTo(2);
      try {
        await save.mutateAsync(values);
        message.success(editing ? m.editSuccess : m.createSuccess);
        if (values.vehicle_type) rememberVehicle(values.vehicle_type);
        navigate(operationsPages.couriers.path);
      } catch (error) {
        // Server errors are shown one by one (spec part-2 §7).
        const texts = serverErrorTexts(error);
        const shown = texts.length ? texts : [m.genericError];
        setServerErrors(shown);
        for (const text of shown) message.error(text);
      }
    },
  });

  // Formik keeps resetForm the same function across renders: the form takes the courier once it is read.
  const { resetForm } = formik;
  useEffect(() => {
    if (courier.data) resetForm({ values: valuesFromCourier(courier.data) });
  }, [courier.data, resetForm]);

  const { values, errors, touched } = formik;
  const errorOf = (field: keyof CourierFormValues): string | undefined => (touched[field] && errors[field] ? String(errors[field]) : undefined);
  const fid = (field: string) => `${uid}-${field}`;
  const set = (field: keyof CourierFormValues) => (value: unknown) => {
    void formik.setFieldValue(field, value, false);
    if (errors[field]) formik.setFieldError(field, undefined);
  };
  const applyPlace = (place: GeocodedPlace) => {
    void formik.setValues(
      {
        ...formik.values,
        address: place.address || place.formatted_address || formik.values.address,
        number: place.number || formik.values.number,
        neighborhood: place.neighborhood || formik.values.neighborhood,
        city: place.city || formik.values.city,
        state: place.state || formik.values.state,
        zipcode: place.postal_code ? maskCEP(place.postal_code) : formik.values.zipcode,
        lat: place.lat,
        lng: place.lng,
      },
      false,
    );
    if (errors.address) formik.setFieldError('address', undefined);
  };

  const title = editing ? m.editTitle : m.createTitle;
  const back = () => goTo(Math.max(0, step - 1));

  if (editing && courier.isPending) return <Spinner />;

  return (
    <section aria-labelledby={`${uid}-title`}>
      <Link to={operationsPages.couriers.path} style={TAP_TARGET}>
        {m.backToList}
      </Link>
      <Typography.Title level={2} id={`${uid}-title`} style={{ marginTop: 8 }}>
        {title}
      </Typography.Title>
      {courier.isError ? (
        errorStatus(courier.error) === 403 ? (
          <Alert type="warning" showIcon role="alert" title={m.noPermission} />
        ) : (
          <Alert type="error" showIcon title={m.courierLoadError} action={<Button onClick={() => void courier.refetch()}>{m.retry}</Button>} />
        )
      ) : (
        <Card style={{ maxWidth: 760 }}>
          <Steps current={step} items={[{ title: m.stepCpf }, { title: m.stepDetails }, { title: m.stepVehicle }]} style={{ marginBottom: 24 }} />
          <Form layout="vertical" component="div">
            <form
              noValidate
              aria-label={title}
              onSubmit={(event) => {
                event.preventDefault();
                void formik.submitForm();
              }}
            >
              {step === 0 ? (
                <>
                  <Typography.Paragraph type="secondary">{m.cpfHint}</Typography.Paragraph>
                  <Field id={fid('cpf')} label={m.cpfLabel} error={errorOf('cpf')}>
                    <MaskedInput
                      id={fid('cpf')}
                      mask="cpf"
                      value={values.cpf}
                      onChange={set('cpf')}
                      placeholder="000.000.000-00"
                      status={errorOf('cpf') ? 'error' : undefined}
                      autoFocus
                    />
                  </Field>
                </>
              ) : null}
              {step === 1 ? (
                <>
                  {!editing ? (
                    <Alert type={locked ? 'info' : 'success'} showIcon title={locked ? m.foundCourier : m.newCourier} style={{ marginBottom: 16 }} />
                  ) : null}
                  <Field id={fid('name')} label={m.nameLabel} error={errorOf('name')}>
                    <Input
                      id={fid('name')}
                      value={values.name}
                      onChange={(e) => set('name')(e.target.value)}
                      disabled={locked}
                      maxLength={255}
                      status={errorOf('name') ? 'error' : undefined}
                    />
                  </Field>
                  {locked ? null : (
                    <Field id={fid('email')} label={m.emailLabel} error={errorOf('email')}>
                      <Input
                        id={fid('email')}
                        type="email"
                        value={values.email}
                        onChange={(e) => set('email')(e.target.value)}
                        maxLength={255}
                        status={errorOf('email') ? 'error' : undefined}
                      />
                    </Field>
                  )}
                  <Field id={fid('phone')} label={m.phoneLabel} error={errorOf('phone')}>
                    {locked ? (
                      // Masked by the server ('(11) *****-4321'): plain text, not the phone mask.
                      <Input id={fid('phone')} value={values.phone} disabled />
                    ) : (
                      <MaskedInput
                        id={fid('phone')}
                        mask="phone"
                        value={values.phone}
                        onChange={set('phone')}
                        placeholder="(00) 00000-0000"
                        status={errorOf('phone') ? 'error' : undefined}
                      />
                    )}
                  </Field>
                </>
              ) : null}
              {step === 2 && locked ? <Alert type="info" showIcon title={m.foundCourierDetails} style={{ marginBottom: 16 }} /> : null}
              {step === 2 && !locked ? (
                <>
                  <Field id={fid('vehicle')} label={m.vehicleLabel} error={errorOf('vehicle_type')}>
                    <Select<VehicleType>
                      id={fid('vehicle')}
                      value={values.vehicle_type ?? undefined}
                      placeholder={m.vehiclePlaceholder}
                      status={errorOf('vehicle_type') ? 'error' : undefined}
                      options={VEHICLES.map((v) => ({ value: v.value, label: v.label }))}
                      onChange={(value) => {
                        set('vehicle_type')(value);
                        rememberVehicle(value);
                      }}
                    />
                  </Field>
                  <Field id={fid('address')} label={m.addressLabel} error={errorOf('address')}>
                    <AddressAutocomplete
                      id={fid('address')}
                      value={values.address}
                      placeholder={m.addressPlaceholder}
                      status={errorOf('address') ? 'error' : undefined}
                      number={values.number}
                      onChange={set('address')}
                      onPlace={applyPlace}
                      onSearchFailed={() => setGeoFailed(true)}
                    />
                  </Field>
                  {geoFailed ? <Alert type="warning" showIcon title={m.addressSearchError} style={{ marginBottom: 16 }} /> : null}
                  <Row gutter={16}>
                    <Col xs={24} md={8}>
                      <Form.Item label={<label htmlFor={fid('number')}>{m.numberLabel}</label>}>
                        <Input id={fid('number')} value={values.number} onChange={(e) => set('number')(e.target.value)} maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={16}>
                      <Form.Item label={<label htmlFor={fid('complement')}>{m.complementLabel}</label>}>
                        <Input id={fid('complement')} value={values.complement} onChange={(e) => set('complement')(e.target.value)} maxLength={255} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item label={<label htmlFor={fid('neighborhood')}>{m.neighborhoodLabel}</label>}>
                        <Input id={fid('neighborhood')} value={values.neighborhood} onChange={(e) => set('neighborhood')(e.target.value)} maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={10}>
                      <Form.Item label={<label htmlFor={fid('city')}>{m.cityLabel}</label>}>
                        <Input id={fid('city')} value={values.city} onChange={(e) => set('city')(e.target.value)} maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item label={<label htmlFor={fid('state')}>{m.stateLabel}</label>}>
                        <Input id={fid('state')} value={values.state} onChange={(e) => set('state')(e.target.value)} maxLength={50} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Field id={fid('zipcode')} label={m.cepLabel} error={errorOf('zipcode')}>
                    <MaskedInput
                      id={fid('zipcode')}
                      mask="cep"
                      value={values.zipcode}
                      onChange={set('zipcode')}
                      placeholder="00000-000"
                      status={errorOf('zipcode') ? 'error' : undefined}
                      style={{ maxWidth: 200 }}
                    />
                  </Field>
                </>
              ) : null}
              {serverErrors.length ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {serverErrors.map((text, i) => (
                        <li key={`${i}-${text}`}>{text}</li>
                      ))}
                    </ul>
                  }
                  style={{ marginBottom: 16 }}
                />
              ) : null}
              <Flex gap={12} justify="flex-end">
                {step > 0 ? (
                  <Button onClick={back} disabled={formik.isSubmitting}>
                    {m.previous}
                  </Button>
                ) : null}
                <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                  {step < 2 ? m.continue : editing ? m.submitEdit : m.submitCreate}
                </Button>
              </Flex>
            </form>
          </Form>
        </Card>
      )}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { Alert, Col, Descriptions, Form, Input, Row, Select, theme, Typography } from 'antd';
import { geoApi, newPlacesSessionId } from 'shared';
import { MaskedInput } from 'shared/masked-input';
import { PlaceSearch } from 'shared/ui';
import { rememberVehicle, VEHICLES, type VehicleType } from './courierRules';
import { couriersMessages as m } from './messages';
import type { CourierForm, CourierFormValues } from './useCourierForm';

const errorId = (id: string) => `${id}-error`;

/**
 * What a field's control says to assistive technology: invalid while it has an error, described by that error's text
 * (the one under it, `Field`). Spread on the control itself: the Form.Item has no `name`, so antd adds neither.
 */
function invalidProps(id: string, error: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}

/**
 * A required field with its label and, once touched, its error under it: announced when it appears (role="alert"),
 * and the description of its control (`invalidProps`).
 */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item
      label={<label htmlFor={id}>{label}</label>}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={errorId(id)} role="alert">
            {error}
          </span>
        ) : undefined
      }
      required
    >
      {children}
    </Form.Item>
  );
}

/** An optional text field of the address. */
function TextField({ form, name, label, maxLength }: { form: CourierForm; name: keyof CourierFormValues; label: string; maxLength: number }) {
  const { id, set } = form.field(name);
  return (
    <Form.Item label={<label htmlFor={id}>{label}</label>}>
      <Input id={id} value={String(form.formik.values[name] ?? '')} onChange={(e) => set(e.target.value)} maxLength={maxLength} />
    </Form.Item>
  );
}

/** Step 1: the CPF, looked up on the platform before anything else is asked. */
export function CpfStep({ form }: { form: CourierForm }) {
  const cpf = form.field('cpf');
  return (
    <>
      <Typography.Paragraph type="secondary">{m.cpfHint}</Typography.Paragraph>
      <Field id={cpf.id} label={m.cpfLabel} error={cpf.error}>
        <MaskedInput
          id={cpf.id}
          mask="cpf"
          value={form.formik.values.cpf}
          onChange={cpf.set}
          placeholder="000.000.000-00"
          status={cpf.error ? 'error' : undefined}
          {...invalidProps(cpf.id, cpf.error)}
          autoFocus
        />
      </Field>
    </>
  );
}

/** Step 2: name, e-mail and phone of a courier new to the platform (or the one being edited). */
export function DetailsStep({ form }: { form: CourierForm }) {
  const { formik, editing } = form;
  const [name, email, phone] = [form.field('name'), form.field('email'), form.field('phone')];
  return (
    <>
      {editing ? null : <Alert type="success" showIcon role="status" title={m.newCourier} style={{ marginBottom: 16 }} />}
      <Field id={name.id} label={m.nameLabel} error={name.error}>
        <Input
          id={name.id}
          value={formik.values.name}
          onChange={(e) => name.set(e.target.value)}
          maxLength={255}
          status={name.error ? 'error' : undefined}
          {...invalidProps(name.id, name.error)}
        />
      </Field>
      <Field id={email.id} label={m.emailLabel} error={email.error}>
        <Input
          id={email.id}
          type="email"
          value={formik.values.email}
          onChange={(e) => email.set(e.target.value)}
          maxLength={255}
          status={email.error ? 'error' : undefined}
          {...invalidProps(email.id, email.error)}
        />
      </Field>
      <Field id={phone.id} label={m.phoneLabel} error={phone.error}>
        <MaskedInput
          id={phone.id}
          mask="phone"
          value={formik.values.phone}
          onChange={phone.set}
          placeholder="(00) 00000-0000"
          status={phone.error ? 'error' : undefined}
          {...invalidProps(phone.id, phone.error)}
        />
      </Field>
    </>
  );
}

/**
 * A courier the platform already has (found by CPF): one confirmation, in the page's own text colours, of whom the
 * store invites — the name and the phone as the server masked it (D9); nothing to fill in.
 */
export function InviteStep({ form }: { form: CourierForm }) {
  const { values } = form.formik;
  const { token } = theme.useToken();
  return (
    <>
      {/* Under the page's h1 (no skipped level), at the size of antd's level 3 it always had. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
        {m.inviteTitle(values.name)}
      </Typography.Title>
      <Descriptions column={1} size="small" style={{ marginBottom: 8 }}>
        <Descriptions.Item label={m.cpfLabel}>{values.cpf}</Descriptions.Item>
        <Descriptions.Item label={m.phoneLabel}>{values.phone || '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph>{m.foundCourier}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{m.foundCourierDetails}</Typography.Paragraph>
    </>
  );
}

/**
 * Step 3: the vehicle and the address. The street is searched on the geo-service (PlaceSearch) and a chosen place
 * fills the other fields; they stay editable by hand when the search fails.
 */
export function VehicleAddressStep({ form }: { form: CourierForm }) {
  const [sessionId] = useState(newPlacesSessionId);
  const [geoFailed, setGeoFailed] = useState(false);
  const { formik } = form;
  const [vehicle, address, zipcode] = [form.field('vehicle_type'), form.field('address'), form.field('zipcode')];

  const choose = (placeId: string, label: string) => {
    address.set(label);
    geoApi
      .geocode(placeId, sessionId, formik.values.number || undefined)
      .then(({ data }) => (data?.data ? form.applyPlace(data.data) : setGeoFailed(true)))
      .catch(() => setGeoFailed(true));
  };

  return (
    <>
      <Field id={vehicle.id} label={m.vehicleLabel} error={vehicle.error}>
        <Select<VehicleType>
          id={vehicle.id}
          value={formik.values.vehicle_type ?? undefined}
          placeholder={m.vehiclePlaceholder}
          status={vehicle.error ? 'error' : undefined}
          {...invalidProps(vehicle.id, vehicle.error)}
          options={VEHICLES.map((v) => ({ value: v.value, label: v.label }))}
          onChange={(value) => {
            vehicle.set(value);
            rememberVehicle(value);
          }}
        />
      </Field>
      <Field id={address.id} label={m.addressLabel} error={address.error}>
        <PlaceSearch
          id={address.id}
          value={formik.values.address}
          sessionId={sessionId}
          texts={{ searching: m.addressSearching, failed: m.addressSearchError, noResults: m.addressNoResults }}
          placeholder={m.addressPlaceholder}
          status={address.error ? 'error' : undefined}
          ariaDescribedBy={address.error ? errorId(address.id) : undefined}
          maxLength={255}
          onChange={address.set}
          onChoose={choose}
          onSearchFailed={() => setGeoFailed(true)}
        />
      </Field>
      {geoFailed ? <Alert type="warning" showIcon title={m.addressSearchError} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TextField form={form} name="number" label={m.numberLabel} maxLength={20} />
        </Col>
        <Col xs={24} md={16}>
          <TextField form={form} name="complement" label={m.complementLabel} maxLength={255} />
        </Col>
        <Col xs={24} md={8}>
          <TextField form={form} name="neighborhood" label={m.neighborhoodLabel} maxLength={100} />
        </Col>
        <Col xs={24} md={10}>
          <TextField form={form} name="city" label={m.cityLabel} maxLength={100} />
        </Col>
        <Col xs={24} md={6}>
          <TextField form={form} name="state" label={m.stateLabel} maxLength={50} />
        </Col>
      </Row>
      <Field id={zipcode.id} label={m.cepLabel} error={zipcode.error}>
        <MaskedInput
          id={zipcode.id}
          mask="cep"
          value={formik.values.zipcode}
          onChange={zipcode.set}
          placeholder="00000-000"
          status={zipcode.error ? 'error' : undefined}
          {...invalidProps(zipcode.id, zipcode.error)}
          style={{ maxWidth: 200 }}
        />
      </Field>
    </>
  );
}

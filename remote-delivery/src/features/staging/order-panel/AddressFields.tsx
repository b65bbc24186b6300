import { Checkbox, Col, Form, Row } from 'antd';
import type { FormikProps } from 'formik';
import { PlaceSearch, TextInput } from 'shared/ui';
import { orderPanelMessages as m } from './messages';
import type { OrderFormValues } from './orderForm';
import type { OrderLocation } from './useOrderLocation';
import { WAITING_TEXT } from './QuoteSummary';

const SEARCH_TEXTS = { searching: m.addressSearching, failed: m.addressSearchFailed, noResults: m.addressNoResults, offline: m.addressSearchOffline };

/** Endereço (a place of the search, from 5 characters), Número or 'Sem número', Complemento (docs/spec/part-1-signin-dashboard-delivery.md §2, §5). */
export function AddressFields({
  id,
  formik,
  location,
  fieldError,
}: {
  id: (name: string) => string;
  formik: FormikProps<OrderFormValues>;
  location: OrderLocation;
  fieldError: (path: string) => string | undefined;
}) {
  const { values, setFieldValue, setFieldTouched } = formik;
  const addressError = location.outOfRange ? m.outOfRange : fieldError('place');
  const numberError = fieldError('number');
  // Offline: the address is typed and saved; the search (or the new number's place) waits for the network.
  const waiting = location.locatePending ? m.locateOffline : !location.online && !values.place ? m.addressOffline : undefined;
  const chosenAddress = values.place && values.addressText.trim() !== values.place.formattedAddress.trim() ? values.place.formattedAddress : undefined;
  return (
    <>
      <Form.Item
        label={m.addressLabel}
        htmlFor={id('address')}
        required
        validateStatus={addressError ? 'error' : location.locating ? 'validating' : undefined}
        help={addressError ?? (location.locating ? m.locating : undefined)}
        // The chosen place's full address under the field only when the field says something else: never twice.
        extra={
          waiting ? (
            <span role="status" style={{ color: WAITING_TEXT }}>
              {waiting}
            </span>
          ) : values.place ? (
            chosenAddress
          ) : (
            m.addressHint
          )
        }
      >
        <PlaceSearch
          id={id('address')}
          value={values.addressText}
          sessionId={location.sessionId}
          texts={SEARCH_TEXTS}
          status={addressError ? 'error' : undefined}
          onChange={location.typeAddress}
          onChoose={(placeId, label) => void location.choose(placeId, label)}
          onBlur={() => void setFieldTouched('place', true)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item
            label={m.numberLabel}
            htmlFor={id('number')}
            required={!values.withoutNumber}
            validateStatus={numberError ? 'error' : undefined}
            help={numberError}
            style={{ marginBottom: 4 }}
          >
            <TextInput
              id={id('number')}
              name="number"
              maxLength={10}
              autoComplete="off"
              disabled={values.withoutNumber}
              value={values.number}
              onChange={(e) => {
                void setFieldValue('number', e.target.value);
                if (!values.withoutNumber) location.relocate(e.target.value);
              }}
              onBlur={() => void setFieldTouched('number', true)}
              aria-invalid={!!numberError}
            />
          </Form.Item>
          <Checkbox
            checked={values.withoutNumber}
            style={{ marginBottom: 16 }}
            onChange={(e) => {
              void setFieldValue('withoutNumber', e.target.checked);
              if (!e.target.checked) return;
              void setFieldValue('number', '');
              // The point goes back to the street itself.
              if (values.number.trim()) location.relocate('');
            }}
          >
            {m.withoutNumberLabel}
          </Checkbox>
        </Col>
        <Col xs={12}>
          <Form.Item label={m.complementLabel} htmlFor={id('complement')}>
            <TextInput id={id('complement')} name="complement" autoComplete="off" value={values.complement} onChange={formik.handleChange} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

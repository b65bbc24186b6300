import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { formatBRL, type StagedOrder } from 'shared';
import { deliveryApi, type QuotePair } from '../../../api/delivery';
import { CurrencyInput, MaskedInput } from 'shared/masks';
import { PanelFooter, TextArea, TextInput } from 'shared/ui';
import { AddressSearch } from './AddressSearch';
import { ItemRows } from './ItemRows';
import { orderPanelMessages as m } from './messages';
import {
  CLIENT_NAME_MAX,
  exceedsItemsLimit,
  itemsTotal,
  newVerifyId,
  orderSchema,
  PAYMENT_TYPES,
  readValidation,
  toStagedOrder,
  validationPayload,
  type OrderFormValues,
  type PaymentCode,
} from './orderRules';
import { QuoteSummary } from './QuoteSummary';
import { useOrderLocation, type LocateResult } from './useOrderLocation';

export type SaveOutcome = { ok: true; order: StagedOrder } | { ok: false; message: string };

export interface OrderFormProps {
  /** Prefix of the field ids (one form per panel). */
  idPrefix: string;
  mode: 'create' | 'edit';
  initialValues: OrderFormValues;
  initialQuotes: QuotePair | null;
  /** The order's verify id in edit mode. */
  verifyId?: string;
  /** Every change of the values (the panel keeps the draft while the page lives). */
  onDraft: (values: OrderFormValues) => void;
  /** The order passed the order hub's validation (saved by the panel) or did not (error screen). */
  onOutcome: (outcome: SaveOutcome) => void;
}

/** The fields of the 'Novo pedido' / 'Editar pedido' side panel (spec part-1 §2, §5). */
export function OrderForm({ idPrefix, mode, initialValues, initialQuotes, verifyId, onDraft, onOutcome }: OrderFormProps) {
  const { message } = App.useApp();
  const location = useOrderLocation(initialQuotes, () => message.error(m.quoteFailed));
  const [rangeError, setRangeError] = useState(false);
  const verify = useRef(verifyId ?? newVerifyId());

  const formik = useFormik<OrderFormValues>({
    initialValues,
    validationSchema: orderSchema,
    onSubmit: async (values) => {
      if (!values.place) return;
      const draft = toStagedOrder(values, values.place, null, verify.current);
      try {
        const { data } = await deliveryApi.validateOrder(validationPayload(draft));
        const outcome = readValidation(data);
        if (!outcome.accepted) {
          onOutcome({ ok: false, message: outcome.message });
          return;
        }
        const quotes = {
          distance: data.distance,
          withoutReturn: data.estimated_price.withoutReturn,
          withReturn: data.estimated_price.withReturn ?? null,
        } as QuotePair;
        onOutcome({ ok: true, order: toStagedOrder(values, values.place, quotes, data.verify_id || verify.current) });
      } catch {
        onOutcome({ ok: false, message: m.generic });
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = formik;

  // The draft follows every change; the quote is recalculated 2 s after any change (spec part-1 §4).
  const firstRender = useRef(true);
  const serialized = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized values stand for `values` (a new object on every render); the callbacks are read at that moment.
  useEffect(() => {
    onDraft(values);
    if (firstRender.current) {
      firstRender.current = false;
      if (initialQuotes) return;
    }
    location.scheduleQuote(values.place);
  }, [serialized]);

  const fieldError = (path: string): string | undefined => {
    const error = getIn(formik.errors as FormikErrors<OrderFormValues>, path) as unknown;
    return getIn(formik.touched, path) && typeof error === 'string' ? error : undefined;
  };
  const status = (path: string) => (fieldError(path) ? ('error' as const) : undefined);

  const applyLocation = async (result: LocateResult) => {
    if (result.kind === 'stale') return;
    if (result.kind === 'located') {
      setRangeError(false);
      await setFieldValue('place', result.place);
      await setFieldValue('addressText', result.place.formattedAddress);
      return;
    }
    await setFieldValue('place', null);
    if (result.kind === 'outOfRange') {
      setRangeError(true);
      message.error(m.outOfRange);
    } else {
      message.error(m.quoteFailed);
    }
  };

  const choosePlace = async (placeId: string, label: string) => {
    setRangeError(false);
    await setFieldValue('addressText', label);
    await setFieldValue('place', null);
    const number = values.withoutNumber ? undefined : values.number.trim() || undefined;
    await applyLocation(await location.choose(placeId, number));
  };

  const changeNumber = (number: string) => {
    void setFieldValue('number', number);
    if (values.place && !values.withoutNumber) location.changeNumber(values.place, number, (r) => void applyLocation(r));
  };

  const submit = async () => {
    if (location.locating) {
      message.warning(m.waitQuote);
      return;
    }
    await formik.submitForm();
  };

  const total = itemsTotal(values.items);
  const isCash = values.order_payment_type === 'DIN';
  const addressError = rangeError ? m.outOfRange : fieldError('place');
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      noValidate
      aria-label={mode === 'edit' ? m.editTitle : m.createTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form layout="vertical" component={false}>
        <Form.Item label={m.clientNameLabel} htmlFor={id('client-name')} required validateStatus={status('client_name')} help={fieldError('client_name')}>
          <TextInput
            id={id('client-name')}
            name="client_name"
            maxLength={CLIENT_NAME_MAX}
            autoComplete="off"
            value={values.client_name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={!!status('client_name')}
          />
        </Form.Item>
        <Form.Item
          label={m.phoneLabel}
          htmlFor={id('phone')}
          required={!values.withoutPhone}
          validateStatus={status('phone')}
          help={fieldError('phone')}
          style={{ marginBottom: 4 }}
        >
          <MaskedInput
            id={id('phone')}
            name="phone"
            mask="phone"
            maxLength={15}
            disabled={values.withoutPhone}
            value={values.phone}
            onChange={(phone) => void setFieldValue('phone', phone)}
            onBlur={() => void setFieldTouched('phone', true)}
            aria-invalid={!!status('phone')}
          />
        </Form.Item>
        <Checkbox
          checked={values.withoutPhone}
          style={{ marginBottom: 16 }}
          onChange={(e) => {
            void setFieldValue('withoutPhone', e.target.checked);
            if (e.target.checked) void setFieldValue('phone', '');
          }}
        >
          {m.withoutPhoneLabel}
        </Checkbox>

        <Form.Item
          label={m.addressLabel}
          htmlFor={id('address')}
          required
          validateStatus={addressError ? 'error' : location.locating ? 'validating' : undefined}
          help={addressError ?? (location.locating ? m.locating : undefined)}
          extra={values.place ? values.place.formattedAddress : m.addressHint}
        >
          <AddressSearch
            id={id('address')}
            value={values.addressText}
            sessionId={location.sessionId}
            status={addressError ? 'error' : undefined}
            onChange={(text) => {
              setRangeError(false);
              location.forget();
              void setFieldValue('addressText', text);
              if (values.place) void setFieldValue('place', null);
            }}
            onChoose={(placeId, label) => void choosePlace(placeId, label)}
            onBlur={() => void setFieldTouched('place', true)}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item
              label={m.numberLabel}
              htmlFor={id('number')}
              required={!values.withoutNumber}
              validateStatus={status('number')}
              help={fieldError('number')}
              style={{ marginBottom: 4 }}
            >
              <TextInput
                id={id('number')}
                name="number"
                maxLength={10}
                autoComplete="off"
                disabled={values.withoutNumber}
                value={values.number}
                onChange={(e) => changeNumber(e.target.value)}
                onBlur={() => void setFieldTouched('number', true)}
                aria-invalid={!!status('number')}
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
                if (values.place && values.number.trim()) location.changeNumber(values.place, '', (r) => void applyLocation(r));
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

        <Row gutter={12}>
          <Col xs={isCash ? 12 : 24}>
            <Form.Item
              label={m.paymentTypeLabel}
              htmlFor={id('payment-type')}
              required
              validateStatus={status('order_payment_type')}
              help={fieldError('order_payment_type')}
            >
              <Select<PaymentCode>
                id={id('payment-type')}
                value={values.order_payment_type || undefined}
                options={PAYMENT_TYPES.map((p) => ({ value: p.code, label: p.label }))}
                onChange={(code) => {
                  void setFieldValue('order_payment_type', code);
                  if (code !== 'DIN') void setFieldValue('change_for', null);
                }}
                onBlur={() => void setFieldTouched('order_payment_type', true)}
                status={status('order_payment_type')}
              />
            </Form.Item>
          </Col>
          {isCash ? (
            <Col xs={12}>
              <Form.Item label={m.changeForLabel} htmlFor={id('change-for')} validateStatus={status('change_for')} help={fieldError('change_for')}>
                <CurrencyInput
                  id={id('change-for')}
                  value={values.change_for}
                  onChange={(reais) => {
                    void setFieldValue('change_for', reais || null);
                    void setFieldTouched('change_for', true, false);
                  }}
                  status={status('change_for')}
                  aria-invalid={!!status('change_for')}
                />
              </Form.Item>
            </Col>
          ) : null}
        </Row>

        <ItemRows idPrefix={idPrefix} formik={formik} fieldError={fieldError} />
        <Typography.Paragraph style={{ marginTop: 8 }}>
          {m.itemsTotal}: <Typography.Text strong>{formatBRL(total)}</Typography.Text>
        </Typography.Paragraph>
        {exceedsItemsLimit(total) ? <Alert type="warning" showIcon title={m.itemsTotalTooHigh} style={{ marginBottom: 16 }} /> : null}

        <Form.Item label={m.obsLabel} htmlFor={id('obs')}>
          <TextArea id={id('obs')} name="obs" value={values.obs} onChange={formik.handleChange} />
        </Form.Item>

        <QuoteSummary quote={location.quote} payment={values.order_payment_type} />

        <PanelFooter justify="stretch">
          <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
            {mode === 'edit' ? m.saveEdit : m.save}
          </Button>
        </PanelFooter>
      </Form>
    </form>
  );
}

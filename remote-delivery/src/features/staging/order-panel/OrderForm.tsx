import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { formatBRL, isOfflineError, isOnline, type StagedOrder, usePortalMessage } from 'shared';
import { CurrencyInput, MaskedInput } from 'shared/masked-input';
import { PanelFooter, TextArea, TextInput } from 'shared/ui';
import { deliveryApi, type QuotePair } from '../../../api/delivery';
import { AddressFields } from './AddressFields';
import { ItemRows } from './ItemRows';
import { orderPanelMessages as m } from './messages';
import { CLIENT_NAME_MAX, exceedsItemsLimit, itemsTotal, orderSchema, PAYMENT_TYPES, type OrderFormValues, type PaymentCode } from './orderForm';
import { newVerifyId, readValidation, toOfflineOrder, toStagedOrder, validationPayload } from './orderRules';
import { QuoteSummary } from './QuoteSummary';
import { useOrderLocation } from './useOrderLocation';
import { useOrderQuote } from './useOrderQuote';

/** `pending`: saved offline, what the order waits for (docs/decisions.md D13). */
export type SaveOutcome = { ok: true; order: StagedOrder; pending?: 'address' | 'locate' | 'quote' } | { ok: false; message: string };

export interface OrderFormProps {
  /** Prefix of the field ids (one form per panel). */
  idPrefix: string;
  mode: 'create' | 'edit';
  initialValues: OrderFormValues;
  initialQuotes: QuotePair | null;
  /** The order's verify id in edit mode. */
  verifyId?: string;
  /** Edit of an order staged offline whose new number was not located yet. */
  locatePending?: boolean;
  /** Every change of the values (the panel keeps the draft while the page lives). */
  onDraft: (values: OrderFormValues) => void;
  /** The order passed the order hub's validation (saved by the panel) or did not (error screen). */
  onOutcome: (outcome: SaveOutcome) => void;
}

/** The fields of the 'Novo pedido' / 'Editar pedido' side panel (docs/spec/part-1-signin-dashboard-delivery.md §2, §5). */
export function OrderForm({ idPrefix, mode, initialValues, initialQuotes, verifyId, locatePending, onDraft, onOutcome }: OrderFormProps) {
  const message = usePortalMessage();
  const verify = useRef(verifyId ?? newVerifyId());

  const formik = useFormik<OrderFormValues>({
    initialValues,
    validationSchema: orderSchema,
    onSubmit: async (values) => {
      if (!isOnline()) {
        // Offline the order is saved on this device with what is known; the server's part waits (D13).
        const known = { quotes: quote.status === 'ready' ? quote.quotes : null, locatePending: location.locatePending };
        const order = toOfflineOrder(values, known, verify.current);
        onOutcome({ ok: true, order, pending: order.pending });
        return;
      }
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
      } catch (error) {
        // Offline: the order needs the server's check before it is staged; the panel keeps what was typed.
        onOutcome({ ok: false, message: isOfflineError(error) ? error.message : m.generic });
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = formik;
  const location = useOrderLocation(formik, locatePending);
  // The stored quotes as the form opened (the panel's draft, written from the first render on, does not change them).
  const [startQuotes] = useState(initialQuotes);
  const quote = useOrderQuote(values, startQuotes);

  // The panel keeps the draft while the page lives.
  const serialized = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized values stand for `values` (a new object on every render).
  useEffect(() => {
    onDraft(values);
  }, [serialized]);

  const fieldError = (path: string): string | undefined => {
    const error = getIn(formik.errors as FormikErrors<OrderFormValues>, path) as unknown;
    return getIn(formik.touched, path) && typeof error === 'string' ? error : undefined;
  };
  const status = (path: string) => (fieldError(path) ? ('error' as const) : undefined);

  const submit = async () => {
    if (location.locating) {
      message.warning(m.waitQuote);
      return;
    }
    await formik.submitForm();
  };

  const total = itemsTotal(values.items);
  const isCash = values.order_payment_type === 'DIN';
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
          {/* No maxLength: the mask bounds the length, after it read a pasted '+55 11 98765-4321' whole. */}
          <MaskedInput
            id={id('phone')}
            name="phone"
            mask="phone"
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

        <AddressFields id={id} formik={formik} location={location} fieldError={fieldError} />

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

        <QuoteSummary quote={quote} payment={values.order_payment_type} />

        <PanelFooter justify="stretch">
          <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
            {mode === 'edit' ? m.saveEdit : m.save}
          </Button>
        </PanelFooter>
      </Form>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, Card, Checkbox, Col, Form, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatBRL } from 'shared';
import { CurrencyInput, MaskedInput } from 'shared/masked-input';
import { DateInput, PlaceSearch, TextArea, TextInput } from 'shared/ui';
import { LEGACY_PAYMENT_TYPES, LEGACY_PLATFORMS, SHIPPING_TYPES, type LegacyPlatform } from '../../api/delivery';
import { deliveryCost, type LegacyDraft } from './legacyRules';
import { legacyMessages as m, shippingTypeLabels } from './messages';
import type { QuoteState } from './useLegacyDraft';

const SEARCH_TEXTS = { searching: m.addressSearching, failed: m.addressSearchFailed, noResults: m.addressNoResults };

/** Select needs a non-empty value for 'none': the platform '' travels as this key. */
const NO_PLATFORM = '__none__';

/** One field of the grid; its input takes the id `legacy-${id}`. */
function Field({
  id,
  label,
  md = 12,
  xs = 24,
  extra,
  children,
}: {
  id: string;
  label: string;
  md?: number;
  xs?: number;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Col xs={xs} md={md}>
      <Form.Item label={label} htmlFor={`legacy-${id}`} extra={extra}>
        {children}
      </Form.Item>
    </Col>
  );
}

/**
 * The legacy builder's 'Adicionar pedido' form: every field of docs/spec/part-1-signin-dashboard-delivery.md §3 'Legacy builder order'. A real form:
 * Enter in a field adds the order as 'Adicionar pedido' does (the same checks and messages).
 */
export function LegacyOrderForm({
  draft,
  quote,
  sessionId,
  adding,
  onChange,
  onChoosePlace,
  onNumberChange,
  onAdd,
}: {
  draft: LegacyDraft;
  quote: QuoteState;
  sessionId: string;
  adding: boolean;
  onChange: (patch: Partial<LegacyDraft>) => void;
  onChoosePlace: (placeId: string, label: string) => void;
  onNumberChange: (number: string) => void;
  onAdd: () => void;
}) {
  const text = (id: string, key: 'storeName' | 'platformOrderId' | 'clientName' | 'complement') => (
    <TextInput id={`legacy-${id}`} value={draft[key]} onChange={(e) => onChange({ [key]: e.target.value })} />
  );
  return (
    <Card title={m.formTitle}>
      <form
        noValidate
        aria-label={m.formTitle}
        onSubmit={(event) => {
          event.preventDefault();
          if (!adding) onAdd();
        }}
      >
        <Form layout="vertical" component={false}>
          <Row gutter={16}>
            <Field id="store-name" label={m.storeNameLabel}>
              {text('store-name', 'storeName')}
            </Field>
            <Field id="creation-type" label={m.creationTypeLabel}>
              <Select<string>
                id="legacy-creation-type"
                value={draft.creationType === null ? undefined : draft.creationType || NO_PLATFORM}
                options={LEGACY_PLATFORMS.map((p) => ({ value: p.value || NO_PLATFORM, label: p.label }))}
                onChange={(value) => onChange({ creationType: (value === NO_PLATFORM ? '' : value) as LegacyPlatform })}
              />
            </Field>
            {draft.creationType ? (
              <Field id="platform-order-id" label={m.platformOrderIdLabel}>
                {text('platform-order-id', 'platformOrderId')}
              </Field>
            ) : null}
            <Field id="client-name" label={m.clientNameLabel}>
              {text('client-name', 'clientName')}
            </Field>
            <Col xs={24} md={12}>
              <Form.Item label={m.phoneLabel} htmlFor="legacy-phone">
                {/* No maxLength: the mask bounds the length, after it read a pasted '+55 11 98765-4321' whole. */}
                <MaskedInput id="legacy-phone" mask="phone" disabled={draft.withoutPhone} value={draft.phone} onChange={(phone) => onChange({ phone })} />
              </Form.Item>
              <Checkbox checked={draft.withoutPhone} onChange={(e) => onChange({ withoutPhone: e.target.checked, phone: e.target.checked ? '' : draft.phone })}>
                {m.withoutPhoneLabel}
              </Checkbox>
            </Col>
            <Field id="address" label={m.addressLabel} md={16} extra={draft.place ? draft.place.formattedAddress : m.addressHint}>
              {/* Searched from any text here (§5). */}
              <PlaceSearch
                id="legacy-address"
                value={draft.addressText}
                sessionId={sessionId}
                minChars={1}
                texts={SEARCH_TEXTS}
                onChange={(typed) => onChange({ addressText: typed, place: null })}
                onChoose={onChoosePlace}
              />
            </Field>
            <Field id="number" label={m.numberLabel} xs={12} md={4}>
              <TextInput id="legacy-number" maxLength={10} value={draft.number} onChange={(e) => onNumberChange(e.target.value)} />
            </Field>
            <Field id="complement" label={m.complementLabel} xs={12} md={4}>
              {text('complement', 'complement')}
            </Field>
            <Field id="order-date" label={m.orderDateLabel} md={8}>
              <DateInput
                id="legacy-order-date"
                value={draft.orderDate ? dayjs(draft.orderDate) : null}
                onChange={(date) => onChange({ orderDate: date && !Array.isArray(date) ? dayjs(date as dayjs.Dayjs).format('YYYY-MM-DD') : null })}
              />
            </Field>
            <Field id="shipping-type" label={m.shippingTypeLabel} md={8}>
              {/* The API takes the words shown (§9). */}
              <Select
                id="legacy-shipping-type"
                value={draft.shippingType ?? undefined}
                options={SHIPPING_TYPES.map((s) => ({ value: s, label: shippingTypeLabels[s] }))}
                onChange={(shippingType) => onChange({ shippingType })}
              />
            </Field>
            <Field id="order-value" label={m.orderValueLabel} md={8}>
              <CurrencyInput id="legacy-order-value" value={draft.orderValue || null} onChange={(orderValue) => onChange({ orderValue })} />
            </Field>
            <Field id="payment-type" label={m.paymentTypeLabel}>
              <Select
                id="legacy-payment-type"
                value={draft.paymentTypeId ?? undefined}
                options={LEGACY_PAYMENT_TYPES.map((p) => ({ value: p.id, label: p.label }))}
                onChange={(paymentTypeId) => onChange({ paymentTypeId, exchange: paymentTypeId === 3 ? draft.exchange : 0 })}
              />
            </Field>
            {draft.paymentTypeId === 3 ? (
              <Field id="exchange" label={m.exchangeLabel}>
                <CurrencyInput id="legacy-exchange" value={draft.exchange || null} onChange={(exchange) => onChange({ exchange })} />
              </Field>
            ) : null}
            <Field id="obs" label={m.obsLabel} md={24}>
              <TextArea id="legacy-obs" value={draft.obs} onChange={(e) => onChange({ obs: e.target.value })} />
            </Field>
          </Row>
          <QuoteLine quote={quote} />
          <Button type="primary" htmlType="submit" loading={adding}>
            {m.addOrder}
          </Button>
        </Form>
      </form>
    </Card>
  );
}

function QuoteLine({ quote }: { quote: QuoteState }) {
  if (quote.status === 'idle') return null;
  if (quote.status === 'loading') return <Typography.Paragraph type="secondary">{m.quoting}</Typography.Paragraph>;
  if (quote.status === 'failed') return <Typography.Paragraph type="danger">{m.quoteFailed}</Typography.Paragraph>;
  return (
    <Space orientation="vertical" size={0} style={{ marginBottom: 16 }} aria-label={m.quoteLabel}>
      <Typography.Text strong>{m.quoteLabel}</Typography.Text>
      <Typography.Text>
        {m.quoteWithoutReturn}: {formatBRL(deliveryCost(quote.quote, false))}
      </Typography.Text>
      {quote.quote.withReturn ? (
        <Typography.Text>
          {m.quoteWithReturn}: {formatBRL(deliveryCost(quote.quote, true))}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

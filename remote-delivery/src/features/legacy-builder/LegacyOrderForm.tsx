import { Button, Card, Checkbox, Col, Form, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatBRL } from 'shared';
import { LEGACY_PAYMENT_TYPES, LEGACY_PLATFORMS, SHIPPING_TYPES, type LegacyPaymentTypeId, type LegacyPlatform, type ShippingType } from '../../api/delivery';
import { DateInput, PlaceSearch, TextArea, TextInput } from 'shared/ui';
import { CurrencyInput, MaskedInput } from 'shared/masks';
import { deliveryCost, type LegacyDraft } from './legacyRules';
import { legacyMessages as m, shippingTypeLabels } from './messages';
import type { QuoteState } from './useLegacyDraft';

const SEARCH_TEXTS = { searching: m.addressSearching, failed: m.addressSearchFailed, noResults: m.addressNoResults };

/** Select needs a non-empty value for 'none': the platform '' travels as this key. */
const NO_PLATFORM = '__none__';

/** The 'Adicionar pedido' form of the legacy builder: every field of spec part-1 §3 'Legacy builder order'. */
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
  const isCash = draft.paymentTypeId === 3;
  return (
    <Card title={m.formTitle}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={m.storeNameLabel} htmlFor="legacy-store-name">
              <TextInput id="legacy-store-name" value={draft.storeName} onChange={(e) => onChange({ storeName: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={m.creationTypeLabel} htmlFor="legacy-creation-type">
              <Select<string>
                id="legacy-creation-type"
                value={draft.creationType === null ? undefined : draft.creationType || NO_PLATFORM}
                options={LEGACY_PLATFORMS.map((p) => ({ value: p.value || NO_PLATFORM, label: p.label }))}
                onChange={(value) => onChange({ creationType: (value === NO_PLATFORM ? '' : value) as LegacyPlatform })}
              />
            </Form.Item>
          </Col>
          {draft.creationType ? (
            <Col xs={24} md={12}>
              <Form.Item label={m.platformOrderIdLabel} htmlFor="legacy-platform-order-id">
                <TextInput id="legacy-platform-order-id" value={draft.platformOrderId} onChange={(e) => onChange({ platformOrderId: e.target.value })} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item label={m.clientNameLabel} htmlFor="legacy-client-name">
              <TextInput id="legacy-client-name" value={draft.clientName} onChange={(e) => onChange({ clientName: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={m.phoneLabel} htmlFor="legacy-phone">
              <MaskedInput
                id="legacy-phone"
                mask="phone"
                maxLength={15}
                disabled={draft.withoutPhone}
                value={draft.phone}
                onChange={(phone) => onChange({ phone })}
              />
            </Form.Item>
            <Checkbox checked={draft.withoutPhone} onChange={(e) => onChange({ withoutPhone: e.target.checked, phone: e.target.checked ? '' : draft.phone })}>
              {m.withoutPhoneLabel}
            </Checkbox>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={m.addressLabel} htmlFor="legacy-address" extra={draft.place ? draft.place.formattedAddress : m.addressHint}>
              {/* Searched from any text here (spec part-1 §5). */}
              <PlaceSearch
                id="legacy-address"
                value={draft.addressText}
                sessionId={sessionId}
                minChars={1}
                texts={SEARCH_TEXTS}
                onChange={(text) => onChange({ addressText: text, place: null })}
                onChoose={onChoosePlace}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label={m.numberLabel} htmlFor="legacy-number">
              <TextInput id="legacy-number" maxLength={10} value={draft.number} onChange={(e) => onNumberChange(e.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label={m.complementLabel} htmlFor="legacy-complement">
              <TextInput id="legacy-complement" value={draft.complement} onChange={(e) => onChange({ complement: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={m.orderDateLabel} htmlFor="legacy-order-date">
              <DateInput
                id="legacy-order-date"
                value={draft.orderDate ? dayjs(draft.orderDate) : null}
                onChange={(date) => onChange({ orderDate: date && !Array.isArray(date) ? dayjs(date as dayjs.Dayjs).format('YYYY-MM-DD') : null })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={m.shippingTypeLabel} htmlFor="legacy-shipping-type">
              <Select<ShippingType>
                id="legacy-shipping-type"
                value={draft.shippingType ?? undefined}
                options={SHIPPING_TYPES.map((s) => ({ value: s, label: shippingTypeLabels[s] }))}
                onChange={(shippingType) => onChange({ shippingType })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={m.orderValueLabel} htmlFor="legacy-order-value">
              <CurrencyInput id="legacy-order-value" value={draft.orderValue || null} onChange={(orderValue) => onChange({ orderValue })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={m.paymentTypeLabel} htmlFor="legacy-payment-type">
              <Select<LegacyPaymentTypeId>
                id="legacy-payment-type"
                value={draft.paymentTypeId ?? undefined}
                options={LEGACY_PAYMENT_TYPES.map((p) => ({ value: p.id, label: p.label }))}
                onChange={(paymentTypeId) => onChange({ paymentTypeId, exchange: paymentTypeId === 3 ? draft.exchange : 0 })}
              />
            </Form.Item>
          </Col>
          {isCash ? (
            <Col xs={24} md={12}>
              <Form.Item label={m.exchangeLabel} htmlFor="legacy-exchange">
                <CurrencyInput id="legacy-exchange" value={draft.exchange || null} onChange={(exchange) => onChange({ exchange })} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24}>
            <Form.Item label={m.obsLabel} htmlFor="legacy-obs">
              <TextArea id="legacy-obs" value={draft.obs} onChange={(e) => onChange({ obs: e.target.value })} />
            </Form.Item>
          </Col>
        </Row>
        <QuoteLine quote={quote} />
        <Button type="primary" onClick={onAdd} loading={adding}>
          {m.addOrder}
        </Button>
      </Form>
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

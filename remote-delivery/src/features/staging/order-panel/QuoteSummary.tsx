import { Descriptions, Typography } from 'antd';
import { formatBRL } from 'shared';
import { orderPanelMessages as m } from './messages';
import type { PaymentCode } from './orderForm';
import { quoteCost, visibleQuotes } from './orderRules';
import type { QuoteState } from './useOrderQuote';

/** What waits for the network, in a dark amber with AA contrast on white. */
export const WAITING_TEXT = '#874d00';

/** The delivery price by payment type (docs/spec/part-1-signin-dashboard-delivery.md §4): card with return, cash both, online without return. */
export function QuoteSummary({ quote, payment }: { quote: QuoteState; payment: PaymentCode | '' }) {
  if (quote.status === 'idle') return null;
  if (quote.status === 'pending')
    return (
      <Typography.Paragraph type="secondary" role="status">
        {m.quoting}
      </Typography.Paragraph>
    );
  if (quote.status === 'offline')
    return (
      <Typography.Paragraph role="status" style={{ color: WAITING_TEXT }}>
        {m.quoteOffline}
      </Typography.Paragraph>
    );
  if (quote.status === 'failed')
    return (
      <Typography.Paragraph type="danger" role="alert">
        {m.quoteFailed}
      </Typography.Paragraph>
    );
  const show = visibleQuotes(payment);
  const { withReturn, withoutReturn } = quote.quotes;
  return (
    <section aria-label={m.quoteTitle} style={{ marginBottom: 16 }}>
      <Descriptions title={m.quoteTitle} column={1} size="small">
        {show.withoutReturn ? <Descriptions.Item label={m.quoteWithoutReturn}>{formatBRL(quoteCost(withoutReturn))}</Descriptions.Item> : null}
        {show.withReturn ? (
          <Descriptions.Item label={m.quoteWithReturn}>{withReturn ? formatBRL(quoteCost(withReturn)) : m.quoteNoReturn}</Descriptions.Item>
        ) : null}
      </Descriptions>
    </section>
  );
}

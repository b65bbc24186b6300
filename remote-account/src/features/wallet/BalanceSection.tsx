import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatBRL } from 'shared';
import { safeHref } from 'shared/ui';
import { useFailureToast } from '../common/useFailureToast';
import { brDate } from './dates';
import { walletMessages as m } from './messages';
import { DEBIT_COLOR } from './SignedValue';
import { useWalletSummary } from './walletData';
import { SectionTitle } from '../common/SectionTitle';

/** A summary card: the amount (the last one read, when a refresh fails), or what failed with 'Tentar novamente'. */
function AmountCard({ title, read, failure, onRetry }: { title: string; read: UseQueryResult<number>; failure: string; onRetry: () => void }) {
  useFailureToast(read, failure);
  let body: ReactNode;
  if (read.isError && read.data === undefined)
    body = (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text>{failure}</Typography.Text>
        <Button onClick={onRetry}>{m.retry}</Button>
      </Flex>
    );
  else
    body = (
      <Statistic
        title={<Typography.Text strong>{title}</Typography.Text>}
        loading={read.data === undefined}
        value={read.data === undefined ? '' : formatBRL(read.data)}
        styles={{ content: { color: (read.data ?? 0) < 0 ? DEBIT_COLOR : undefined } }}
      />
    );
  return (
    <Card role="region" aria-label={title} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}

/** The wallet's summary: available credit (prepaid stores) or the postpaid note, the last 7 days, a pending boleto. */
export function BalanceSection({ postpaid }: { postpaid: boolean }) {
  const { balance, billet, usage, retry } = useWalletSummary(!postpaid);
  const pending = billet.data && billet.data.status !== 'PAID' ? billet.data : null;
  const billetHref = pending ? safeHref(pending.url) : undefined;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={12}>
          {postpaid ? (
            <Card role="region" aria-label={m.postpaidTitle} style={{ height: '100%' }}>
              <SectionTitle style={{ marginTop: 0, fontSize: 16 }}>{m.postpaidTitle}</SectionTitle>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{m.postpaidText}</Typography.Paragraph>
            </Card>
          ) : (
            <AmountCard title={m.balanceTitle} read={balance} failure={m.balanceError} onRetry={retry} />
          )}
        </Col>
        <Col xs={24} md={12}>
          <AmountCard title={m.usageTitle} read={usage} failure={m.usageError} onRetry={retry} />
        </Col>
      </Row>

      {pending && billetHref ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 24 }}
          title={m.pendingBillet(formatBRL(pending.transaction.amount), brDate(pending.due_date))}
          description={m.pendingBilletNote}
          action={
            <Button size="small" href={billetHref} target="_blank" rel="noopener noreferrer" aria-label={`${m.openBillet} ${m.newTab}`}>
              {m.openBillet}
            </Button>
          }
        />
      ) : null}

      {billet.isError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title={m.billetError}
          action={
            <Button size="small" onClick={retry}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Button, Descriptions, Flex, Result, Typography } from 'antd';
import { formatBRL, serverErrorText, Spinner } from 'shared';
import { STATUS_ICON } from 'shared/table';
import { CARD_FEE_PERCENT } from '../../domain/constants';
import { CardForm, useCardForm } from './CardForm';
import { walletMessages as m } from './messages';
import type { TopUpKeys } from './topUpOnce';
import { cardFee, cardTotal } from './topUpRules';
import { useTopUp } from './walletData';

interface CardPaymentProps {
  amount: number;
  /** The panel's idempotency keys: the same payment keeps its key until it is charged (topUpOnce.ts). */
  keys: TopUpKeys;
  /** Back to the method and amount. */
  onBack: () => void;
  /** Hides the panel, keeping this payment: a confirmation goes on, and reopening shows where it is. */
  onClose: () => void;
  /** The payment is over (charged, or refused): the panel closes and its next opening starts a new top-up. */
  onDone: () => void;
}

/**
 * The card flow of a top-up: the card (CardForm), the review with the 2,79% fee, then the charge and its result:
 * 'Créditos adicionados com sucesso!' or the failure screen. A charge whose answer was lost is never 'failed' (the
 * merchant would pay again): it is sent again under the same key until the server answers, charged at most once.
 * The panel may be closed meanwhile: it stays drawn, hidden, so the charge goes on and its result is there on reopening.
 */
export function CardPayment({ amount, keys, onBack, onClose, onDone }: CardPaymentProps) {
  const [reviewing, setReviewing] = useState(false);
  const form = useCardForm(() => setReviewing(true));
  const { topUp, confirming } = useTopUp(keys);
  // No answer within the confirmation window: the merchant may send the same payment again.
  const [unconfirmed, setUnconfirmed] = useState(false);
  const pay = () => topUp.mutate(form.input(amount), { onSettled: (outcome) => setUnconfirmed(outcome?.kind === 'notConfirmed') });
  const outcome = topUp.data;

  if (outcome?.kind === 'placed') {
    const balance = outcome.answer.balance;
    return (
      <Result
        status="success"
        icon={STATUS_ICON.success}
        title={<span role="status">{m.cardSuccess}</span>}
        subTitle={typeof balance === 'number' ? m.cardNewBalance(formatBRL(balance)) : undefined}
        extra={
          <Button type="primary" onClick={onDone}>
            {m.done}
          </Button>
        }
      />
    );
  }

  if (confirming || unconfirmed) {
    return (
      <Result
        status={confirming ? 'info' : 'warning'}
        icon={confirming ? <Spinner /> : STATUS_ICON.warning}
        title={<span role="status">{confirming ? m.cardConfirming : m.cardNotConfirmed}</span>}
        subTitle={confirming ? m.cardConfirmingNote : m.cardNotConfirmedNote}
        extra={
          confirming ? null : (
            <Flex gap={8} justify="center" wrap>
              {/* The same payment again, under the same key: charged at most once. */}
              <Button type="primary" onClick={pay} loading={topUp.isPending}>
                {m.cardConfirmAgain}
              </Button>
              {/* Not over: reopening the panel finds this payment and 'Confirmar de novo'. */}
              <Button onClick={onClose}>{m.close}</Button>
            </Flex>
          )
        }
      />
    );
  }

  if (topUp.isError) {
    const reason = serverErrorText(topUp.error);
    const tryAgain = () => {
      topUp.reset();
      setReviewing(false);
    };
    return (
      <Result
        status="error"
        icon={STATUS_ICON.error}
        title={<span role="alert">{m.cardFailure}</span>}
        subTitle={m.cardFailureAdvice}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={tryAgain}>
              {m.tryAgain}
            </Button>
            <Button onClick={onDone}>{m.close}</Button>
          </Flex>
        }
      >
        {reason ? (
          <Typography.Paragraph>
            <Typography.Text strong>{m.cardFailureReason}: </Typography.Text>
            {reason}
          </Typography.Paragraph>
        ) : null}
      </Result>
    );
  }

  if (!reviewing) return <CardForm form={form} amount={amount} onBack={onBack} />;

  return (
    <section aria-labelledby="wallet-review-title">
      <Typography.Title level={3} id="wallet-review-title">
        {m.reviewTitle}
      </Typography.Title>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'credits', label: m.reviewCredits, children: formatBRL(amount) },
          { key: 'fee', label: m.reviewFee(CARD_FEE_PERCENT), children: formatBRL(cardFee(amount)) },
          { key: 'total', label: m.reviewTotal, children: <strong>{formatBRL(cardTotal(amount))}</strong> },
          { key: 'card', label: m.reviewCard, children: form.label },
        ]}
      />
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={() => setReviewing(false)} disabled={topUp.isPending}>
          {m.back}
        </Button>
        <Button type="primary" onClick={pay} loading={topUp.isPending}>
          {m.confirmPayment}
        </Button>
      </Flex>
    </section>
  );
}

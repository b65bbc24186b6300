import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Input, Radio, Result, Typography } from 'antd';
import { useFormik } from 'formik';
import { formatBRL, serverErrorText, Spinner } from 'shared';
import { CARD_FEE_PERCENT } from '../../domain/constants';
import { TOP_UP_TYPE, walletApi, type AddCreditsInput, type SavedCreditCard } from '../../api/wallet';
import { placeTopUp, type TopUpKeys } from './topUpOnce';
import { MaskedInput, onlyDigits } from 'shared/masks';
import { PanelFooter } from 'shared/ui';
import { walletMessages as m } from './messages';
import { cardBrand, cardFee, cardLabel, cardTotal, EMPTY_CARD, newCardSchema, savedCardCvvProblem, type NewCardValues } from './topUpRules';

const NEW_CARD = 'new';

type Phase = 'choose' | 'review' | 'confirming' | 'notConfirmed' | 'success' | 'failure';

interface CardPaymentProps {
  storeUuid: string;
  amount: number;
  /** The panel's idempotency keys: the same payment keeps its key until it is charged (topUpOnce.ts). */
  keys: TopUpKeys;
  /** Back to the method and amount. */
  onBack: () => void;
  onDone: () => void;
  /** An approved card: the balance after it. */
  onCredited: (balance: number | null) => void;
}

/**
 * The card flow of a top-up: a saved card or a new one (Luhn-checked number, MM/AAAA expiry, CVV), the review
 * with the 2,79% fee, then the result: 'Créditos adicionados com sucesso!' or the failure screen.
 */
export function CardPayment({ storeUuid, amount, keys, onBack, onDone, onCredited }: CardPaymentProps) {
  const [phase, setPhase] = useState<Phase>('choose');
  const [cards, setCards] = useState<SavedCreditCard[] | null>(null);
  const [cardsFailed, setCardsFailed] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [newBalance, setNewBalance] = useState<number | null>(null);
  // A saved card's CVV (3 digits), asked again at every charge (part-2 §5).
  const [savedCvv, setSavedCvv] = useState('');
  const [savedCvvError, setSavedCvvError] = useState<string | undefined>();

  useEffect(() => {
    let alive = true;
    walletApi
      .creditCards(storeUuid)
      .then(({ data }) => {
        if (!alive) return;
        const list = Array.isArray(data?.data) ? data.data : [];
        setCards(list);
        setChoice((current) => current ?? (list[0]?.instant_buy_key || NEW_CARD));
      })
      .catch(() => {
        if (!alive) return;
        setCards([]);
        setCardsFailed(true);
        setChoice(NEW_CARD);
      });
    return () => {
      alive = false;
    };
  }, [storeUuid]);

  const formik = useFormik<NewCardValues>({
    initialValues: EMPTY_CARD,
    validationSchema: newCardSchema,
    onSubmit: () => setPhase('review'),
  });

  const savedCard = cards?.find((c) => c.instant_buy_key === choice) ?? null;
  const paymentCard = savedCard ? cardLabel(savedCard.brand, savedCard.masked_number) : cardLabel(cardBrand(formik.values.number), formik.values.number);

  const toReview = () => {
    if (choice === NEW_CARD) {
      formik.handleSubmit();
      return;
    }
    if (!savedCard) return;
    const problem = savedCardCvvProblem(savedCvv);
    setSavedCvvError(problem);
    if (!problem) setPhase('review');
  };

  /**
   * The payment under its key: an answer lost on the way is never 'failed' (the merchant would pay again): the same
   * payment is sent again under the same key until the server answers, and it is charged at most once.
   */
  const pay = async () => {
    setPaying(true);
    setReason(null);
    try {
      const outcome = await placeTopUp(storeUuid, paymentInput(), keys, () => setPhase('confirming'));
      if (outcome.kind === 'notConfirmed') {
        setPhase('notConfirmed');
        return;
      }
      const balance = outcome.answer?.balance;
      const value = typeof balance === 'number' ? balance : null;
      setNewBalance(value);
      setPhase('success');
      onCredited(value);
    } catch (error) {
      setReason(serverErrorText(error) ?? null);
      setPhase('failure');
    } finally {
      setPaying(false);
    }
  };

  const paymentInput = (): AddCreditsInput =>
    savedCard && choice !== NEW_CARD
      ? { amount, type: TOP_UP_TYPE.card, 'instant-buy-key': savedCard.instant_buy_key, security_code: savedCvv }
      : {
          amount,
          type: TOP_UP_TYPE.card,
          creditCard: {
            holder_name: formik.values.holder_name.trim(),
            number: onlyDigits(formik.values.number),
            expiration: formik.values.expiration,
            security_code: formik.values.security_code,
            save: formik.values.save,
            ...(cardBrand(formik.values.number) ? { brand: cardBrand(formik.values.number) } : {}),
          },
        };

  if (phase === 'success') {
    return (
      <Result
        status="success"
        title={<span role="status">{m.cardSuccess}</span>}
        subTitle={newBalance !== null ? m.cardNewBalance(formatBRL(newBalance)) : undefined}
        extra={
          <Button type="primary" onClick={onDone}>
            {m.done}
          </Button>
        }
      />
    );
  }

  if (phase === 'confirming' || phase === 'notConfirmed') {
    const confirming = phase === 'confirming';
    return (
      <Result
        status={confirming ? 'info' : 'warning'}
        icon={confirming ? <Spinner /> : undefined}
        title={<span role="status">{confirming ? m.cardConfirming : m.cardNotConfirmed}</span>}
        subTitle={confirming ? m.cardConfirmingNote : m.cardNotConfirmedNote}
        extra={
          confirming ? null : (
            <Flex gap={8} justify="center" wrap>
              {/* The same payment again, under the same key: charged at most once. */}
              <Button type="primary" onClick={() => void pay()} loading={paying}>
                {m.cardConfirmAgain}
              </Button>
              <Button onClick={onDone}>{m.close}</Button>
            </Flex>
          )
        }
      />
    );
  }

  if (phase === 'failure') {
    return (
      <Result
        status="error"
        title={<span role="alert">{m.cardFailure}</span>}
        subTitle={m.cardFailureAdvice}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={() => setPhase('choose')}>
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

  if (phase === 'review') {
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
            { key: 'card', label: m.reviewCard, children: paymentCard },
          ]}
        />
        <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
          <Button onClick={() => setPhase('choose')} disabled={paying}>
            {m.back}
          </Button>
          <Button type="primary" onClick={pay} loading={paying}>
            {m.confirmPayment}
          </Button>
        </Flex>
      </section>
    );
  }

  const error = (name: keyof NewCardValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const field = (name: 'holder_name' | 'number' | 'expiration' | 'security_code') => ({
    validateStatus: error(name) ? ('error' as const) : undefined,
    help: error(name),
  });

  return (
    <section aria-labelledby="wallet-card-title">
      <Typography.Title level={3} id="wallet-card-title">
        {m.cardTitle}
      </Typography.Title>
      <Typography.Paragraph>
        {m.reviewCredits}: <strong>{formatBRL(amount)}</strong>
      </Typography.Paragraph>
      {cards === null ? <Spinner label={m.cardsLoading} /> : null}
      {cardsFailed ? <Alert type="warning" showIcon title={m.cardsError} style={{ marginBottom: 16 }} /> : null}
      {cards !== null ? (
        <form
          noValidate
          aria-label={m.cardTitle}
          onSubmit={(event) => {
            event.preventDefault();
            toReview();
          }}
        >
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{m.savedCardsLegend}</legend>
            <Radio.Group
              value={choice}
              onChange={(e) => {
                setChoice(String(e.target.value));
                setSavedCvv('');
                setSavedCvvError(undefined);
              }}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            >
              {cards.map((card) => (
                <Radio key={card.instant_buy_key} value={card.instant_buy_key}>
                  {m.savedCard(card.brand, card.masked_number)}
                </Radio>
              ))}
              <Radio value={NEW_CARD}>{m.newCard}</Radio>
            </Radio.Group>
          </fieldset>
          {savedCard && choice !== NEW_CARD ? (
            <Form layout="vertical" component="div">
              <Form.Item
                label={m.savedCardCvv}
                htmlFor="wallet-saved-card-cvv"
                required
                validateStatus={savedCvvError ? 'error' : undefined}
                help={savedCvvError}
                style={{ maxWidth: 200 }}
              >
                <Input
                  id="wallet-saved-card-cvv"
                  name="saved_card_security_code"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={3}
                  value={savedCvv}
                  onChange={(e) => {
                    setSavedCvv(onlyDigits(e.target.value).slice(0, 3));
                    setSavedCvvError(undefined);
                  }}
                  aria-invalid={!!savedCvvError}
                />
              </Form.Item>
            </Form>
          ) : null}
          {choice === NEW_CARD ? (
            <Form layout="vertical" component="div">
              <Form.Item label={m.holderName} htmlFor="wallet-card-holder" required {...field('holder_name')}>
                <Input
                  id="wallet-card-holder"
                  name="holder_name"
                  autoComplete="cc-name"
                  maxLength={100}
                  value={formik.values.holder_name}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  aria-invalid={!!error('holder_name')}
                />
              </Form.Item>
              <Form.Item label={m.cardNumber} htmlFor="wallet-card-number" required {...field('number')}>
                <MaskedInput
                  id="wallet-card-number"
                  name="number"
                  mask="cardNumber"
                  autoComplete="cc-number"
                  value={formik.values.number}
                  onChange={(masked) => formik.setFieldValue('number', masked)}
                  onBlur={formik.handleBlur}
                  aria-invalid={!!error('number')}
                />
              </Form.Item>
              <Flex gap={12}>
                <Form.Item label={m.expiration} htmlFor="wallet-card-expiration" required style={{ flex: 1 }} {...field('expiration')}>
                  <MaskedInput
                    id="wallet-card-expiration"
                    name="expiration"
                    mask="cardExpiry"
                    autoComplete="cc-exp"
                    value={formik.values.expiration}
                    onChange={(masked) => formik.setFieldValue('expiration', masked)}
                    onBlur={formik.handleBlur}
                    aria-invalid={!!error('expiration')}
                  />
                </Form.Item>
                <Form.Item label={m.cvv} htmlFor="wallet-card-cvv" required style={{ flex: 1 }} {...field('security_code')}>
                  <Input
                    id="wallet-card-cvv"
                    name="security_code"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    value={formik.values.security_code}
                    onChange={(e) => formik.setFieldValue('security_code', onlyDigits(e.target.value).slice(0, 4))}
                    onBlur={formik.handleBlur}
                    aria-invalid={!!error('security_code')}
                  />
                </Form.Item>
              </Flex>
              <Checkbox checked={formik.values.save} onChange={(e) => formik.setFieldValue('save', e.target.checked)}>
                {m.saveCard}
              </Checkbox>
            </Form>
          ) : null}
          <PanelFooter>
            <Button onClick={onBack}>{m.back}</Button>
            <Button type="primary" htmlType="submit">
              {m.review}
            </Button>
          </PanelFooter>
        </form>
      ) : null}
    </section>
  );
}

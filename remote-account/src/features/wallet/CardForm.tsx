import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Typography } from 'antd';
import { useFormik } from 'formik';
import { formatBRL, Spinner } from 'shared';
import { onlyDigits } from 'shared/masks';
import { PanelFooter } from 'shared/ui';
import { TOP_UP_TYPE } from '../../api/wallet';
import { FormikInput } from '../common/FormikInput';
import { walletMessages as m } from './messages';
import type { TopUp } from './topUpOnce';
import { cardBrand, cardLabel, EMPTY_CARD, newCardSchema, savedCardCvvProblem, type NewCardValues } from './topUpRules';
import { useSavedCards } from './walletData';

const NEW_CARD = 'new';

/**
 * The card a top-up is paid with: a saved card (its CVV asked again at every charge, docs/spec/part-2-operations-account.md
 * §5) or a new one (Luhn-checked number, MM/AAAA expiry, CVV). `toReview` checks it and calls `onValid`; what was
 * typed stays while the charge goes on, so 'Tentar novamente' finds the same card.
 */
export function useCardForm(onValid: () => void) {
  const cards = useSavedCards();
  const [picked, setPicked] = useState<string | null>(null);
  const [savedCvv, setSavedCvv] = useState('');
  const [savedCvvError, setSavedCvvError] = useState<string | undefined>();
  const formik = useFormik<NewCardValues>({ initialValues: EMPTY_CARD, validationSchema: newCardSchema, onSubmit: onValid });
  // The first saved card until one is picked; a new card when there is none or they could not be read.
  const choice = picked ?? (cards.data ? cards.data[0]?.instant_buy_key || NEW_CARD : cards.isError ? NEW_CARD : null);
  const savedCard = (choice !== NEW_CARD && cards.data?.find((c) => c.instant_buy_key === choice)) || null;
  const { values } = formik;

  const toReview = () => {
    if (choice === NEW_CARD) return formik.handleSubmit();
    if (!savedCard) return;
    const problem = savedCardCvvProblem(savedCvv);
    setSavedCvvError(problem);
    if (!problem) onValid();
  };

  const input = (amount: number): TopUp =>
    savedCard
      ? { amount, type: TOP_UP_TYPE.card, 'instant-buy-key': savedCard.instant_buy_key, security_code: savedCvv }
      : {
          amount,
          type: TOP_UP_TYPE.card,
          creditCard: {
            holder_name: values.holder_name.trim(),
            number: onlyDigits(values.number),
            expiration: values.expiration,
            security_code: values.security_code,
            save: values.save,
            ...(cardBrand(values.number) ? { brand: cardBrand(values.number) } : {}),
          },
        };

  const label = savedCard ? cardLabel(savedCard.brand, savedCard.masked_number) : cardLabel(cardBrand(values.number), values.number);
  const pick = (value: string) => {
    setPicked(value);
    setSavedCvv('');
    setSavedCvvError(undefined);
  };
  const typeSavedCvv = (value: string) => {
    setSavedCvv(onlyDigits(value).slice(0, 3));
    setSavedCvvError(undefined);
  };
  return { cards, choice, savedCard, savedCvv, savedCvvError, formik, toReview, input, label, pick, typeSavedCvv };
}

/** 'Pagar com cartão de crédito': the saved cards, the saved card's CVV or the new card's fields, 'Revisar pagamento'. */
export function CardForm({ form, amount, onBack }: { form: ReturnType<typeof useCardForm>; amount: number; onBack: () => void }) {
  const { cards, choice, savedCard, formik } = form;

  return (
    <section aria-labelledby="wallet-card-title">
      <Typography.Title level={3} id="wallet-card-title">
        {m.cardTitle}
      </Typography.Title>
      <Typography.Paragraph>
        {m.reviewCredits}: <strong>{formatBRL(amount)}</strong>
      </Typography.Paragraph>
      {choice === null ? <Spinner label={m.cardsLoading} /> : null}
      {cards.isError ? <Alert type="warning" showIcon title={m.cardsError} style={{ marginBottom: 16 }} /> : null}
      {choice !== null ? (
        <form
          noValidate
          aria-label={m.cardTitle}
          onSubmit={(event) => {
            event.preventDefault();
            form.toReview();
          }}
        >
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{m.savedCardsLegend}</legend>
            <Radio.Group value={choice} onChange={(e) => form.pick(String(e.target.value))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {(cards.data ?? []).map((card) => (
                <Radio key={card.instant_buy_key} value={card.instant_buy_key}>
                  {m.savedCard(card.brand, card.masked_number)}
                </Radio>
              ))}
              <Radio value={NEW_CARD}>{m.newCard}</Radio>
            </Radio.Group>
          </fieldset>
          {savedCard ? (
            <Form layout="vertical" component="div">
              <Form.Item
                label={m.savedCardCvv}
                htmlFor="wallet-saved-card-cvv"
                required
                validateStatus={form.savedCvvError ? 'error' : undefined}
                help={form.savedCvvError}
                style={{ maxWidth: 200 }}
              >
                <Input
                  id="wallet-saved-card-cvv"
                  name="saved_card_security_code"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={3}
                  value={form.savedCvv}
                  onChange={(e) => form.typeSavedCvv(e.target.value)}
                  aria-invalid={!!form.savedCvvError}
                />
              </Form.Item>
            </Form>
          ) : null}
          {choice === NEW_CARD ? (
            <Form layout="vertical" component="div">
              <FormikInput formik={formik} name="holder_name" id="wallet-card-holder" label={m.holderName} required autoComplete="cc-name" maxLength={100} />
              <FormikInput formik={formik} name="number" id="wallet-card-number" label={m.cardNumber} required mask="cardNumber" autoComplete="cc-number" />
              <Flex gap={12}>
                <FormikInput
                  formik={formik}
                  name="expiration"
                  id="wallet-card-expiration"
                  label={m.expiration}
                  required
                  mask="cardExpiry"
                  autoComplete="cc-exp"
                  style={{ flex: 1 }}
                />
                <FormikInput
                  formik={formik}
                  name="security_code"
                  id="wallet-card-cvv"
                  label={m.cvv}
                  required
                  digits={4}
                  autoComplete="cc-csc"
                  style={{ flex: 1 }}
                />
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

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Radio, Typography } from 'antd';
import { formatBRL, serverErrorText, usePortalMessage } from 'shared';
import { QUICK_TOP_UP_AMOUNTS } from '../../domain/constants';
import { TOP_UP_TYPE, type CreditAnswer } from '../../api/wallet';
import { CurrencyInput } from 'shared/masked-input';
import { BilletPayment } from './BilletPayment';
import { CardPayment } from './CardPayment';
import { PixPayment } from './PixPayment';
import { walletMessages as m } from './messages';
import { focusFirstField, PanelFooter, usePanelSize } from 'shared/ui';
import { amountProblem, type TopUpMethod } from './topUpRules';
import { TopUpKeys } from './topUpOnce';
import { useTopUp } from './walletData';
import { useStoreScope } from 'shared/data';

type Step = { name: 'start' } | { name: 'generated'; answer: CreditAnswer } | { name: 'card' };

const METHODS: { value: TopUpMethod; label: string; hint: string }[] = [
  { value: 'pix', label: m.methodPix, hint: m.methodPixHint },
  { value: 'card', label: m.methodCard, hint: m.methodCardHint },
  { value: 'billet', label: m.methodBillet, hint: m.methodBilletHint },
];

/**
 * 'Adicionar crédito' side panel: the method (Pix, cartão de crédito, boleto) and the amount (minimum
 * R$ 50,00, quick amounts), then the Pix QR, the boleto or the card flow.
 *
 * Closing the panel (its X, the mask, Esc, 'Fechar') only hides it: the top-up on screen — method, amount, the Pix
 * or boleto generated, a card charge going on or its result — stays, and reopening shows it, so a closing by mistake
 * never loses a Pix code, and a charge in flight goes on and shows its result ('Créditos adicionados com sucesso!')
 * instead of inviting a second one. 'Concluir' (and 'Fechar' on a refused charge) ends the top-up: the next opening
 * starts a new one. Another store starts a new one too.
 */
export function AddCreditDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelSize = usePanelSize(440);
  const scope = useStoreScope();
  // One key per top-up and store, kept while the panel's page is open: the same top-up sent again is never placed twice.
  const [keysByStore] = useState(() => new Map<string, TopUpKeys>());
  let keys = keysByStore.get(scope);
  if (!keys) {
    keys = new TopUpKeys();
    keysByStore.set(scope, keys);
  }
  // The top-up on screen; an ended one gives way to a new one when the panel opens again.
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState(false);
  if (open && ended) {
    setEnded(false);
    setRound(round + 1);
  }
  const finish = () => {
    setEnded(true);
    onClose();
  };
  const body = useRef<HTMLDivElement>(null);

  return (
    <Drawer open={open} onClose={onClose} title={m.topUpTitle} size={panelSize} afterOpenChange={(opened) => opened && focusFirstField(body.current)}>
      <div ref={body}>
        <TopUpFlow key={`${scope}:${round}`} open={open} keys={keys} onClose={onClose} onDone={finish} />
      </div>
    </Drawer>
  );
}

/** One top-up: the method and amount, then the Pix, the boleto or the card flow. */
function TopUpFlow({ open, keys, onClose, onDone }: { open: boolean; keys: TopUpKeys; onClose: () => void; onDone: () => void }) {
  const message = usePortalMessage();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [method, setMethod] = useState<TopUpMethod>('pix');
  const [amount, setAmount] = useState<number | null>(null);
  const [amountTouched, setAmountTouched] = useState(false);
  const { topUp, confirming } = useTopUp(keys);

  const problem = amountProblem(amount);
  const shownProblem = amountTouched ? problem : undefined;
  // Not generated: the server's refusal, or no answer within the confirmation window (trying again asks for the same).
  const failure =
    step.name !== 'start'
      ? null
      : topUp.error
        ? (serverErrorText(topUp.error) ?? m.generateError)
        : topUp.data?.kind === 'notConfirmed'
          ? m.generateError
          : null;
  // Said once (docs/decisions.md D20): by the panel's alert, inside the dialog a screen reader keeps to (aria-modal; a
  // toast sits outside it, and part-2 §8 has none for this); by a toast only when it comes while the panel is closed.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  useEffect(() => {
    if (failure && !openNow.current) message.error(failure);
  }, [failure, message]);

  const submit = () => {
    setAmountTouched(true);
    if (problem || amount === null) return;
    if (method === 'card') return setStep({ name: 'card' });
    topUp.mutate(
      { amount, type: method === 'pix' ? TOP_UP_TYPE.pix : TOP_UP_TYPE.billet },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'notConfirmed') return;
          message.success(method === 'pix' ? m.pixGenerated : m.billetGenerated);
          setStep({ name: 'generated', answer: outcome.answer });
        },
      },
    );
  };

  return (
    <>
      {step.name === 'generated' ? (
        method === 'pix' ? (
          <PixPayment answer={step.answer} onDone={onDone} />
        ) : (
          <BilletPayment answer={step.answer} onDone={onDone} />
        )
      ) : null}
      {step.name === 'card' && amount !== null ? (
        <CardPayment amount={amount} keys={keys} onBack={() => setStep({ name: 'start' })} onClose={onClose} onDone={onDone} />
      ) : null}
      {step.name === 'start' ? (
        <form
          noValidate
          aria-label={m.topUpTitle}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {confirming ? <Alert type="info" showIcon title={m.topUpConfirming} role="status" style={{ marginBottom: 16 }} /> : null}
          {failure ? (
            <Alert
              type="error"
              showIcon
              title={failure}
              description={topUp.data?.kind === 'notConfirmed' ? m.topUpRetrySafe : undefined}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{m.methodLegend}</legend>
            <Radio.Group
              value={method}
              onChange={(e) => setMethod(e.target.value as TopUpMethod)}
              style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
            >
              {METHODS.map((option) => (
                <Radio key={option.value} value={option.value} aria-describedby={`wallet-method-${option.value}-hint`}>
                  <span>{option.label}</span>
                  <Typography.Text type="secondary" id={`wallet-method-${option.value}-hint`} style={{ display: 'block', fontSize: 13 }}>
                    {option.hint}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          </fieldset>
          <Form layout="vertical" component="div">
            <Form.Item
              label={m.amount}
              htmlFor="wallet-amount"
              required
              validateStatus={shownProblem ? 'error' : undefined}
              help={shownProblem ?? m.amountHelp}
            >
              <CurrencyInput
                id="wallet-amount"
                value={amount}
                onChange={(reais) => setAmount(reais)}
                onBlur={() => setAmountTouched(true)}
                aria-invalid={!!shownProblem}
              />
            </Form.Item>
          </Form>
          <fieldset aria-label={m.quickAmounts} style={{ border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 }}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {m.quickAmounts}
            </Typography.Text>
            <Flex gap={8} wrap>
              {QUICK_TOP_UP_AMOUNTS.map((value) => (
                <Button
                  key={value}
                  aria-pressed={amount === value}
                  type={amount === value ? 'primary' : 'default'}
                  onClick={() => {
                    setAmount(value);
                    setAmountTouched(true);
                  }}
                >
                  {formatBRL(value)}
                </Button>
              ))}
            </Flex>
          </fieldset>
          <PanelFooter>
            <Button onClick={onClose}>{m.close}</Button>
            <Button type="primary" htmlType="submit" loading={topUp.isPending}>
              {method === 'pix' ? m.generatePix : method === 'billet' ? m.generateBillet : m.continue}
            </Button>
          </PanelFooter>
        </form>
      ) : null}
    </>
  );
}

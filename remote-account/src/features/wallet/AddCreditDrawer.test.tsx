import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionActions } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { installNetwork } from 'shared/testing/network';
import { fill } from '../../testing/answers';
import { installFakeWallet, type FakeWalletOptions } from '../../testing/fakeWalletBackend';
import { walletMessages as m } from './messages';
import { CONFIRM_CHECKS, CONFIRM_INTERVAL_MS, confirmWindowMs } from 'shared/data';
import WalletPage from './WalletPage';

jest.setTimeout(120_000);
installNetwork();

let fake: ReturnType<typeof installFakeWallet>;
afterEach(() => fake?.restore());

/** The wallet of a prepaid store with R$ 250,00, its 'Adicionar crédito' panel open. */
async function openTopUp(options: FakeWalletOptions = {}) {
  fake = installFakeWallet({ balance: 250, ...options });
  renderWithProviders(<WalletPage />, { session: { user: makeUser({ permissions: [{ name: 'wallet.show' }, { name: 'wallet.credit' }] }) } });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await within(screen.getByRole('region', { name: m.balanceTitle })).findByText('R$ 250,00');
  await user.click(screen.getByRole('button', { name: m.addCredit }));
  const panel = await screen.findByRole('dialog', { name: m.topUpTitle });
  return { user, panel: within(panel) };
}

const credits = () => fake.calls('credits').map((c) => c.body);

/** Closes the panel as by mistake (Esc) and opens it again with 'Adicionar crédito'. */
async function closeAndReopen(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: m.topUpTitle })).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: m.addCredit }));
  return within(await screen.findByRole('dialog', { name: m.topUpTitle }));
}

/** The card flow up to the review of a R$ 100,00 payment with the saved Visa, and 'Confirmar pagamento'. */
async function payWithSavedVisa(user: ReturnType<typeof userEvent.setup>, panel: ReturnType<typeof within>) {
  await user.click(panel.getByRole('radio', { name: new RegExp(m.methodCard) }));
  await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
  await user.click(panel.getByRole('button', { name: m.continue }));
  await panel.findByRole('radio', { name: 'Visa **** **** **** 1111' });
  await fill(user, panel.getByLabelText(m.savedCardCvv), '321');
  await user.click(panel.getByRole('button', { name: m.review }));
  const review = within(await panel.findByRole('region', { name: m.reviewTitle }));
  await user.click(review.getByRole('button', { name: m.confirmPayment }));
}

describe("'Adicionar crédito' side panel", () => {
  it('asks for an amount of at least R$ 50,00, keeps what was typed, and offers the quick amounts', async () => {
    const { user, panel } = await openTopUp();
    expect(panel.getByRole('radio', { name: new RegExp(m.methodPix) })).toBeChecked();
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    // Word for word (docs/spec/part-2-operations-account.md §5), for a missing amount and for one under R$ 50,00.
    expect(await panel.findByText('O valor não pode ser nulo e deve ser maior que R$50,00')).toBeInTheDocument();
    await fill(user, panel.getByLabelText(m.amount), '4999');
    expect(panel.getByLabelText(m.amount)).toHaveValue('R$ 49,99');
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await panel.findByText(m.amountInvalid)).toBeInTheDocument();
    expect(panel.getByLabelText(m.amount)).toHaveValue('R$ 49,99');
    expect(credits()).toEqual([]);
    const quick = within(panel.getByRole('group', { name: m.quickAmounts }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['R$ 100,00', 'R$ 200,00', 'R$ 500,00', 'R$ 1.000,00']);
    await user.click(quick.getByRole('button', { name: 'R$ 1.000,00' }));
    expect(panel.getByLabelText(m.amount)).toHaveValue('R$ 1.000,00');
    expect(quick.getByRole('button', { name: 'R$ 1.000,00' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.queryByText(m.amountInvalid)).not.toBeInTheDocument();
    await fill(user, panel.getByLabelText(m.amount), '5000');
    expect(panel.queryByText(m.amountInvalid)).not.toBeInTheDocument();
  });

  it('Pix: generates the QR Code, shows the copy-and-paste code due today and copies it', async () => {
    const { user, panel } = await openTopUp();
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await screen.findByText(m.pixGenerated)).toBeInTheDocument();
    expect(credits()).toEqual([{ amount: 100, type: 4, idempotency_key: expect.any(String) }]);
    expect(await panel.findByRole('img', { name: m.pixQrLabel('R$ 100,00') })).toBeInTheDocument();
    const code = panel.getByLabelText(m.pixCode);
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201.*br\.gov\.bcb\.pix/);
    expect(panel.getByText(m.pixDue('23/11/2026'))).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: m.copyPix }));
    expect(await screen.findByText(m.pixCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((code as HTMLTextAreaElement).value);
  });

  it('Boleto: generates it, links to it in a new tab, due in 2 days and identified within 3 days', async () => {
    const { user, panel } = await openTopUp();
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodBillet) }));
    await fill(user, panel.getByLabelText(m.amount), '25050');
    await user.click(panel.getByRole('button', { name: m.generateBillet }));
    expect(await screen.findByText(m.billetGenerated)).toBeInTheDocument();
    expect(credits()).toEqual([{ amount: 250.5, type: 2, idempotency_key: expect.any(String) }]);
    const link = await panel.findByRole('link', { name: `${m.openBillet} ${m.newTab}` });
    expect(link).toHaveAttribute('href', '/api/box/payment-service/v1/billets/BOL1/view');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.getByText(m.billetDue('25/11/2026'))).toBeInTheDocument();
    expect(panel.getByText(m.billetNote)).toBeInTheDocument();
    expect(panel.getByLabelText(m.billetLine)).toHaveValue('34191.23456 12345.678901 12345.678901 1 12340000010000');
  });

  it('a failed Pix or boleto says so and keeps the amount', async () => {
    const { user, panel } = await openTopUp({ failing: ['credits'] });
    await fill(user, panel.getByLabelText(m.amount), '10000');
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Erro interno do servidor. Tente novamente.');
    expect(panel.getByLabelText(m.amount)).toHaveValue('R$ 100,00');
  });

  it('card: pays with a saved card after the review with the 2,79% fee, and the balance grows', async () => {
    const { user, panel } = await openTopUp();
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodCard) }));
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 200,00' }));
    await user.click(panel.getByRole('button', { name: m.continue }));
    const visa = await panel.findByRole('radio', { name: 'Visa **** **** **** 1111' });
    expect(visa).toBeChecked();
    await user.click(panel.getByRole('radio', { name: 'Mastercard **** **** **** 4444' }));
    // A saved card is charged only with its 3-digit CVV (docs/spec/part-2-operations-account.md §5).
    await user.click(panel.getByRole('button', { name: m.review }));
    expect(await panel.findByText(m.cvvRequired)).toBeInTheDocument();
    await fill(user, panel.getByLabelText(m.savedCardCvv), '32');
    await user.click(panel.getByRole('button', { name: m.review }));
    expect(await panel.findByText(m.savedCardCvvInvalid)).toBeInTheDocument();
    await fill(user, panel.getByLabelText(m.savedCardCvv), '321');
    await user.click(panel.getByRole('button', { name: m.review }));
    const review = within(await panel.findByRole('region', { name: m.reviewTitle }));
    expect(review.getByText('R$ 200,00')).toBeInTheDocument();
    expect(review.getByText(m.reviewFee('2,79%'))).toBeInTheDocument();
    expect(review.getByText('R$ 5,58')).toBeInTheDocument();
    expect(review.getByText('R$ 205,58')).toBeInTheDocument();
    expect(review.getByText('Mastercard final 4444')).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: m.confirmPayment }));
    expect(await panel.findByText(m.cardSuccess)).toBeInTheDocument();
    // The result's icon is silent (antd's is 'check-circle').
    expect(panel.queryAllByRole('img', { name: /circle/ })).toEqual([]);
    expect(panel.getByText(m.cardNewBalance('R$ 450,00'))).toBeInTheDocument();
    expect(credits()).toEqual([{ amount: 200, type: 1, 'instant-buy-key': 'key-master-4444', security_code: '321', idempotency_key: expect.any(String) }]);
    await user.click(panel.getByRole('button', { name: m.done }));
    expect(await within(screen.getByRole('region', { name: m.balanceTitle })).findByText('R$ 450,00')).toBeInTheDocument();
  });

  it('card: a payment whose answer is lost is never reported as failed: it is confirmed with the server and charged once', async () => {
    const { user, panel } = await openTopUp({ lostAnswers: 1 });
    await payWithSavedVisa(user, panel);
    expect(await panel.findByText(m.cardConfirming)).toBeInTheDocument();
    expect(panel.queryByText(m.cardFailure)).not.toBeInTheDocument();
    expect(await panel.findByText(m.cardSuccess, {}, { timeout: 10_000 })).toBeInTheDocument();
    // Sent twice under one key, charged once.
    const [first, second] = credits() as { idempotency_key: string }[];
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(fake.state.balance).toBe(350);
    expect(fake.state.topUps).toEqual([{ type: 1, amount: 100 }]);
    expect(panel.getByText(m.cardNewBalance('R$ 350,00'))).toBeInTheDocument();
  }, 60_000);

  it('Pix generated, its answer lost: asked again under its key, the QR Code shown and the catalogued success, generated once', async () => {
    const { user, panel } = await openTopUp({ lostAnswers: 1 });
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 200,00' }));
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await panel.findByText(m.topUpConfirming)).toBeInTheDocument();
    expect(panel.queryByText(m.generateError)).not.toBeInTheDocument();
    expect(await screen.findByText(m.pixGenerated, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await panel.findByRole('img', { name: m.pixQrLabel('R$ 200,00') })).toBeInTheDocument();
    const [first, second] = credits() as { idempotency_key: string }[];
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(fake.state.topUps).toEqual([{ type: 4, amount: 200 }]);
    expect(screen.queryByText(m.generateError)).not.toBeInTheDocument();
  }, 60_000);

  it('boleto generated, its answer a 500 without a body: the catalogued success with the first boleto, generated once', async () => {
    const { user, panel } = await openTopUp({ lostAnswers: 1, lostAs: 'bareServerError' });
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodBillet) }));
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(panel.getByRole('button', { name: m.generateBillet }));
    expect(await screen.findByText(m.billetGenerated, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await panel.findByRole('link', { name: `${m.openBillet} ${m.newTab}` })).toHaveAttribute('href', '/api/box/payment-service/v1/billets/BOL1/view');
    expect(credits()).toHaveLength(2);
    expect(fake.state.topUps).toEqual([{ type: 2, amount: 100 }]);
    expect(screen.queryByText(m.generateError)).not.toBeInTheDocument();
  }, 60_000);

  it('a Pix request that never reached the server is generated by the same request sent again: one Pix, no error', async () => {
    const { user, panel } = await openTopUp({ droppedRequests: 1 });
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await screen.findByText(m.pixGenerated, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fake.state.topUps).toEqual([{ type: 4, amount: 100 }]);
  }, 60_000);

  it('a Pix whose server stays out of reach: the catalogued error once the window ends, and trying again asks for the same Pix', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, panel } = await openTopUp({ droppedRequests: 1_000 });
      await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
      await user.click(panel.getByRole('button', { name: m.generatePix }));
      expect(await panel.findByText(m.topUpConfirming)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(confirmWindowMs(CONFIRM_CHECKS.create) + CONFIRM_INTERVAL_MS));
      expect(await panel.findByRole('alert')).toHaveTextContent(m.generateError);
      expect(panel.getByText(m.topUpRetrySafe)).toBeInTheDocument();
      expect(fake.state.topUps).toEqual([]);
      const keys = new Set((credits() as { idempotency_key: string }[]).map((c) => c.idempotency_key));
      expect(keys.size).toBe(1);
      // The server is back: the same Pix, under the same key.
      fake.reachable();
      await user.click(panel.getByRole('button', { name: m.generatePix }));
      expect(await screen.findByText(m.pixGenerated)).toBeInTheDocument();
      expect(new Set((credits() as { idempotency_key: string }[]).map((c) => c.idempotency_key)).size).toBe(1);
      expect(fake.state.topUps).toEqual([{ type: 4, amount: 100 }]);
    } finally {
      jest.useRealTimers();
    }
  }, 90_000);

  it('the next Pix after one was generated is another: a new key', async () => {
    const { user, panel } = await openTopUp();
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    expect(await screen.findByText(m.pixGenerated)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: m.done }));
    await user.click(screen.getByRole('button', { name: m.addCredit }));
    const again = within(await screen.findByRole('dialog', { name: m.topUpTitle }));
    await user.click(within(again.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(again.getByRole('button', { name: m.generatePix }));
    await waitFor(() => expect(fake.state.topUps).toHaveLength(2));
    const [first, second] = credits() as { idempotency_key: string }[];
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  }, 60_000);

  it('Pix generated, the panel closed by mistake: reopening shows the same QR Code and code, generated once', async () => {
    const { user, panel } = await openTopUp();
    await user.click(within(panel.getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
    await user.click(panel.getByRole('button', { name: m.generatePix }));
    const code = ((await panel.findByLabelText(m.pixCode)) as HTMLTextAreaElement).value;
    expect(code).toMatch(/^000201/);
    const again = await closeAndReopen(user);
    expect(await again.findByRole('img', { name: m.pixQrLabel('R$ 100,00') })).toBeInTheDocument();
    expect(again.getByLabelText(m.pixCode)).toHaveValue(code);
    expect(credits()).toHaveLength(1);
    // 'Concluir' ends it: the next opening starts a new top-up.
    await user.click(again.getByRole('button', { name: m.done }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.topUpTitle })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: m.addCredit }));
    const next = within(await screen.findByRole('dialog', { name: m.topUpTitle }));
    expect(next.getByLabelText(m.amount)).toHaveValue('');
    expect(next.queryByLabelText(m.pixCode)).not.toBeInTheDocument();
  }, 60_000);

  it('method and amount stay when the panel is closed before generating', async () => {
    const { user, panel } = await openTopUp();
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodBillet) }));
    await fill(user, panel.getByLabelText(m.amount), '25050');
    const again = await closeAndReopen(user);
    expect(again.getByRole('radio', { name: new RegExp(m.methodBillet) })).toBeChecked();
    expect(again.getByLabelText(m.amount)).toHaveValue('R$ 250,50');
  });

  it('card: the panel closed while the payment is being confirmed: it goes on, reopening shows its success, charged once', async () => {
    const { user, panel } = await openTopUp({ lostAnswers: 1 });
    await payWithSavedVisa(user, panel);
    expect(await panel.findByText(m.cardConfirming)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.topUpTitle })).not.toBeInTheDocument());
    // The same payment is sent again, under its key, while the panel is closed; the server answers the first result.
    await waitFor(() => expect(credits()).toHaveLength(2), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: m.addCredit }));
    const again = within(await screen.findByRole('dialog', { name: m.topUpTitle }));
    expect(await again.findByText(m.cardSuccess)).toBeInTheDocument();
    expect(again.getByText(m.cardNewBalance('R$ 350,00'))).toBeInTheDocument();
    expect(fake.state.topUps).toEqual([{ type: 1, amount: 100 }]);
    const [first, second] = credits() as { idempotency_key: string }[];
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
  }, 60_000);

  it('card: a payment being confirmed sends nothing more once the merchant signs out, even when another user signs in', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, panel } = await openTopUp({ droppedRequests: 1_000 });
      await payWithSavedVisa(user, panel);
      expect(await panel.findByText(m.cardConfirming)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(CONFIRM_INTERVAL_MS));
      await waitFor(() => expect(credits()).toHaveLength(2));
      act(() => {
        sessionActions.logout();
        sessionActions.setUser(makeUser({ business_uuid: 'b1c2d3e4-0000-4000-8000-000000000002', business_user_id: 502 }));
      });
      await act(() => jest.advanceTimersByTimeAsync(confirmWindowMs(CONFIRM_CHECKS.create) + CONFIRM_INTERVAL_MS));
      expect(credits()).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  }, 90_000);

  it('card: a new card is checked (holder, Luhn number, expiry, CVV) before the review, keeping what was typed', async () => {
    const { user, panel } = await openTopUp({ cards: [] });
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodCard) }));
    await fill(user, panel.getByLabelText(m.amount), '5000');
    await user.click(panel.getByRole('button', { name: m.continue }));
    expect(await panel.findByRole('radio', { name: m.newCard })).toBeChecked();
    await user.click(panel.getByRole('button', { name: m.review }));
    expect(await panel.findByText(m.holderRequired)).toBeInTheDocument();
    expect(panel.getByText(m.numberRequired)).toBeInTheDocument();
    expect(panel.getByText(m.expirationRequired)).toBeInTheDocument();
    expect(panel.getByText(m.cvvRequired)).toBeInTheDocument();

    await fill(user, panel.getByLabelText(m.holderName), 'Marcos A Ferreira');
    await fill(user, panel.getByLabelText(m.cardNumber), '4242424242424241');
    await fill(user, panel.getByLabelText(m.expiration), '122020');
    await fill(user, panel.getByLabelText(m.cvv), '12');
    await user.click(panel.getByRole('button', { name: m.review }));
    expect(await panel.findByText(m.numberInvalid)).toBeInTheDocument();
    expect(panel.getByLabelText(m.cardNumber)).toHaveValue('4242 4242 4242 4241');
    expect(panel.getByText(m.expirationInvalid)).toBeInTheDocument();
    expect(panel.getByLabelText(m.expiration)).toHaveValue('12/2020');
    expect(panel.getByText(m.cvvInvalid)).toBeInTheDocument();
    expect(credits()).toEqual([]);
  });

  it('card: a valid new card goes to the review and is saved when asked', async () => {
    const { user, panel } = await openTopUp({ cards: [] });
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodCard) }));
    await fill(user, panel.getByLabelText(m.amount), '5000');
    await user.click(panel.getByRole('button', { name: m.continue }));
    await fill(user, await panel.findByLabelText(m.holderName), 'Marcos A Ferreira');
    await fill(user, panel.getByLabelText(m.cardNumber), '4242424242424242');
    await fill(user, panel.getByLabelText(m.expiration), '122031');
    await fill(user, panel.getByLabelText(m.cvv), '123');
    await user.click(panel.getByRole('checkbox', { name: m.saveCard }));
    await user.click(panel.getByRole('button', { name: m.review }));
    const review = within(await panel.findByRole('region', { name: m.reviewTitle }));
    expect(review.getByText('Visa final 4242')).toBeInTheDocument();
    expect(review.getByText('R$ 1,40')).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: m.confirmPayment }));
    expect(await panel.findByText(m.cardSuccess)).toBeInTheDocument();
    expect(credits()).toEqual([
      {
        amount: 50,
        type: 1,
        creditCard: { holder_name: 'Marcos A Ferreira', number: '4242424242424242', expiration: '12/2031', security_code: '123', save: true, brand: 'Visa' },
        idempotency_key: expect.any(String),
      },
    ]);
  });

  it('card: a declined payment shows the failure screen with its advice, and trying again keeps the card', async () => {
    const { user, panel } = await openTopUp({ cards: [], declinedNumber: '4000000000000002' });
    await user.click(panel.getByRole('radio', { name: new RegExp(m.methodCard) }));
    await fill(user, panel.getByLabelText(m.amount), '10000');
    await user.click(panel.getByRole('button', { name: m.continue }));
    await fill(user, await panel.findByLabelText(m.holderName), 'Marcos A Ferreira');
    await fill(user, panel.getByLabelText(m.cardNumber), '4000000000000002');
    await fill(user, panel.getByLabelText(m.expiration), '122031');
    await fill(user, panel.getByLabelText(m.cvv), '123');
    await user.click(panel.getByRole('button', { name: m.review }));
    await user.click(await panel.findByRole('button', { name: m.confirmPayment }));
    expect(await panel.findByText(m.cardFailure)).toBeInTheDocument();
    expect(panel.getByText(m.cardFailureAdvice)).toBeInTheDocument();
    expect(panel.queryAllByRole('img', { name: /circle/ })).toEqual([]);
    expect(panel.getByText('Pagamento recusado pela operadora do cartão.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: m.balanceTitle })).getByText('R$ 250,00')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: m.tryAgain }));
    await waitFor(() => expect(panel.getByLabelText(m.cardNumber)).toHaveValue('4000 0000 0000 0002'));
    expect(panel.getByLabelText(m.holderName)).toHaveValue('Marcos A Ferreira');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { installFakeWallet } from '../../testing/fakeWalletBackend';
import { walletMessages as m } from './messages';
import WalletPage from './WalletPage';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';
let fake: ReturnType<typeof installFakeWallet>;
afterEach(() => fake?.restore());

/** 'Adicionar crédito' open on a Pix of R$ 100,00, its generation answered 500 (after `delayMs`). */
async function pixThatFails(delayMs = 0) {
  fake = installFakeWallet({ balance: 250 });
  server.use(
    http.post(API.wallet.credits, async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return errorAnswer(500, SERVER_ERROR);
    }),
  );
  renderWithProviders(<WalletPage />, { session: { user: makeUser({ permissions: [{ name: 'wallet.show' }, { name: 'wallet.credit' }] }) } });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await within(screen.getByRole('region', { name: m.balanceTitle })).findByText('R$ 250,00');
  await user.click(screen.getByRole('button', { name: m.addCredit }));
  const panel = await screen.findByRole('dialog', { name: m.topUpTitle });
  await user.click(within(within(panel).getByRole('group', { name: m.quickAmounts })).getByRole('button', { name: 'R$ 100,00' }));
  await user.click(within(panel).getByRole('button', { name: m.generatePix }));
  return { user, panel };
}

describe("'Adicionar crédito': a failed Pix or boleto is announced once", () => {
  it('by the alert inside the panel, where a screen reader is kept (a toast sits outside the dialog)', async () => {
    const { panel } = await pixThatFails();
    const said = await expectAnnouncedOnce(SERVER_ERROR, 1);
    expect(panel).toContainElement(said as HTMLElement);
    expect(within(panel).getByLabelText(m.amount)).toHaveValue('R$ 100,00');
  });

  it('by a toast when it comes while the panel is closed; the panel shows it when opened again', async () => {
    const { user } = await pixThatFails(300);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.topUpTitle })).not.toBeInTheDocument());
    // The toast, and the note kept in the closed panel (hidden from everyone).
    const said = await expectAnnouncedOnce(SERVER_ERROR, 2);
    expect(said.closest('[role="dialog"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: m.addCredit }));
    expect(within(await screen.findByRole('dialog', { name: m.topUpTitle })).getByText(SERVER_ERROR)).toBeInTheDocument();
  });
});

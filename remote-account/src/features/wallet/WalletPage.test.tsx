import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { periodMessages } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { installNetwork } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { chooseOption, fill, settle } from '../../testing/answers';
import { installFakeWallet, sampleLines, type FakeWalletOptions } from '../../testing/fakeWalletBackend';
import { walletMessages as m } from './messages';
import WalletPage from './WalletPage';

jest.setTimeout(120_000);
installNetwork();

const WALLET_PERMISSIONS = [{ name: 'wallet.show' }, { name: 'wallet.credit' }, { name: 'order.show' }];

let fake: ReturnType<typeof installFakeWallet>;
let currentView: ReturnType<typeof renderWithProviders> | null = null;
afterEach(() => fake?.restore());

function renderWallet(options: FakeWalletOptions = {}, user = makeUser({ permissions: WALLET_PERMISSIONS })) {
  fake = installFakeWallet(options);
  const view = renderWithProviders(<WalletPage />, { session: { user } });
  currentView = view;
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

/** Types a date into an antd DatePicker and confirms it (as Enter does). */
async function typeDate(field: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(field);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
  });
}

const rows = () => screen.getAllByRole('row').slice(1);
/** The copies of a text a screen reader says as they appear: in an alert or a live region, not hidden from it. */
const announced = (text: string) =>
  screen
    .getAllByText(text)
    .filter((el) => el.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]') && !el.closest('[aria-hidden="true"]'));
const lastStatementQuery = () => fake.calls('statement').at(-1)!.query;

describe('WalletPage', () => {
  it('shows the available credit, the credit used in the last 7 days and the first 15 statement lines', async () => {
    renderWallet({ balance: 250, usage: 87.5 });
    const balance = screen.getByRole('region', { name: m.balanceTitle });
    expect(await within(balance).findByText('R$ 250,00')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: m.usageTitle })).findByText('R$ 87,50')).toBeInTheDocument();
    expect(await screen.findByText('Entrega #BX1000 - Cliente 0')).toBeInTheDocument();
    expect(rows()).toHaveLength(15);
    const first = within(rows()[0]);
    expect(first.getByText('- R$ 12,50')).toBeInTheDocument();
    expect(first.getByText('R$ 250,00')).toBeInTheDocument();
    expect(screen.getAllByText('+ R$ 150,00').length).toBeGreaterThan(0);
    for (const header of [m.columnDate, m.columnDescription, m.columnValue, m.columnBalance])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(lastStatementQuery()).toMatchObject({ page: '1', limit: '15' });
    expect(lastStatementQuery().extractSum).toBeUndefined();
    expect(fake.calls('usage')[0].query.days).toBe('7');
    expect(screen.getByRole('button', { name: m.addCredit })).toBeInTheDocument();
    // The page's h1, its parts' h2: no level skipped.
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: m.statementTitle })).toBeInTheDocument();
  });

  it('pages through the statement 15 at a time', async () => {
    const user = renderWallet({ lines: sampleLines(40) });
    await screen.findByText('Entrega #BX1000 - Cliente 0');
    expect(screen.getByText(m.pageLabel(1, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Entrega #BX1015 - Cliente 15')).toBeInTheDocument();
    expect(lastStatementQuery().page).toBe('2');
    expect(screen.queryByText('Entrega #BX1000 - Cliente 0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('postpaid stores see no credit and no top-up, but the usage and the statement', async () => {
    renderWallet({}, makeUser({ postpaid: true, permissions: WALLET_PERMISSIONS }));
    expect(await screen.findByText('Entrega #BX1000 - Cliente 0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.balanceTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: m.postpaidTitle })).toHaveTextContent(m.postpaidText);
    expect(screen.queryByRole('button', { name: m.addCredit })).not.toBeInTheDocument();
    expect(fake.calls('balance')).toHaveLength(0);
    expect(await within(screen.getByRole('region', { name: m.usageTitle })).findByText('R$ 87,50')).toBeInTheDocument();
  });

  it('filters by period and shows the sum of the period', async () => {
    const user = renderWallet();
    await screen.findByText('Entrega #BX1000 - Cliente 0');
    await user.click(screen.getByRole('button', { name: m.filters }));
    const panel = await screen.findByRole('dialog', { name: m.filterTitle });
    await typeDate(within(panel).getByLabelText(m.startDate), '21/11/2026');
    await typeDate(within(panel).getByLabelText(m.endDate), '22/11/2026');
    await user.click(within(panel).getByRole('button', { name: m.apply }));
    await waitFor(() =>
      expect(lastStatementQuery()).toMatchObject({ 'filters[start_date]': '2026-11-21', 'filters[end_date]': '2026-11-22', extractSum: '1', page: '1' }),
    );
    // 2026-11-21 and 22 (São Paulo): lines 4 to 11, i.e. seven debits and one credit of R$ 150,00.
    const expected = sampleLines(40)
      .filter((l) => {
        const day = new Date(new Date(l.created_at).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
        return day >= '2026-11-21' && day <= '2026-11-22';
      })
      .reduce((s, l) => s + l.value, 0);
    const sum = await screen.findByTestId('wallet-period-sum');
    expect(sum).toHaveTextContent(`${m.periodSum}: ${expected < 0 ? '-' : '+'} R$ ${Math.abs(expected).toFixed(2).replace('.', ',')}`);
    expect(screen.getByRole('group', { name: m.activeFilters })).toHaveTextContent(m.filterPeriod('21/11/2026', '22/11/2026'));
    await user.click(screen.getByRole('button', { name: m.clearFilters }));
    await waitFor(() => expect(lastStatementQuery()['filters[start_date]']).toBeUndefined());
    expect(screen.queryByTestId('wallet-period-sum')).not.toBeInTheDocument();
  });

  it('filters by description category and value, and refuses an inverted period keeping what was typed', async () => {
    const user = renderWallet();
    await screen.findByText('Entrega #BX1000 - Cliente 0');
    await user.click(screen.getByRole('button', { name: m.filters }));
    const panel = await screen.findByRole('dialog', { name: m.filterTitle });
    await typeDate(within(panel).getByLabelText(m.startDate), '22/11/2026');
    // Half a period is refused (docs/spec/part-2-operations-account.md §5), and nothing typed is lost.
    await user.click(within(panel).getByRole('button', { name: m.apply }));
    expect(await within(panel).findByText(periodMessages.datesBoth)).toBeInTheDocument();
    expect(within(panel).getByLabelText(m.startDate)).toHaveValue('22/11/2026');
    await typeDate(within(panel).getByLabelText(m.endDate), '20/11/2026');
    await user.click(within(panel).getByRole('button', { name: m.apply }));
    expect(await within(panel).findByText(periodMessages.startAfterEnd)).toBeInTheDocument();
    expect(within(panel).getByLabelText(m.startDate)).toHaveValue('22/11/2026');
    await user.click(within(panel).getByRole('button', { name: m.clear }));
    await chooseOption(within(panel).getByRole('combobox', { name: m.category }), 'Recarga');
    await fill(user, within(panel).getByLabelText(m.value), '15000');
    await user.click(within(panel).getByRole('button', { name: m.apply }));
    await waitFor(() => expect(lastStatementQuery()).toMatchObject({ 'filters[category_id]': '1', 'filters[value]': '150' }));
    expect(lastStatementQuery().extractSum).toBeUndefined();
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('Recarga via Pix'))).toBe(true));
    expect(screen.getByRole('group', { name: m.activeFilters })).toHaveTextContent(m.filterCategory('Recarga'));
    expect(screen.getByRole('group', { name: m.activeFilters })).toHaveTextContent(m.filterValue('R$ 150,00'));
  });

  it('says so when the balance, the usage, the last boleto or the statement cannot be loaded', async () => {
    const user = renderWallet({ failing: ['balance', 'usage', 'billet', 'statement'] });
    expect(await screen.findAllByText(m.balanceError)).not.toHaveLength(0);
    expect(await screen.findAllByText(m.usageError)).not.toHaveLength(0);
    expect(await screen.findAllByText(m.statementError)).not.toHaveLength(0);
    expect(await screen.findByText(m.billetError)).toBeInTheDocument();
    // The statement's failure is shown three times (the toast, the note with 'Tentar novamente', the empty table) and
    // said out loud once: by the toast.
    await waitFor(() => expect(screen.getAllByText(m.statementError)).toHaveLength(3));
    expect(announced(m.statementError)).toHaveLength(1);
    fake.restore();
    fake = installFakeWallet();
    const statement = screen.getByRole('region', { name: m.statementTitle });
    await user.click(within(statement).getByRole('button', { name: m.retry }));
    expect(await screen.findByText('Entrega #BX1000 - Cliente 0')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: m.balanceTitle })).getByRole('button', { name: m.retry }));
    expect(await within(screen.getByRole('region', { name: m.balanceTitle })).findByText('R$ 250,00')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(m.billetError)).not.toBeInTheDocument());
  });

  it('reads the categories when the filter panel first opens, and says so when they cannot be loaded', async () => {
    const user = renderWallet({ failing: ['categories'] });
    await screen.findByText('Entrega #BX1000 - Cliente 0');
    expect(fake.calls('categories')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: m.filters }));
    const panel = await screen.findByRole('dialog', { name: m.filterTitle });
    expect(await within(panel).findByText(m.categoriesError)).toBeInTheDocument();
    // Said once, by the toast (part-2 §8); the panel's note stays while it is open (D20).
    await expectAnnouncedOnce(m.categoriesError, 2);
    expect(fake.calls('categories')).toHaveLength(1);
    expect(fake.calls('categories')[0].query.isLogisticx).toBe('true');
  });

  it('without wallet.show the screen says so and calls nothing; without wallet.credit there is no top-up', async () => {
    renderWallet({}, makeUser({ permissions: [{ name: 'order.show' }] }));
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
    await settle();
    expect(fake.seen).toHaveLength(0);
    currentView?.unmount();
    fake.restore();
    renderWallet({}, makeUser({ permissions: [{ name: 'wallet.show' }] }));
    await screen.findByText('Entrega #BX1000 - Cliente 0');
    expect(screen.queryByRole('button', { name: m.addCredit })).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ordersActions, type OrdersState, type StagedOrder } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { OrderPanel, type OrderPanelProps } from '../features/staging/order-panel';
import { orderPanelMessages as m } from '../features/staging/order-panel/messages';
import { geocoded } from './orderPanelServer';

/** Helpers of the side panel's component tests. */

export type User = ReturnType<typeof userEventBase.setup>;

export const REOPEN = 'Reabrir painel';

/** The page's side of the contract: the panel and a button that opens it again. */
function Host({ mode }: { mode: OrderPanelProps['mode'] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {REOPEN}
      </button>
      <OrderPanel open={open} mode={mode} onClose={() => setOpen(false)} />
    </>
  );
}

export function renderPanel(
  options: { mode?: OrderPanelProps['mode']; stagedOrders?: StagedOrder[]; ordersState?: OrdersState; editIndex?: number; fakeTimers?: boolean } = {},
): User {
  const user = userEventBase.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    delay: null,
    ...(options.fakeTimers ? { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) } : {}),
  });
  renderWithProviders(<Host mode={options.mode ?? 'create'} />, {
    session: { user: makeUser({ fantasy_name: 'Pizzaria Bella Napoli' }) },
    stagedOrders: options.stagedOrders,
    ordersState: options.ordersState,
  });
  if (options.editIndex !== undefined) act(() => ordersActions.setCurrentEditingOrder(options.editIndex!));
  return user;
}

export const field = (label: string): HTMLElement => screen.getByLabelText(label, { selector: 'input, textarea' });

export async function typeInto(user: User, label: string, text: string): Promise<void> {
  await user.click(field(label));
  await user.paste(text);
}

export const option = (text: string) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

/**
 * The place is chosen (geocoded): the field holds its full address and the hint under it is gone. The address shows
 * once, in the field, not again under it.
 */
export async function expectPlaceChosen(formatted = geocoded().formatted_address): Promise<void> {
  await waitFor(() => {
    expect(field(m.addressLabel)).toHaveValue(formatted);
    expect(screen.queryByText(m.addressHint)).not.toBeInTheDocument();
  });
  expect(screen.queryByText(formatted, { selector: '.ant-form-item-extra' })).not.toBeInTheDocument();
}

export async function chooseAddress(user: User, term = 'Rua Haddock', formatted = geocoded().formatted_address): Promise<void> {
  await typeInto(user, m.addressLabel, term);
  await user.click(await option(formatted));
  await expectPlaceChosen(formatted);
}

export async function choosePayment(user: User, label: string): Promise<void> {
  await user.click(field(m.paymentTypeLabel));
  await user.click(await option(label));
}

/** Client, phone, number, address and payment: a valid order. */
export async function fillValidOrder(user: User, payment = 'Pagamento Online'): Promise<void> {
  await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
  await typeInto(user, m.phoneLabel, '11987654321');
  await typeInto(user, m.numberLabel, '120');
  await chooseAddress(user);
  await choosePayment(user, payment);
}

export const saveButton = () => screen.getByRole('button', { name: m.save });

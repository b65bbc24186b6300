import { useState } from 'react';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getOrders, ordersActions, type StagedOrder } from 'shared';
import { makeUser, renderWithProviders } from 'shared/testing';
import { OrderPanel, type OrderPanelProps } from './index';
import { orderPanelMessages as m } from './messages';
import { geocoded, installHappyPath, installServerLifecycle, quotes, recordRequests } from './testServer';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 8000 });

installServerLifecycle();
const seen = recordRequests();

const userEvent = () => userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

/** The page's side of the contract: a 'Novo pedido' button, and the panel. */
function Host({ mode = 'create' }: { mode?: OrderPanelProps['mode'] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <OrderPanel open={open} mode={mode} onClose={() => setOpen(false)} />
    </>
  );
}

function renderPanel(options: { mode?: OrderPanelProps['mode']; stagedOrders?: StagedOrder[]; editIndex?: number } = {}) {
  const user = userEvent();
  renderWithProviders(<Host mode={options.mode} />, { session: { user: makeUser() }, stagedOrders: options.stagedOrders });
  if (options.editIndex !== undefined) act(() => ordersActions.setCurrentEditingOrder(options.editIndex!));
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function chooseAddress(user: ReturnType<typeof userEvent>, term = 'Rua Haddock') {
  await user.click(field(m.addressLabel));
  await user.paste(term);
  const option = await screen.findByText(geocoded().formatted_address, { selector: '.ant-select-item-option-content' });
  await user.click(option);
  await waitFor(() => expect(screen.getByText(geocoded().formatted_address, { selector: '.ant-form-item-extra' })).toBeInTheDocument());
}

async function choosePayment(user: ReturnType<typeof userEvent>, label: string) {
  await user.click(field(m.paymentTypeLabel));
  const option = await screen.findByText(label, { selector: '.ant-select-item-option-content' });
  await user.click(option);
}

describe('OrderPanel — create', () => {
  it('saves a validated order to the shared orders store and shows the success screen', async () => {
    installHappyPath();
    const user = renderPanel();
    expect(await screen.findByText(m.createTitle)).toBeInTheDocument();
    await user.type(field(m.clientNameLabel), 'Beatriz Santos');
    await user.type(field(m.phoneLabel), '11987654321');
    expect(field(m.phoneLabel)).toHaveValue('(11) 98765-4321');
    await user.type(field(m.numberLabel), '120');
    await chooseAddress(user);
    await choosePayment(user, 'Pagamento Online');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    const [order] = getOrders().orders;
    expect(order).toMatchObject({
      client_name: 'Beatriz Santos',
      phone: '11987654321',
      order_payment_type: 'ONLINE',
      address: { street: 'Rua Haddock Lobo', number: '120', neighborhood: 'Cerqueira César', zipCode: '01414001', country: 'BR' },
      withoutReturn: quotes().withoutReturn,
      distance: 1.3,
    });
    const validate = seen.find((r) => r.path.endsWith('/orders/validate/box-logisticx'));
    expect(validate?.body).toMatchObject({ customer: { name: 'Beatriz Santos', phone: '11987654321' }, courier_must_return: false });
  });
});



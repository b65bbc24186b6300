import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { getOrders, ordersActions, type StagedOrder } from 'shared';
import { orderPanelMessages as m } from './messages';
import { emptyValues } from './orderForm';
import { toOrderPlace, toStagedOrder } from './orderRules';
import {
  choosePayment,
  chooseAddress,
  expectPlaceChosen,
  field,
  fillValidOrder,
  option,
  REOPEN,
  renderPanel,
  saveButton,
  typeInto,
} from '../../../testing/orderPanel';
import { geocoded, installHappyPath, quotes, validation } from '../../../testing/orderPanelServer';
import { API, HttpResponse, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();
const seen = recordRequests();

const validateCalls = () => seen.filter((r) => r.path.endsWith('/orders/validate/box-logisticx'));
/** The page's notice says the text: an error, so an alert, heard as its text alone (docs/decisions.md D20). */
const expectToast = (text: string) => waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(text));
const helpOf = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

describe('OrderPanel — create', () => {
  it('saves a validated order to the shared orders store and shows the success screen', async () => {
    installHappyPath();
    const user = renderPanel();
    expect(await screen.findByText(m.createTitle)).toBeInTheDocument();
    await fillValidOrder(user);
    expect(field(m.phoneLabel)).toHaveValue('(11) 98765-4321');
    await user.click(saveButton());
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    // Said as its text: the status's icon is silent (antd's said 'check-circle' first).
    expect(within(screen.getByText(m.created).closest('[role="status"]') as HTMLElement).queryAllByRole('img')).toEqual([]);
    const [order] = getOrders().orders;
    expect(order).toMatchObject({
      client_name: 'Beatriz Santos',
      phone: '11987654321',
      order_payment_type: 'ONLINE',
      address: { street: 'Rua Haddock Lobo', number: '120', neighborhood: 'Cerqueira César', zipCode: '01414001', country: 'BR' },
      withoutReturn: quotes().withoutReturn,
      distance: 1.3,
      selected: false,
    });
    expect(order.verifyId).toMatch(/^[A-Z0-9]{16}$/);
    const [call] = validateCalls();
    expect(call.body).toMatchObject({
      customer: { name: 'Beatriz Santos', phone: '11987654321' },
      address: { street_name: 'Rua Haddock Lobo', street_number: '120', postal_code: '01414001', country: 'BR' },
      payments: [{ code: 'ONLINE', name: 'Pagamento Online' }],
      courier_must_return: false,
      delivery_type: 'DELIVERY',
      verify_id: order.verifyId,
    });

    // 'Criar novo pedido' starts an empty form.
    await user.click(screen.getByRole('button', { name: m.newOrder }));
    expect(field(m.clientNameLabel)).toHaveValue('');
    expect(field(m.addressLabel)).toHaveValue('');
  });

  it("a phone pasted with the country code is saved as the number after it: '+55 11 98765-4321' is (11) 98765-4321", async () => {
    installHappyPath();
    const user = renderPanel();
    // The area code 55 (Rio Grande do Sul) keeps its meaning: a digit typed past the end of the number is dropped.
    await typeInto(user, m.phoneLabel, '55991234567');
    expect(field(m.phoneLabel)).toHaveValue('(55) 99123-4567');
    await user.type(field(m.phoneLabel), '8');
    expect(field(m.phoneLabel)).toHaveValue('(55) 99123-4567');
    const pasted: [string, string][] = [
      ['+55 (11) 98765-4321', '(11) 98765-4321'],
      ['5511987654321', '(11) 98765-4321'],
      ['11987654321', '(11) 98765-4321'],
      ['(11) 3456-7890', '(11) 3456-7890'],
      ['+55 11 98765-4321', '(11) 98765-4321'],
    ];
    for (const [text, shown] of pasted) {
      await user.clear(field(m.phoneLabel));
      await typeInto(user, m.phoneLabel, text);
      expect(field(m.phoneLabel)).toHaveValue(shown);
    }
    await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
    await typeInto(user, m.numberLabel, '120');
    await chooseAddress(user);
    await choosePayment(user, 'Pagamento Online');
    await user.click(saveButton());
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    expect(getOrders().orders[0]).toMatchObject({ phone: '11987654321' });
    expect(validateCalls()[0].body).toMatchObject({ customer: { phone: '11987654321' } });
  });

  it('an empty submit names every required field in pt-BR and calls nobody', async () => {
    installHappyPath();
    const user = renderPanel();
    await user.click(saveButton());
    expect(await helpOf(m.clientNameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(m.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(m.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(m.paymentTypeRequired)).toBeInTheDocument();
    expect(validateCalls()).toHaveLength(0);
    expect(getOrders().orders).toHaveLength(0);
  });

  it('bad input shows its message and keeps what was typed', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
    await typeInto(user, m.phoneLabel, '1198765');
    await typeInto(user, m.addressLabel, 'Rua Hadd');
    await user.click(saveButton());
    expect(await helpOf(m.phoneInvalid)).toBeInTheDocument();
    expect(field(m.phoneLabel)).toHaveValue('(11) 9876-5');
    expect(field(m.clientNameLabel)).toHaveValue('Beatriz Santos');
    expect(field(m.addressLabel)).toHaveValue('Rua Hadd');
    expect(screen.getByText(m.addressRequired)).toBeInTheDocument();
  });

  it("client name stops at 100 characters; 'sem telefone' and 'sem número' save the defaults; card quotes only with return", async () => {
    installHappyPath();
    const user = renderPanel();
    await typeInto(user, m.clientNameLabel, 'B'.repeat(120));
    expect(field(m.clientNameLabel)).toHaveValue('B'.repeat(100));
    await typeInto(user, m.phoneLabel, '119');
    await user.click(screen.getByRole('checkbox', { name: m.withoutPhoneLabel }));
    expect(field(m.phoneLabel)).toBeDisabled();
    expect(field(m.phoneLabel)).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: m.withoutNumberLabel }));
    expect(field(m.numberLabel)).toBeDisabled();
    await chooseAddress(user);
    await choosePayment(user, 'Cartão de Crédito / Débito');
    const quote = await screen.findByRole('region', { name: m.quoteTitle }, { timeout: 8000 });
    expect(within(quote).getByText(m.quoteWithReturn)).toBeInTheDocument();
    expect(within(quote).getByText('R$ 13,75')).toBeInTheDocument();
    expect(within(quote).queryByText(m.quoteWithoutReturn)).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    const [order] = getOrders().orders;
    expect(order.phone).toBe('00000000000');
    expect(order.address.number).toBe('000');
    expect(order.suggested_value).toBe(12.75);
    expect(validateCalls()[0].body).toMatchObject({ courier_must_return: true, customer: { phone: '00000000000' }, address: { street_number: '000' } });
  });

  it('a place without postal code is saved with 00000000', async () => {
    installHappyPath(geocoded({ postal_code: '' }));
    const user = renderPanel();
    await fillValidOrder(user);
    await user.click(saveButton());
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    expect(getOrders().orders[0].address.zipCode).toBe('00000000');
  });

  it('change for only for cash: not below nor equal to the items total; cash shows both quotes', async () => {
    installHappyPath();
    const user = renderPanel();
    await fillValidOrder(user, 'Pagamento Online');
    expect(screen.queryByLabelText(m.changeForLabel)).not.toBeInTheDocument();
    await choosePayment(user, 'Dinheiro');
    await typeInto(user, m.itemNameLabel(1), 'Pizza');
    await typeInto(user, m.itemValueLabel(1), '25');
    expect(field(m.itemValueLabel(1))).toHaveValue('R$ 25,00');
    await typeInto(user, m.itemQuantityLabel(1), '2x');
    expect(field(m.itemQuantityLabel(1))).toHaveValue('2');
    expect(screen.getByText('R$ 50,00')).toBeInTheDocument();

    await typeInto(user, m.changeForLabel, '40');
    expect(await helpOf(m.changeForTooLow)).toBeInTheDocument();
    await user.clear(field(m.changeForLabel));
    await typeInto(user, m.changeForLabel, '50');
    expect(await helpOf(m.changeForEqual)).toBeInTheDocument();
    await user.clear(field(m.changeForLabel));
    await typeInto(user, m.changeForLabel, '100');
    await waitFor(() => expect(screen.queryByText(m.changeForEqual)).not.toBeInTheDocument());

    const quote = await screen.findByRole('region', { name: m.quoteTitle }, { timeout: 8000 });
    expect(within(quote).getByText('R$ 9,50')).toBeInTheDocument();
    expect(within(quote).getByText('R$ 13,75')).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    expect(getOrders().orders[0]).toMatchObject({
      order_payment_type: 'DIN',
      change_for: 100,
      items_total_price: 50,
      delivery_items: [{ name: 'Pizza', value: 25, qntd: 2 }],
    });
    expect(validateCalls()[0].body).toMatchObject({
      courier_must_return: true,
      payments: [{ code: 'DIN', change_for: 100 }],
      items: [{ name: 'Pizza', price: 25, quantity: 2 }],
    });
  });

  it('item rows: each missing field named, up to 10 rows with the tooltip, a row removed while more than one', async () => {
    installHappyPath();
    const user = renderPanel();
    expect(screen.queryByRole('button', { name: m.removeItem(1) })).not.toBeInTheDocument();
    await typeInto(user, m.itemNameLabel(1), 'Pizza');
    await user.click(saveButton());
    expect(await helpOf(m.itemValueRequired)).toBeInTheDocument();
    expect(screen.getByText(m.itemQuantityRequired)).toBeInTheDocument();
    await user.clear(field(m.itemNameLabel(1)));
    await typeInto(user, m.itemValueLabel(1), '10');
    expect(await helpOf(m.itemNameRequired)).toBeInTheDocument();

    const add = screen.getByRole('button', { name: m.addItem });
    for (let i = 2; i <= 10; i += 1) await user.click(add);
    expect(field(m.itemNameLabel(10))).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(expect.stringContaining(m.itemsLimit));

    await typeInto(user, m.itemNameLabel(3), 'Refrigerante');
    await user.click(screen.getByRole('button', { name: m.removeItem(2) }));
    expect(screen.queryByLabelText(m.itemNameLabel(10))).not.toBeInTheDocument();
    expect(field(m.itemNameLabel(2))).toHaveValue('Refrigerante');
    expect(add).toBeEnabled();
  });

  it('an item total over R$ 1500,00 is said (the order cannot be selected for a delivery)', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeInto(user, m.itemNameLabel(1), 'Som');
    await typeInto(user, m.itemValueLabel(1), '1500,01');
    await typeInto(user, m.itemQuantityLabel(1), '1');
    expect(await screen.findByText(m.itemsTotalTooHigh)).toBeInTheDocument();
  });

  it('an address outside the operating radius is refused with its message', async () => {
    installHappyPath();
    server.use(
      http.get(API.delivery.checkRange, () =>
        HttpResponse.json({ data: { in_range: false, distance: 400, max_distance: 15 }, errors: [{ detail: 'Fora do raio' }] }),
      ),
    );
    const user = renderPanel();
    await typeInto(user, m.addressLabel, 'Avenida Atlântica');
    await user.click(await option(geocoded().formatted_address));
    expect(await helpOf(m.outOfRange)).toBeInTheDocument();
    await expectToast(m.outOfRange);
    await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getAllByText(m.outOfRange).length).toBeGreaterThan(0));
    expect(validateCalls()).toHaveLength(0);
  });

  it('a failing place search says so (and is not taken for an empty result)', async () => {
    installHappyPath();
    server.use(http.get(API.geo.places, () => errorAnswer(500, 'Erro')));
    const user = renderPanel();
    await typeInto(user, m.addressLabel, 'Rua Haddock');
    expect(await screen.findByText(m.addressSearchFailed)).toBeInTheDocument();
    expect(screen.queryByText(m.addressNoResults)).not.toBeInTheDocument();
    expect(field(m.addressLabel)).toHaveValue('Rua Haddock');
  });

  it('a failing quote shows the catalogued message', async () => {
    installHappyPath();
    server.use(http.get(API.delivery.calculateValue, () => errorAnswer(422, 'Sem cotação')));
    const user = renderPanel();
    await chooseAddress(user);
    await expectToast(m.quoteFailed);
    expect(await screen.findByText(m.quoteFailed, { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it('the order hub refusals: each side-panel message, back to the order with what was typed, then a new order', async () => {
    installHappyPath();
    const user = renderPanel();
    await fillValidOrder(user);
    const answers: Array<[() => Response, string]> = [
      [() => HttpResponse.json(validation('ORDER_DISTANCE_VALIDATION')), m.tooFar],
      [() => HttpResponse.json(validation('BUSINESS_WITHOUT_BALANCE')), m.noCredit],
      [() => HttpResponse.json(validation('IMMEDIATE_DELIVERY', { success: false })), m.fallback],
      [() => errorAnswer(500, 'Erro interno'), m.generic],
    ];
    for (const [answer, text] of answers) {
      server.use(http.post(API.delivery.validate, answer));
      await user.click(saveButton());
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(getOrders().orders).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: m.backToForm }));
      expect(field(m.clientNameLabel)).toHaveValue('Beatriz Santos');
    }
    await user.click(saveButton());
    await screen.findByText(m.generic);
    await user.click(screen.getByRole('button', { name: m.newOrder }));
    expect(field(m.clientNameLabel)).toHaveValue('');
  });

  it('keeps the draft when the panel is closed and opened again', async () => {
    installHappyPath();
    const user = renderPanel();
    await typeInto(user, m.clientNameLabel, 'Beatriz Santos');
    await user.click(screen.getByRole('button', { name: m.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: REOPEN }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(field(m.clientNameLabel)).toHaveValue('Beatriz Santos');
  });
});

describe('OrderPanel — edit', () => {
  const stored = (name: string): StagedOrder =>
    toStagedOrder(
      {
        ...emptyValues(),
        client_name: name,
        phone: '(11) 3456-7890',
        number: '50',
        order_payment_type: 'DIN',
        change_for: 100,
        items: [{ name: 'Pizza', value: 30, qntd: '1' }],
        obs: 'Portão azul',
      },
      toOrderPlace(geocoded({ place_id: 'sp-haddock:50' })),
      quotes(),
      `VERIFY${name.slice(0, 4).toUpperCase()}0000000`.slice(0, 16),
    );

  it("opens the editing order of the store, saves it in place with 'editado' and lets it go", async () => {
    installHappyPath();
    const orders = [stored('Ana Souza'), { ...stored('Bruno Lima'), selected: true }, stored('Carla Dias')];
    const user = renderPanel({ mode: 'edit', stagedOrders: orders, editIndex: 1 });
    expect(await screen.findByText(m.editTitle)).toBeInTheDocument();
    expect(field(m.clientNameLabel)).toHaveValue('Bruno Lima');
    expect(field(m.phoneLabel)).toHaveValue('(11) 3456-7890');
    expect(field(m.numberLabel)).toHaveValue('50');
    expect(field(m.changeForLabel)).toHaveValue('R$ 100,00');
    expect(field(m.itemNameLabel(1))).toHaveValue('Pizza');
    expect(field(m.obsLabel)).toHaveValue('Portão azul');
    await expectPlaceChosen();
    expect(within(screen.getByRole('region', { name: m.quoteTitle })).getByText('R$ 13,75')).toBeInTheDocument();

    await user.clear(field(m.clientNameLabel));
    await typeInto(user, m.clientNameLabel, 'Bruno Lima Filho');
    await user.click(screen.getByRole('button', { name: m.saveEdit }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    const state = getOrders();
    expect(state.orders.map((o) => o.client_name)).toEqual(['Ana Souza', 'Bruno Lima Filho', 'Carla Dias']);
    expect(state.orders[1]).toMatchObject({ selected: true, verifyId: orders[1].verifyId, change_for: 100 });
    expect(state.currentEditingOrder).toBeNull();
    expect(validateCalls()[0].body).toMatchObject({ verify_id: orders[1].verifyId, customer: { name: 'Bruno Lima Filho', phone: '1134567890' } });

    await user.click(screen.getByRole('button', { name: m.newOrder }));
    expect(screen.getByText(m.createTitle)).toBeInTheDocument();
    expect(field(m.clientNameLabel)).toHaveValue('');
  });

  it('a refused edit leaves the stored order as it was', async () => {
    installHappyPath();
    server.use(http.post(API.delivery.validate, () => HttpResponse.json(validation('BUSINESS_WITHOUT_BALANCE'))));
    const orders = [stored('Ana Souza')];
    const user = renderPanel({ mode: 'edit', stagedOrders: orders, editIndex: 0 });
    await user.clear(await screen.findByLabelText(m.clientNameLabel, { selector: 'input' }));
    await typeInto(user, m.clientNameLabel, 'Outra Pessoa');
    await user.click(screen.getByRole('button', { name: m.saveEdit }));
    expect(await screen.findByText(m.noCredit)).toBeInTheDocument();
    expect(getOrders().orders[0].client_name).toBe('Ana Souza');
    expect(getOrders().currentEditingOrder).not.toBeNull();
    act(() => ordersActions.resetCurrentEditingOrder());
  });
});

import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { sessionActions, type GeocodedPlace } from 'shared';
import type { DeliveryBusiness, QuotePair } from '../../api/delivery';
import { createTestQueryClient, makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { CONFIRM_CHECKS, confirmWindowMs } from 'shared/data';
import LegacyDeliveryPage from './LegacyDeliveryPage';
import { legacyMessages as m } from './messages';
import { geocoded } from '../../testing/orderPanelServer';

// Generous: antd selects and toasts are slow in jsdom on a shared machine.
jest.setTimeout(240_000);
configure({ asyncUtilTimeout: 15_000 });

// No pointer-events check (it reads the computed style of every ancestor) and no delay between keys: the
// page is large and the machine shared.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

installNetwork();
const seen = recordRequests();

const business = (overrides: Partial<DeliveryBusiness> = {}): DeliveryBusiness => ({
  id: 1,
  uuid: 'b1c2d3e4-0000-4000-8000-000000000001',
  company_name: 'Bella Napoli Pizzaria LTDA',
  fantasy_name: 'Pizzaria Bella Napoli',
  cnpj: '12.345.678/0001-95',
  phone: '551130001000',
  email: 'contato@bellanapoli.com.br',
  photo: null,
  plan_id: '1',
  address: {
    address: 'Rua Augusta',
    number: '100',
    neighborhood: 'Consolação',
    complement: null,
    city: 'São Paulo',
    state: 'SP',
    zipcode: '01305000',
    lat: -23.5537,
    lng: -46.6544,
  },
  postpaid: false,
  search_type: 'DEFAULT_NEW',
  reverse_logistic_permission: '1',
  ...overrides,
});

const quote: QuotePair = {
  distance: 1.2,
  withoutReturn: { suggested_value: 8.52, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
  withReturn: { suggested_value: 12.78, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
};

/** The answer each call of the page gets; a test replaces one to change what the server says. */
interface Answers {
  business: () => Response;
  range: () => Response;
  quote: () => Response;
  canSpend: () => Response;
  create: () => Response;
  reverse: () => Response;
}

/** What the page asked the server, by call: the store uuid, the place search, the geocode, the wallet check… */
const requests = (method: string, path: RegExp) => seen.filter((request) => request.method === method && path.test(request.path));
const called = {
  business: () => requests('GET', /\/business-service\/v1\/businesses\/[^/]+$/).map((request) => request.path.split('/').at(-1)),
  places: () => requests('GET', /\/api\/geo-service\/places$/).map((request) => request.query),
  geocode: () => requests('GET', /\/geocode$/).map((request) => ({ placeId: request.path.split('/').at(-2), number: request.query.number })),
  quote: () => requests('GET', /\/calculate-value\//),
  /** [store uuid, amount, with return] of each wallet check. */
  canSpend: () =>
    requests('GET', /\/can-spend\//).map((request) => {
      const [uuid, , amount, withReturn] = request.path.split('/wallets/')[1]!.split('/');
      return [uuid, Number(amount), withReturn === '1'];
    }),
  create: () => requests('POST', /\/api\/box\/v2\/orders$/).map((request) => request.body),
  reverse: () => requests('POST', /\/v2\/default-edp\/task$/).map((request) => request.body),
};

function mockApi(options: { place?: GeocodedPlace; businessFails?: boolean } = {}): Answers {
  const place = options.place ?? geocoded();
  const answers: Answers = {
    business: () => (options.businessFails ? errorAnswer(404, 'Comércio não encontrado.') : answer({ data: business() } as never)),
    range: () => answer({ data: { in_range: true, distance: 1.2, max_distance: 15 } }),
    quote: () => answer({ data: quote } as never),
    canSpend: () => answer({ data: { can_spend: true, balance: 250, amount: 10, postpaid: false } }, 202),
    create: () => answer({ success: true, message: 'Pedidos criados com sucesso!', total: 20, data: [] }, 201),
    reverse: () => answer({ success: true, message: 'Pedido criado com sucesso!', data: { uuid: 'task-1', externalId: 'x', status: 'ALLOCATING' } }, 201),
  };
  server.use(
    http.get(API.auth.businesses, () => answers.business()),
    http.get(API.geo.places, () => answer({ data: [{ id: place.place_id, formatted_address: place.formatted_address }] })),
    // Another number is another point on the street (quoted again).
    http.get(API.geo.geocode, ({ request }) => {
      const number = new URL(request.url).searchParams.get('number') ?? '';
      return answer({ data: { ...place, number, lat: place.lat + (Number.parseInt(number, 10) || 0) / 100000 } } as never);
    }),
    http.get(API.delivery.checkRange, () => answers.range()),
    http.get(API.delivery.calculateValue, () => answers.quote()),
    http.get(API.delivery.canSpend, () => answers.canSpend()),
    http.post(API.delivery.legacyOrders, () => answers.create()),
    http.post(API.delivery.reverse, () => answers.reverse()),
  );
  return answers;
}

const renderPage = (user = makeUser()) => renderWithProviders(<LegacyDeliveryPage />, { route: '/pages/old-delivery', session: { user } });

const buttonByText = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
/**
 * 'Adicionar pedido', once its spinner from the add before is gone: antd's button drops it a moment after the notice
 * says the order was added (sooner than a person clicks again), and ignores a click until then.
 */
const add = async () => {
  const button = buttonByText(m.addOrder);
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  await userEvent.click(button);
};

/**
 * 'Pedido adicionado com sucesso!' is said (a status). If not, the error says what the page said instead (a field's
 * error, another notice): the DOM that testing-library prints stops before the toasts, at the end of the page. (Seen
 * once in a clean clone's jest, not reproduced in 30 runs beside a busy CPU.)
 */
async function expectAdded() {
  await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(m.orderAdded), {
    onTimeout: () =>
      new Error(
        `'${m.orderAdded}' was not shown. Alerts: ${JSON.stringify(screen.queryAllByRole('alert').map((alert) => alert.textContent))}; ` +
          `the page ends with: ${JSON.stringify(document.body.textContent?.slice(-800))}`,
      ),
  });
}

/** Opens a select by its label and clicks the option in the open dropdown (closed ones stay in the DOM). */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const element = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === option && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`option '${option}' is not open`);
    return found;
  });
  fireEvent.click(element);
}

/** Types a whole text at once (the machine is shared: one input event instead of one per key). An amount pasted is read as written: '120' is R$ 120,00. */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function chooseAddress(text = 'Haddock', label = geocoded().formatted_address) {
  await fill(m.addressLabel, text);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === label && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error('no suggestion');
    return found;
  });
  const rangeChecks = () => requests('GET', /\/check-range-distance\//).length;
  const before = rangeChecks();
  fireEvent.click(option);
  // The place is geocoded once its range is asked: the address is the page's.
  await waitFor(() => expect(rangeChecks()).toBeGreaterThan(before));
}

/**
 * Fills every field of a valid order (online payment unless told). The number goes in before the address: the place is
 * geocoded with it at once (a number changed after the place waits 1 s for its point, as the tests of that wait show).
 */
async function fillOrder({ client = 'Beatriz Santos', payment = 'Pagamento Online', number = '595' } = {}) {
  await choose(m.creationTypeLabel, 'Ifood');
  await fill(m.clientNameLabel, client);
  await fill(m.phoneLabel, '11987654321');
  await fill(m.numberLabel, number);
  await chooseAddress();
  await choose(m.shippingTypeLabel, 'Entrega normal');
  await fill(m.orderValueLabel, '120');
  await choose(m.paymentTypeLabel, payment);
  await screen.findByText(/Sem retorno: R\$ 9,52/);
}

describe('LegacyDeliveryPage', () => {
  it('prefills the store name from the business and shows the §5 checks one at a time, in order', async () => {
    mockApi({
      place: geocoded({ neighborhood: '', place_id: 'sp-marginal-pinheiros', formatted_address: 'Marginal Pinheiros - São Paulo - SP, 05425-070, Brasil' }),
    });
    renderPage();
    // The page's title is its one h1.
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    expect(called.business()).toContain('b1c2d3e4-0000-4000-8000-000000000001');

    await userEvent.clear(screen.getByLabelText(m.storeNameLabel));
    await add();
    expect(await screen.findByText(m.storeNameRequired)).toBeInTheDocument();
    await fill(m.storeNameLabel, 'Bella Napoli Centro');

    await add();
    expect(await screen.findByText(m.creationTypeRequired)).toBeInTheDocument();
    await choose(m.creationTypeLabel, 'Nenhuma');

    await add();
    expect(await screen.findByText(m.clientNameRequired)).toBeInTheDocument();
    await fill(m.clientNameLabel, 'Ana 2');
    await add();
    expect(await screen.findAllByText(m.clientNameRequired)).not.toHaveLength(0);
    expect(screen.queryByText(m.phoneInvalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText(m.clientNameLabel)).toHaveValue('Ana 2');
    await userEvent.clear(screen.getByLabelText(m.clientNameLabel));
    await fill(m.clientNameLabel, 'Ana Lima');

    await add();
    expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(m.withoutPhoneLabel));
    expect(screen.getByLabelText(m.phoneLabel)).toBeDisabled();

    await add();
    expect(await screen.findByText(m.addressRequired)).toBeInTheDocument();
    await chooseAddress('M', 'Marginal Pinheiros - São Paulo - SP, 05425-070, Brasil');
    await waitFor(() => expect(called.quote()).not.toHaveLength(0));
    expect(called.places()).toContainEqual(expect.objectContaining({ term: 'M', sessionId: expect.stringMatching(/^[A-Za-z0-9]{16}$/) }));

    await add();
    expect(await screen.findByText(m.neighborhoodInvalid)).toBeInTheDocument();
    expect(called.canSpend()).toEqual([]);
    expect(called.create()).toEqual([]);
  });

  it('checks number, shipping type, value, change and payment type after the address', async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    await choose(m.creationTypeLabel, 'Rappi');
    expect(screen.getByLabelText(m.platformOrderIdLabel)).toBeInTheDocument();
    await fill(m.clientNameLabel, 'Caio Prado');
    await fill(m.phoneLabel, '1134567890');
    expect(screen.getByLabelText(m.phoneLabel)).toHaveValue('(11) 3456-7890');
    await chooseAddress();

    await add();
    expect(await screen.findByText(m.numberInvalid)).toBeInTheDocument();
    await fill(m.numberLabel, '595');
    await add();
    expect(await screen.findByText(m.shippingTypeRequired)).toBeInTheDocument();
    await choose(m.shippingTypeLabel, 'Malote');
    await add();
    expect(await screen.findByText(m.orderValueRequired)).toBeInTheDocument();
    await fill(m.orderValueLabel, '120');
    expect(screen.getByLabelText(m.orderValueLabel)).toHaveValue('R$ 120,00');
    await add();
    expect(await screen.findByText(m.paymentTypeRequired)).toBeInTheDocument();
    await choose(m.paymentTypeLabel, 'Dinheiro');
    await fill(m.exchangeLabel, '50');
    await add();
    expect(await screen.findByText(m.exchangeTooLow)).toBeInTheDocument();
  });

  it('geocodes again 1 s after the number changes and quotes the new point', async () => {
    mockApi();
    renderPage();
    await chooseAddress();
    await waitFor(() => expect(called.quote()).toHaveLength(1));
    await fill(m.numberLabel, '77');
    await waitFor(() => expect(called.geocode().at(-1)).toEqual({ placeId: 'sp-haddock', number: '77' }), { timeout: 4000 });
    await waitFor(() => expect(called.quote()).toHaveLength(2));
    expect(called.geocode()).toHaveLength(2);
  });

  it('adds orders with their quote, warns about a duplicate address and deletes after confirmation', async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    expect(screen.getByText(m.emptyList)).toBeInTheDocument();
    await fillOrder();
    expect(screen.getByText(/Com retorno: R\$ 13,78/)).toBeInTheDocument();
    await add();
    expect(await screen.findByText(m.orderAdded)).toBeInTheDocument();
    expect(called.canSpend()).toContainEqual(['b1c2d3e4-0000-4000-8000-000000000001', 9.52, false]);
    const table = screen.getByText(m.colClient, { selector: 'th' }).closest('table')!;
    expect(within(table).getByText('Beatriz Santos')).toBeInTheDocument();
    expect(within(table).getByText('R$ 120,00')).toBeInTheDocument();
    expect(within(table).getByText('Rua Haddock Lobo, 595 - Cerqueira César')).toBeInTheDocument();
    // The form is reset, the store name is kept.
    expect(screen.getByLabelText(m.clientNameLabel)).toHaveValue('');
    expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli');

    await fillOrder({ client: 'Caio Prado' });
    await add();
    expect(await screen.findByText(m.duplicateAddress)).toBeInTheDocument();
    expect(called.canSpend().at(-1)).toEqual(['b1c2d3e4-0000-4000-8000-000000000001', 19.04, false]);
    expect(screen.getByText(`${m.listTitle} (2/4)`)).toBeInTheDocument();
    expect(screen.getByText('R$ 240,00')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(`${m.deleteOrder} Beatriz Santos`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.deleteBody)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: m.deleteConfirm }));
    expect(await screen.findByText(m.orderDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(`${m.deleteOrder} Beatriz Santos`)).not.toBeInTheDocument());
    expect(screen.getByText(`${m.listTitle} (1/4)`)).toBeInTheDocument();
  });

  it('locks the return on for a card order and creates the delivery through POST v2/orders', async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    expect(buttonByText(m.createDelivery)).toBeDisabled();
    await fillOrder({ payment: 'Cartão de Crédito' });
    await add();
    await expectAdded();
    expect(called.canSpend()).toContainEqual([expect.any(String), 13.78, true]);
    const returnBox = screen.getByLabelText(m.returnLabel);
    expect(returnBox).toBeChecked();
    expect(returnBox).toBeDisabled();
    expect(screen.getByText(m.returnLockedByPayment)).toBeInTheDocument();
    expect(screen.getByLabelText(m.reverseLabel)).toBeDisabled();

    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.created)).not.toHaveLength(0);
    expect(called.create()).toEqual([
      {
        courier_must_return: true,
        reverse_logistic: false,
        idempotency_key: expect.any(String),
        multiple: [
          expect.objectContaining({
            client_name: 'Beatriz Santos',
            phone: '5511987654321',
            total_value: 120,
            order_payment_type_id: 1,
            business_platform: 'Ifood',
            shipping_type: 'Entrega normal',
            marketplace_name: 'Pizzaria Bella Napoli',
            cotation: 13.78,
            address: expect.objectContaining({ street: 'Rua Haddock Lobo', number: '595', neighborhood: 'Cerqueira César' }),
          }),
        ],
      },
    ]);
    expect(screen.getByText(m.seeOrders).closest('a')).toHaveAttribute('href', '/pages/orders');
    expect(screen.getByText(m.emptyList)).toBeInTheDocument();
  });

  it('reverse mode allows one order only, created through v2/default-edp/task (part-1 §7)', async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    await userEvent.click(screen.getByLabelText(m.reverseLabel));
    expect(screen.getByLabelText(m.returnLabel)).toBeDisabled();
    await fillOrder();
    await add();
    await expectAdded();
    expect(screen.getByText(`${m.listTitle} (1/1)`)).toBeInTheDocument();
    await add();
    expect(await screen.findByText(m.limitReached)).toBeInTheDocument();

    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.created)).not.toHaveLength(0);
    expect(called.create()).toEqual([]);
    expect(called.reverse()).toEqual([
      {
        externalId: expect.any(String),
        totalAmount: 120,
        needReturn: false,
        reverse_logistic: true,
        origin: {
          name: 'Beatriz Santos',
          phone: '5511987654321',
          address: expect.objectContaining({ street: 'Rua Haddock Lobo', number: '595', neighborhood: 'Cerqueira César' }),
        },
        destination: 'business',
        observations: null,
      },
    ]);
  });

  it("a created delivery makes the store's cached reads stale (the orders page asks for its list again)", async () => {
    mockApi();
    const queryClient = createTestQueryClient();
    const user = makeUser();
    const ordersList = [user.business_uuid, 'orders', 'list'];
    queryClient.setQueryData(ordersList, { data: [] });
    renderWithProviders(<LegacyDeliveryPage />, { route: '/pages/old-delivery', session: { user }, queryClient });
    await fillOrder();
    await add();
    await expectAdded();
    expect(queryClient.getQueryState(ordersList)?.isInvalidated).toBe(false);
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.created)).not.toHaveLength(0);
    await waitFor(() => expect(queryClient.getQueryState(ordersList)?.isInvalidated).toBe(true));
  });

  it('shows the create failure with the server text', async () => {
    const api = mockApi();
    api.create = () => errorAnswer(422, 'Saldo insuficiente.', ['Para montar essa entrega, é necessário efetuar uma recarga.']);
    renderPage();
    await fillOrder();
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.createFailed)).not.toHaveLength(0);
    expect(screen.getByText('Para montar essa entrega, é necessário efetuar uma recarga.')).toBeInTheDocument();
    expect(screen.getByText('Beatriz Santos')).toBeInTheDocument();
  });

  it('refuses an order the wallet cannot pay', async () => {
    const api = mockApi();
    api.canSpend = () => errorAnswer(422, 'Saldo insuficiente para adicionar o pedido!');
    renderPage();
    await fillOrder();
    await add();
    expect(await screen.findByText(m.noBalance)).toBeInTheDocument();
    expect(screen.getByText(m.emptyList)).toBeInTheDocument();
    expect(screen.getByLabelText(m.clientNameLabel)).toHaveValue('Beatriz Santos');
  });

  it('skips the wallet check for a postpaid store', async () => {
    mockApi();
    renderPage(makeUser({ postpaid: true }));
    await fillOrder();
    await add();
    expect(await screen.findByText(m.orderAdded)).toBeInTheDocument();
    expect(called.canSpend()).toEqual([]);
  });

  it('rejects an address out of range', async () => {
    const api = mockApi();
    api.range = () => answer({ data: { in_range: false, distance: 450, max_distance: 15 }, errors: [{ detail: m.outOfRange }] });
    renderPage();
    await chooseAddress();
    expect(await screen.findByText(m.outOfRange)).toBeInTheDocument();
    expect(called.quote()).toEqual([]);
    expect(screen.queryByText(/Sem retorno/)).not.toBeInTheDocument();
  });

  it('reports a quote that fails', async () => {
    const api = mockApi();
    api.quote = () => errorAnswer(500, 'Erro');
    renderPage();
    await chooseAddress();
    expect(await screen.findAllByText(m.quoteFailed)).not.toHaveLength(0);
  });

  it('tells when the business cannot be loaded and loads it again on request', async () => {
    const api = mockApi({ businessFails: true });
    renderPage();
    expect(await screen.findAllByText(m.businessNotFound)).not.toHaveLength(0);
    expect(screen.getByText(m.businessLoadFailed)).toBeInTheDocument();
    api.business = () => answer({ data: business() } as never);
    await userEvent.click(buttonByText(m.retry));
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    expect(screen.queryByText(m.businessLoadFailed)).not.toBeInTheDocument();
    expect(called.business()).toHaveLength(2);
  });

  it('hides the reverse option without reverse_logistic_permission', async () => {
    const api = mockApi();
    api.business = () => answer({ data: business({ reverse_logistic_permission: '0' }) } as never);
    renderPage(makeUser({ reverse_logistic_permission: '0' }));
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    await waitFor(() => expect(screen.queryByLabelText(m.reverseLabel)).not.toBeInTheDocument());
    expect(screen.getByLabelText(m.returnLabel)).toBeDisabled();
  });

  it('uses the selected franchise store and drops the list when the store changes', async () => {
    mockApi();
    const stores = makeFranchiseStores();
    renderWithProviders(<LegacyDeliveryPage />, {
      route: '/pages/old-delivery',
      session: { user: makeUser(), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-1' },
    });
    await waitFor(() => expect(called.business()).toContain('store-1'));
    await fillOrder();
    await add();
    await expectAdded();
    expect(called.canSpend()).toContainEqual(['store-1', 9.52, false]);
    expect(screen.getByText(`${m.listTitle} (1/4)`)).toBeInTheDocument();
    act(() => sessionActions.selectFranchiseStore(stores[1]));
    await waitFor(() => expect(called.business()).toContain('store-2'));
    expect(await screen.findByText(m.emptyList)).toBeInTheDocument();
  });
});

describe('LegacyDeliveryPage: the form', () => {
  it("a phone pasted with the country code is the number after it: '+55 11 98765-4321' is (11) 98765-4321", async () => {
    mockApi();
    renderPage();
    const phone = screen.getByLabelText(m.phoneLabel);
    const pasted: [string, string][] = [
      ['+55 11 98765-4321', '(11) 98765-4321'],
      ['+55 (11) 98765-4321', '(11) 98765-4321'],
      ['5511987654321', '(11) 98765-4321'],
      ['11987654321', '(11) 98765-4321'],
      ['(11) 3456-7890', '(11) 3456-7890'],
    ];
    for (const [text, shown] of pasted) {
      await userEvent.clear(phone);
      await fill(m.phoneLabel, text);
      expect(phone).toHaveValue(shown);
    }
  });

  it("a new 'Número' waits for its point and quote: 'Adicionar pedido' meanwhile says to wait, then adds it at the new point", async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    await fillOrder();
    await fill(m.numberLabel, '1');
    expect(screen.getByLabelText(m.numberLabel)).toHaveValue('5951');
    await add();
    expect(await screen.findByText(m.waitQuote)).toBeInTheDocument();
    expect(called.canSpend()).toEqual([]);
    expect(screen.getByText(m.emptyList)).toBeInTheDocument();

    await waitFor(() => expect(called.geocode().at(-1)).toEqual({ placeId: 'sp-haddock', number: '5951' }), { timeout: 4000 });
    await screen.findByText(/Sem retorno: R\$ 9,52/);
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    await waitFor(() => expect(called.create()).toHaveLength(1));
    const [sent] = (called.create()[0] as { multiple: { address: { number: string; lat: number } }[] }).multiple;
    expect(sent!.address.number).toBe('5951');
    expect(sent!.address.lat).toBeCloseTo(geocoded().lat + 5951 / 100000, 6);
  });

  it('Enter in a field adds the order as the button does, with the same checks', async () => {
    mockApi();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(m.storeNameLabel)).toHaveValue('Pizzaria Bella Napoli'));
    await userEvent.click(screen.getByLabelText(m.clientNameLabel));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(m.creationTypeRequired)).toBeInTheDocument();

    await fillOrder();
    await userEvent.click(screen.getByLabelText(m.complementLabel));
    await userEvent.keyboard('Casa 2{Enter}');
    await expectAdded();
    expect(screen.getByText(`${m.listTitle} (1/4)`)).toBeInTheDocument();
    expect(screen.getByLabelText(m.clientNameLabel)).toHaveValue('');
  });

  it('another franchise store opens the form empty: the customer typed for the store before is not kept', async () => {
    mockApi();
    const stores = makeFranchiseStores();
    renderWithProviders(<LegacyDeliveryPage />, {
      route: '/pages/old-delivery',
      session: { user: makeUser(), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-1' },
    });
    await waitFor(() => expect(called.business()).toContain('store-1'));
    await fill(m.clientNameLabel, 'Cliente da Loja Um');
    await fill(m.phoneLabel, '11987654321');
    await chooseAddress();
    act(() => sessionActions.selectFranchiseStore(stores[1]!));
    await waitFor(() => expect(called.business()).toContain('store-2'));
    await waitFor(() => expect(screen.getByLabelText(m.clientNameLabel)).toHaveValue(''));
    expect(screen.getByLabelText(m.phoneLabel)).toHaveValue('');
    expect(screen.getByLabelText(m.addressLabel)).toHaveValue('');
    expect(screen.queryByText(geocoded().formatted_address)).not.toBeInTheDocument();
  });
});

/**
 * The legacy builder's v2/orders on the fake network as the server keeps it: a create under a key it already made
 * answers that first result (nothing created or debited again). `lose` says how each answer goes back.
 */
function fakeLegacyServer(lose: (call: number) => 'answer' | 'lost' | 'bare500' | 'unreached', { held }: { held?: Promise<void> } = {}) {
  const made = new Map<string, Response>();
  let calls = 0;
  const created = () => made.size;
  server.use(
    http.post(API.delivery.legacyOrders, async ({ request }) => {
      calls += 1;
      const how = lose(calls);
      if (how === 'unreached') return HttpResponse.error();
      const body = (await request.json()) as { idempotency_key?: string; multiple: unknown[] };
      const key = body.idempotency_key ?? `no-key-${calls}`;
      if (!made.has(key)) made.set(key, answer({ success: true, message: 'Pedido criado com sucesso!', total: 9.52, data: [] }, 201));
      if (how === 'lost') return HttpResponse.error();
      if (how === 'bare500') return new HttpResponse(null, { status: 500 });
      // `held`: the answer waits for the test (the page stays busy meanwhile, whatever the pace of the checks).
      await held;
      return made.get(key)!.clone();
    }),
  );
  return { created };
}

describe('LegacyDeliveryPage: a create whose answer is lost', () => {
  // The deployment's pace of the checks (runtime configuration): the same confirmation, 0.3 s apart instead of 3 s.
  beforeAll(() => {
    window.__PORTAL_CONFIG__ = { confirmIntervalMs: 300 };
  });
  afterAll(() => {
    delete window.__PORTAL_CONFIG__;
  });
  const keys = () => called.create().map((body) => (body as { idempotency_key: string }).idempotency_key);

  it("is sent again under its key, created once, and ends with 'Pedido criado com sucesso!', never 'Erro ao criar pedido!'", async () => {
    mockApi();
    let answerNow!: () => void;
    const legacy = fakeLegacyServer((call) => (call === 1 ? 'lost' : 'answer'), { held: new Promise<void>((resolve) => (answerNow = resolve)) });
    renderPage();
    await fillOrder();
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findByText(m.confirming)).toBeInTheDocument();
    expect(screen.getByText(m.processingTag)).toBeInTheDocument();
    // Busy until the server has answered: a second click sends nothing.
    expect(buttonByText(m.creating)).toBeInTheDocument();
    await userEvent.click(buttonByText(m.creating));
    answerNow();
    expect(await screen.findAllByText(m.created, {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByText(m.createFailed)).not.toBeInTheDocument();
    expect(keys()).toHaveLength(2);
    expect(new Set(keys()).size).toBe(1);
    expect(called.create()[1]).toEqual(called.create()[0]);
    expect(legacy.created()).toBe(1);
    expect(screen.getByText(m.emptyList)).toBeInTheDocument();
  });

  it('a 500 without a body on the way back is lost too: confirmed under the key, created once', async () => {
    mockApi();
    const legacy = fakeLegacyServer((call) => (call === 1 ? 'bare500' : 'answer'));
    renderPage();
    await fillOrder();
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.created, {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByText(m.createFailed)).not.toBeInTheDocument();
    expect(new Set(keys()).size).toBe(1);
    expect(legacy.created()).toBe(1);
  });

  it('the server out of reach for the whole window: not confirmed, the order stays, its options kept; the retry goes under the same key and creates once', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockApi();
      let reachable = false;
      const legacy = fakeLegacyServer((call) => (call === 1 ? 'lost' : reachable ? 'answer' : 'unreached'));
      renderPage();
      await fillOrder();
      await add();
      await expectAdded();
      await userEvent.click(buttonByText(m.createDelivery));
      expect(await screen.findByText(m.confirming)).toBeInTheDocument();
      // The whole window and one interval more (at the pace set above).
      await act(() => jest.advanceTimersByTimeAsync(confirmWindowMs(CONFIRM_CHECKS.create + 1)));
      expect(await screen.findByText(m.notConfirmed)).toBeInTheDocument();
      expect(screen.queryByText(m.createFailed)).not.toBeInTheDocument();
      expect(screen.getByText('Beatriz Santos')).toBeInTheDocument();
      // Sent again, it must be the same create: its options wait.
      expect(screen.getByLabelText(m.returnLabel)).toBeDisabled();
      expect(legacy.created()).toBe(1);

      reachable = true;
      await userEvent.click(buttonByText(m.createDelivery));
      expect(await screen.findAllByText(m.created)).not.toHaveLength(0);
      expect(new Set(keys()).size).toBe(1);
      expect(legacy.created()).toBe(1);
      expect(screen.getByText(m.emptyList)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a refusal on the way back after a lost answer is the server's: 'Erro ao criar pedido!' with its text, the order kept", async () => {
    mockApi();
    let calls = 0;
    server.use(
      http.post(API.delivery.legacyOrders, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : errorAnswer(422, 'Não foi possível criar o pedido.', ['Saldo insuficiente para criar a entrega.']);
      }),
    );
    renderPage();
    await fillOrder();
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.createFailed, {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.getByText('Saldo insuficiente para criar a entrega.')).toBeInTheDocument();
    expect(screen.getByText('Beatriz Santos')).toBeInTheDocument();
  });

  it('the next delivery after one was created goes under a new key', async () => {
    mockApi();
    const legacy = fakeLegacyServer(() => 'answer');
    renderPage();
    await fillOrder();
    await add();
    await expectAdded();
    await userEvent.click(buttonByText(m.createDelivery));
    expect(await screen.findAllByText(m.created)).not.toHaveLength(0);
    await fillOrder({ client: 'Carla Dias' });
    await add();
    await waitFor(() => expect(screen.getByText('Carla Dias')).toBeInTheDocument());
    await userEvent.click(buttonByText(m.createDelivery));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(new Set(keys()).size).toBe(2);
    expect(legacy.created()).toBe(2);
  });
});

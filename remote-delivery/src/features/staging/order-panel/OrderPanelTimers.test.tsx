import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLACE_SEARCH_DEBOUNCE_MS } from 'shared/ui';
import { orderPanelMessages as m } from './messages';
import { expectPlaceChosen, field, option, renderPanel } from '../../../testing/orderPanel';
import { geocoded, installHappyPath } from '../../../testing/orderPanelServer';
import { installNetwork, recordRequests } from 'shared/testing/network';

/** The debounce timings of docs/spec/part-1-signin-dashboard-delivery.md §9, with jest's fake timers: place search, number (1 s), quote (2 s). */

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();
const seen = recordRequests();
/** The requests seen so far to a path (the place search, the geocode, the range, the quote). */
const requestsTo = (path: RegExp) => seen.filter((request) => path.test(request.path));
const placeSearches = () => requestsTo(/\/api\/geo-service\/places$/);
const geocodes = () => requestsTo(/\/geocode$/);
const rangeChecks = () => requestsTo(/\/check-range-distance\//);
const quoteCalls = () => requestsTo(/\/calculate-value\//);

/**
 * Lets a request that a timer started reach the fake network (the fake clock stays where it is), so 'not yet'
 * means not sent.
 */
const realTimers: typeof import('node:timers') = jest.requireActual('node:timers');
const settleNetwork = () =>
  act(async () => {
    // Timers due now (no later: the clock does not move) and real time for the request to get through.
    for (let round = 0; round < 5; round += 1) {
      jest.advanceTimersByTime(0);
      await new Promise((resolve) => realTimers.setTimeout(resolve, 10));
    }
  });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Types the whole text at once in the address box and lets the search pause run out. */
function search(text: string) {
  fireEvent.change(field(m.addressLabel), { target: { value: text } });
  advance(PLACE_SEARCH_DEBOUNCE_MS);
}

async function chooseAddressNow() {
  search('Rua Haddock');
  fireEvent.click(await option(geocoded().formatted_address));
  await expectPlaceChosen();
}

describe('OrderPanel — timings', () => {
  it('searches places from 5 characters, with a 16-character session id', async () => {
    installHappyPath();
    renderPanel({ fakeTimers: true });
    search('Rua ');
    search('Rua H');
    await waitFor(() => expect(placeSearches()).toHaveLength(1));
    expect(placeSearches()[0]!.query).toEqual(expect.objectContaining({ term: 'Rua H', sessionId: expect.stringMatching(/^[A-Za-z0-9]{16}$/) }));
    search('Rua Ha');
    await waitFor(() => expect(placeSearches()).toHaveLength(2));
    expect(await option(geocoded().formatted_address)).toBeInTheDocument();
  });

  it('geocodes the chosen place with the number typed, and again 1 s after the number changes', async () => {
    installHappyPath();
    renderPanel({ fakeTimers: true });
    fireEvent.change(field(m.numberLabel), { target: { value: '12' } });
    await chooseAddressNow();
    expect(geocodes()).toHaveLength(1);
    expect(geocodes()[0]!.path).toBe(`/api/geo-service/places/${geocoded().place_id}/geocode`);
    expect(geocodes()[0]!.query).toEqual({ sessionId: expect.stringMatching(/^[A-Za-z0-9]{16}$/), number: '12' });
    await waitFor(() => expect(rangeChecks()).toHaveLength(1));

    fireEvent.change(field(m.numberLabel), { target: { value: '120' } });
    advance(600);
    fireEvent.change(field(m.numberLabel), { target: { value: '1200' } });
    advance(999);
    await settleNetwork();
    expect(geocodes()).toHaveLength(1);
    advance(1);
    await waitFor(() => expect(geocodes()).toHaveLength(2));
    expect(geocodes()[1]!.query.number).toBe('1200');
    await waitFor(() => expect(rangeChecks()).toHaveLength(2));

    // 'Sem número': the street itself, 1 s later.
    fireEvent.click(screen.getByRole('checkbox', { name: m.withoutNumberLabel }));
    expect(field(m.numberLabel)).toBeDisabled();
    advance(999);
    await settleNetwork();
    expect(geocodes()).toHaveLength(2);
    advance(1);
    await waitFor(() => expect(geocodes()).toHaveLength(3));
    expect(geocodes()[2]!.query).not.toHaveProperty('number');
  });

  it('recalculates the quote 2 s after any change, and shows it by payment type', async () => {
    installHappyPath();
    renderPanel({ fakeTimers: true });
    await chooseAddressNow();
    advance(1999);
    await settleNetwork();
    expect(quoteCalls()).toEqual([]);
    advance(1);
    await waitFor(() => expect(quoteCalls()).toHaveLength(1));
    expect(quoteCalls()[0]!.path).toBe(`/api/box/v2/orders/calculate-value/1/${geocoded().lat}/${geocoded().lng}`);
    const summary = await screen.findByRole('region', { name: m.quoteTitle });
    expect(within(summary).getByText(m.quoteWithoutReturn)).toBeInTheDocument();
    expect(within(summary).getByText(m.quoteWithReturn)).toBeInTheDocument();

    // Another change restarts the 2 s.
    fireEvent.change(field(m.clientNameLabel), { target: { value: 'Bea' } });
    advance(1500);
    fireEvent.change(field(m.clientNameLabel), { target: { value: 'Beatriz' } });
    advance(1999);
    await settleNetwork();
    expect(quoteCalls()).toHaveLength(1);
    advance(1);
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));

    await choosePaymentNow('Pagamento Online');
    await waitFor(() => expect(within(screen.getByRole('region', { name: m.quoteTitle })).queryByText(m.quoteWithReturn)).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: m.quoteTitle })).getByText('R$ 9,50')).toBeInTheDocument();
  });
});

describe('OrderPanel — a new number waits for its point', () => {
  const validateCalls = () => requestsTo(/\/orders\/validate\/box-logisticx$/);
  /** The page's notices that are alerts (errors, warnings), by what each says. */
  const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
  /** The point of the happy path's geocode for a number (another number is another point on the street). */
  const latFor = (number: string) => geocoded().lat + (Number(number) || 0) / 100000;

  /** Fires an event and lets the form's validation that it starts settle. */
  const fire = (event: () => void) =>
    act(async () => {
      event();
      await Promise.resolve();
    });

  /** A valid order at number 12, located and in range. */
  async function validOrderAt12() {
    installHappyPath();
    renderPanel({ fakeTimers: true });
    await fire(() => fireEvent.change(field(m.clientNameLabel), { target: { value: 'Beatriz Santos' } }));
    await fire(() => fireEvent.change(field(m.phoneLabel), { target: { value: '11987654321' } }));
    await fire(() => fireEvent.change(field(m.numberLabel), { target: { value: '12' } }));
    await chooseAddressNow();
    await waitFor(() => expect(rangeChecks()).toHaveLength(1));
    await choosePaymentNow('Pagamento Online');
  }

  /** 'Salvar pedido' while the new point is not there: the catalogued wait, nothing sent. */
  async function saveWaits() {
    await fire(() => fireEvent.click(screen.getByRole('button', { name: m.save })));
    await waitFor(() => expect(alerts()).toContain(m.waitQuote));
    await settleNetwork();
    expect(validateCalls()).toEqual([]);
  }

  /** Its point arrived: saving sends the order with it. */
  async function savesWith(number: string, streetNumber: string) {
    await waitFor(() => expect(rangeChecks()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(m.locating)).not.toBeInTheDocument());
    await fire(() => fireEvent.click(screen.getByRole('button', { name: m.save })));
    await waitFor(() => expect(validateCalls()).toHaveLength(1));
    expect(validateCalls()[0]!.body).toMatchObject({ address: { street_number: streetNumber, lat: latFor(number) } });
    expect(await screen.findByText(m.created)).toBeInTheDocument();
  }

  it("saving within the 1 s pause after a new 'Número' waits for the new point (never the new number at the old point)", async () => {
    await validOrderAt12();
    await fire(() => fireEvent.change(field(m.numberLabel), { target: { value: '1200' } }));
    advance(500);
    await saveWaits();
    advance(500);
    await waitFor(() => expect(geocodes()).toHaveLength(2));
    await savesWith('1200', '1200');
  });

  it("ticking 'Sem número' waits for the street's point the same way", async () => {
    await validOrderAt12();
    await fire(() => fireEvent.click(screen.getByRole('checkbox', { name: m.withoutNumberLabel })));
    await saveWaits();
    advance(1000);
    await waitFor(() => expect(geocodes()).toHaveLength(2));
    await savesWith('', '000');
  });
});

async function choosePaymentNow(label: string) {
  fireEvent.mouseDown(field(m.paymentTypeLabel));
  advance(50);
  fireEvent.click(await option(label));
}

import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { geoApi } from 'shared';
import { deliveryApi } from '../../../api/delivery';
import { PLACE_SEARCH_DEBOUNCE_MS } from './AddressSearch';
import { orderPanelMessages as m } from './messages';
import { field, option, renderPanel } from './panelTesting';
import { geocoded, installHappyPath } from './testServer';
import { installNetwork } from 'shared/testing/network';

/** The debounce timings of spec part-1 §9, with jest's fake timers: place search, number (1 s), quote (2 s). */

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 8000 });

installNetwork();

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
  await waitFor(() => expect(screen.getByText(geocoded().formatted_address, { selector: '.ant-form-item-extra' })).toBeInTheDocument());
}

describe('OrderPanel — timings', () => {
  it('searches places from 5 characters, with a 16-character session id', async () => {
    installHappyPath();
    const places = jest.spyOn(geoApi, 'searchPlaces');
    renderPanel({ fakeTimers: true });
    search('Rua ');
    search('Rua H');
    expect(places).toHaveBeenCalledTimes(1);
    expect(places).toHaveBeenLastCalledWith('Rua H', expect.stringMatching(/^[A-Za-z0-9]{16}$/), expect.anything());
    search('Rua Ha');
    expect(places).toHaveBeenCalledTimes(2);
    expect(await option(geocoded().formatted_address)).toBeInTheDocument();
  });

  it('geocodes the chosen place with the number typed, and again 1 s after the number changes', async () => {
    installHappyPath();
    const geocode = jest.spyOn(geoApi, 'geocode');
    const range = jest.spyOn(deliveryApi, 'checkRange');
    renderPanel({ fakeTimers: true });
    fireEvent.change(field(m.numberLabel), { target: { value: '12' } });
    await chooseAddressNow();
    expect(geocode).toHaveBeenCalledTimes(1);
    expect(geocode).toHaveBeenLastCalledWith(geocoded().place_id, expect.stringMatching(/^[A-Za-z0-9]{16}$/), '12');
    expect(range).toHaveBeenCalledTimes(1);

    fireEvent.change(field(m.numberLabel), { target: { value: '120' } });
    advance(600);
    fireEvent.change(field(m.numberLabel), { target: { value: '1200' } });
    advance(999);
    expect(geocode).toHaveBeenCalledTimes(1);
    advance(1);
    expect(geocode).toHaveBeenCalledTimes(2);
    expect(geocode).toHaveBeenLastCalledWith(geocoded().place_id, expect.any(String), '1200');
    await waitFor(() => expect(range).toHaveBeenCalledTimes(2));

    // 'Sem número': the street itself, 1 s later.
    fireEvent.click(screen.getByRole('checkbox', { name: m.withoutNumberLabel }));
    expect(field(m.numberLabel)).toBeDisabled();
    advance(999);
    expect(geocode).toHaveBeenCalledTimes(2);
    advance(1);
    expect(geocode).toHaveBeenCalledTimes(3);
    expect(geocode).toHaveBeenLastCalledWith(geocoded().place_id, expect.any(String), undefined);
  });

  it('recalculates the quote 2 s after any change, and shows it by payment type', async () => {
    installHappyPath();
    const quote = jest.spyOn(deliveryApi, 'calculateValue');
    renderPanel({ fakeTimers: true });
    await chooseAddressNow();
    advance(1999);
    expect(quote).not.toHaveBeenCalled();
    advance(1);
    expect(quote).toHaveBeenCalledTimes(1);
    expect(quote).toHaveBeenLastCalledWith(geocoded().lat, geocoded().lng);
    const summary = await screen.findByRole('region', { name: m.quoteTitle });
    expect(within(summary).getByText(m.quoteWithoutReturn)).toBeInTheDocument();
    expect(within(summary).getByText(m.quoteWithReturn)).toBeInTheDocument();

    // Another change restarts the 2 s.
    fireEvent.change(field(m.clientNameLabel), { target: { value: 'Bea' } });
    advance(1500);
    fireEvent.change(field(m.clientNameLabel), { target: { value: 'Beatriz' } });
    advance(1999);
    expect(quote).toHaveBeenCalledTimes(1);
    advance(1);
    expect(quote).toHaveBeenCalledTimes(2);

    await choosePaymentNow('Pagamento Online');
    await waitFor(() => expect(within(screen.getByRole('region', { name: m.quoteTitle })).queryByText(m.quoteWithReturn)).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: m.quoteTitle })).getByText('R$ 9,50')).toBeInTheDocument();
  });
});

async function choosePaymentNow(label: string) {
  fireEvent.mouseDown(field(m.paymentTypeLabel));
  advance(50);
  fireEvent.click(await option(label));
}

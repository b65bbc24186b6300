import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import type { Order } from '../../../api/operations';
import { makeDelivery, makeOrder } from '../../../testing/fixtures';
import { orderDetailsMessages as m } from './messages';
import OrderDetailsPage from './OrderDetailsPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const riding = (lat: number, lng: number) => makeOrder({ uuid: 'o-1', delivery: makeDelivery('GOING_TO_DESTINATION', { courier_position: { lat, lng } }) });

const render = () => renderWithProviders(<OrderDetailsPage />, { route: '/pages/orders/o-1', path: '/pages/orders/:orderId', session: { user: makeUser() } });

installNetwork();
afterEach(() => jest.useRealTimers());

/** GET orders/o-1 answers these, one after another (the last one repeats). */
function answerOrder(...answers: (Order | 'fails')[]): void {
  let calls = 0;
  server.use(
    http.get(API.operations.order, () => {
      const next = answers[Math.min(calls++, answers.length - 1)]!;
      return next === 'fails' ? errorAnswer(500, 'Erro interno.') : answer({ data: next });
    }),
  );
}

describe('the delivery on the order details map', () => {
  it('shows the store, the customer and the courier, who moves on the 60 s refresh in the same map', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerOrder(riding(-23.5581, -46.6512), riding(-23.5566, -46.6489));
    render();
    const map = await screen.findByRole('region', { name: m.mapTitle });
    expect(await within(map).findByRole('img', { name: 'Carlos Eduardo Lima' })).toHaveAttribute('data-lat', '-23.5581');
    expect(within(map).getByRole('img', { name: m.mapStore })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: m.mapCustomer })).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    // The refresh's answer comes through the (fake) network: wait for it.
    await waitFor(() => expect(within(map).getByRole('img', { name: 'Carlos Eduardo Lima' })).toHaveAttribute('data-lat', '-23.5566'));
    expect(screen.getByRole('region', { name: m.mapTitle })).toBe(map);
  });

  it('keeps the order on screen with a note when a refresh fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerOrder(riding(-23.5581, -46.6512), 'fails');
    render();
    await screen.findByRole('region', { name: m.mapTitle });
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/Não foi possível atualizar o pedido/);
    expect(screen.getByRole('img', { name: 'Carlos Eduardo Lima' })).toHaveAttribute('data-lat', '-23.5581');
  });

  it('draws no courier while none rides for the delivery', async () => {
    answerOrder(makeOrder({ uuid: 'o-1', delivery: makeDelivery('ALLOCATING') }));
    render();
    const map = await screen.findByRole('region', { name: m.mapTitle });
    await within(map).findByRole('img', { name: m.mapCustomer });
    expect(within(map).queryByRole('img', { name: /Carlos/ })).not.toBeInTheDocument();
  });
});

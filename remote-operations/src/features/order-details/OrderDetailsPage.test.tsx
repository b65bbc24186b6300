import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeOrder } from '../../testing/fixtures';
import { orderDetailsMessages as m } from './messages';
import OrderDetailsPage from './OrderDetailsPage';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8000 });

const render = () => renderWithProviders(<OrderDetailsPage />, { route: '/pages/orders/o-1', path: '/pages/orders/:orderId', session: { user: makeUser() } });

installNetwork();
const seen = recordRequests();

describe('OrderDetailsPage (part-1 §2)', () => {
  it('shows origin, customer, values and items', async () => {
    server.use(
      http.get(API.operations.order, () =>
        answer({
          data: makeOrder({
            short_external_reference: 'P321',
            origin: { name: 'iFood' },
            delivery_at: '2026-11-23T18:30:00.000Z',
            customer: { name: 'Ana Souza', document: null, phone: '5511998765432' },
            final_total_price: 59.9,
            items: [
              { name: 'Pizza Margherita', price: 49.9, quantity: 2 },
              { name: 'Refrigerante', price: 10, quantity: 1 },
            ],
          }),
        }),
      ),
    );
    render();
    expect(await screen.findByText('#P321')).toBeInTheDocument();
    expect(seen.map((request) => request.path)).toContain('/api/order-hub/orders/o-1');
    expect(screen.getByRole('heading', { name: 'Detalhes do pedido' })).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('(11) 99876-5432')).toBeInTheDocument();
    expect(screen.getByText('2 x Pizza Margherita')).toBeInTheDocument();
    expect(screen.getByText('1 x Refrigerante')).toBeInTheDocument();
    expect(screen.getByText(/59,90/)).toBeInTheDocument();
  });

  it('says when the order does not exist, and retries a failed load', async () => {
    let asked = 0;
    server.use(http.get(API.operations.order, () => (++asked === 1 ? errorAnswer(500, 'Erro') : errorAnswer(404, 'Erro'))));
    render();
    expect(await screen.findByText(m.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.retry }));
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});

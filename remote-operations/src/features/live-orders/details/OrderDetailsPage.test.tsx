import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder } from '../../../testing/fixtures';
import { ordersMessages } from '../messages';
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
    // The reference beside the title, and in the 'Origem' section.
    expect(await screen.findAllByText('#P321')).toHaveLength(2);
    expect(within(screen.getByText(m.origin).closest('.ant-card') as HTMLElement).getByText('#P321')).toBeInTheDocument();
    expect(seen.map((request) => request.path)).toContain('/api/order-hub/orders/o-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhes do pedido' })).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('(11) 99876-5432')).toBeInTheDocument();
    expect(screen.getByText('2 x Pizza Margherita')).toBeInTheDocument();
    expect(screen.getByText('1 x Refrigerante')).toBeInTheDocument();
    expect(screen.getByText(/59,90/)).toBeInTheDocument();
  });

  it('leads with the status, the courier, the forecast, the actions the list offers and the time line', async () => {
    server.use(
      http.get(API.operations.order, () =>
        answer({
          data: makeOrder({
            delivery_at: '2026-11-23T18:30:00.000Z',
            delivery: makeDelivery('GOING_TO_DESTINATION'),
            status_history: [
              { new_status: 'ALLOCATING', datetime: '2026-11-23T17:56:00.000Z' },
              { new_status: 'PROCESSING', datetime: '2026-11-23T17:55:00.000Z' },
              { new_status: 'GOING_TO_DESTINATION', datetime: '2026-11-23T18:05:00.000Z' },
            ],
          }),
        }),
      ),
    );
    render();
    const summary = await screen.findByRole('group', { name: m.actions });
    expect(screen.getAllByText('Entregador a caminho do cliente')[0]).toBeInTheDocument();
    expect(screen.getByText('Carlos Eduardo Lima')).toBeInTheDocument();
    const courierPhone = screen.getByRole('link', { name: '(11) 91234-5678' });
    expect(courierPhone).toHaveAttribute('href', 'tel:+5511912345678');
    // A link of its own on a phone's screen: a finger's height.
    expect(courierPhone).toHaveStyle({ minHeight: '44px' });
    expect(screen.getAllByText(/^23\/11 \d\d:30$/)[0]).toBeInTheDocument();
    // The live list's actions for a delivery on its way: finish and track (cancel ends at the store).
    expect(within(summary).getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Acompanhar entrega' })).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Detalhes do pedido' })).not.toBeInTheDocument();
    // Oldest first, whatever order the server lists them in.
    const timeline = screen.getByText(m.timeline).closest('.ant-card') as HTMLElement;
    expect(timeline.textContent).toMatch(/Pedido recebido.*Localizando entregador.*Entregador a caminho do cliente/);
  });

  it("offers 'Chamar entregador' for an order waiting for approval, which has no courier yet", async () => {
    server.use(http.get(API.operations.order, () => answer({ data: makeOrder({ to_approve: true, delivery: null }) })));
    render();
    const summary = await screen.findByRole('group', { name: m.actions });
    expect(within(summary).getByRole('button', { name: 'Chamar entregador' })).toBeInTheDocument();
    expect(screen.getByText(m.waitingApproval)).toBeInTheDocument();
    expect(screen.getByText(m.noCourier)).toBeInTheDocument();
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

  it("'Finalizar' opens on 'Voltar'; once the order is finished its button is gone and focus goes to the title, not to <body>", async () => {
    let order = makeOrder({ delivery: makeDelivery('GOING_TO_DESTINATION') });
    server.use(
      http.get(API.operations.order, () => answer({ data: order })),
      http.post(API.operations.finish, () => {
        order = { ...order, delivery: makeDelivery('COMPLETED') };
        return answer({});
      }),
    );
    render();
    const actions = await screen.findByRole('group', { name: m.actions });
    await userEvent.click(within(actions).getByRole('button', { name: ordersMessages.finish }));
    const dialog = (await screen.findByText(ordersMessages.confirmFinishBody)).closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: ordersMessages.back })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: ordersMessages.confirm }));
    expect(await screen.findByText(ordersMessages.finishSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: ordersMessages.finish })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: m.title })).toHaveFocus());
  });
});

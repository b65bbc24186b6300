import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { makeDelivery, makeOrder } from '../../../../testing/fixtures';
import { orderTicketMessages as m } from './messages';
import { PrintTicket } from './PrintTicket';
import { ticketContent } from './ticketLines';

const order = makeOrder({
  short_external_reference: 'P321',
  origin: { name: 'Pizzaria Bella' },
  customer: { name: 'Ana Souza', document: null, phone: '11998765432' },
  final_total_price: 109.8,
  items: [
    { name: 'Pizza Margherita', price: 49.9, quantity: 2 },
    { name: 'Refrigerante', price: 10, quantity: 1 },
  ],
  payments: [{ name: 'Dinheiro', code: 'DIN', change_for: 150 }],
  observations: 'Sem cebola',
  delivery: makeDelivery('GOING_TO_DESTINATION'),
});

describe('the order ticket', () => {
  it('holds what the counter needs: lines with their value, cash change, courier and the tracking link', () => {
    const ticket = ticketContent({ ...order, address: { ...order.address, complement: 'Apto 12' } });
    expect(ticket).toMatchObject({ store: 'Pizzaria Bella', ref: '#P321', customer: 'Ana Souza', phone: '(11) 99876-5432', complement: 'Apto 12' });
    expect(ticket.items).toEqual([
      { quantity: 2, name: 'Pizza Margherita', value: 'R$ 99,80' },
      { quantity: 1, name: 'Refrigerante', value: 'R$ 10,00' },
    ]);
    expect(ticket).toMatchObject({ total: 'R$ 109,80', payment: 'Dinheiro', changeFor: 'R$ 150,00', change: 'R$ 40,20', courier: 'Carlos Eduardo Lima' });
    expect(ticket.trackUrl).toBe(`${window.location.origin}/api/box/v2/tracking/D12345`);
    // No change line without cash change; no courier before one is assigned.
    const plain = ticketContent({ ...order, payments: [{ name: 'Pagamento Online', code: 'ONLINE' }], delivery: makeDelivery('ALLOCATING') });
    expect(plain).toMatchObject({ changeFor: null, change: null, courier: null, trackUrl: null });
  });

  it("is drawn only while printing: from 'Imprimir', and from the browser's own print", () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<PrintTicket order={order} />);
    expect(screen.queryByTestId('order-ticket')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(m.print) }));
    expect(print).toHaveBeenCalledTimes(1);
    const ticket = screen.getByTestId('order-ticket');
    expect(ticket).toHaveTextContent('Pizzaria Bella');
    expect(ticket).toHaveTextContent('2 x Pizza Margherita');
    expect(ticket).toHaveTextContent('Troco para: R$ 150,00');
    expect(ticket.querySelector('svg')).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('order-ticket')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByTestId('order-ticket')).toBeInTheDocument();
    print.mockRestore();
  });

  it('takes its print stylesheet with it: once the ticket is gone, nothing hides the page from a later print', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    /** The stylesheets that keep everything but the ticket off the paper. */
    const hidingThePage = (root: ParentNode) =>
      [...root.querySelectorAll('style')].filter((style) => /body\s*>\s*\*:not\(\.pdc-ticket\)/.test(style.textContent ?? ''));
    const { unmount } = renderWithProviders(<PrintTicket order={order} />);
    // The button's name is its pt-BR text alone (its icon is decorative).
    fireEvent.click(screen.getByRole('button', { name: m.print }));
    expect(hidingThePage(document)).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(hidingThePage(document.head)).toEqual([]);
    expect(hidingThePage(document)).toEqual([]);
    // Ctrl+P on the details page, then the page left (an integrator's page unmounts the portal): nothing stays behind.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    unmount();
    expect(hidingThePage(document)).toEqual([]);
    print.mockRestore();
  });
});

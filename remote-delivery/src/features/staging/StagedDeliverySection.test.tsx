import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { stagingMessages as m } from './messages';
import StagedDeliverySection from './StagedDeliverySection';
import { stagedOrder } from './testing';

const orders = (n: number) =>
  Array.from({ length: n }, (_, i) => stagedOrder({ client_name: `Cliente ${i + 1}`, items_total_price: 10 * (i + 1), selected: i === 0 }));

describe('StagedDeliverySection', () => {
  it('draws nothing while no order is staged', () => {
    const { container } = renderWithProviders(<StagedDeliverySection />, { route: '/pages/orders', session: { user: makeUser() }, stagedOrders: [] });
    expect(screen.queryByRole('region', { name: m.sectionTitle })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the staged orders in short and goes to /pages/delivery', async () => {
    renderWithProviders(<StagedDeliverySection />, { route: '/pages/orders', session: { user: makeUser() }, stagedOrders: orders(2) });
    const section = screen.getByRole('region', { name: m.sectionTitle });
    expect(within(section).getByText(`${m.sectionCount(2)} · ${m.sectionSelected(1)}`)).toBeInTheDocument();
    expect(within(section).getByText('Cliente 1')).toBeInTheDocument();
    expect(within(section).getByText('Pagamento Online · R$ 20,00')).toBeInTheDocument();
    // A section lent to the orders page (its h1 is the page's): it stays a level-2 heading.
    expect(within(section).getByRole('heading', { level: 2, name: m.sectionTitle })).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: m.sectionLink });
    expect(link).toHaveAttribute('href', '/pages/delivery');
    await userEvent.setup({ delay: null }).click(link);
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('lists the first 4 and counts the rest', () => {
    renderWithProviders(<StagedDeliverySection />, { route: '/pages/orders', session: { user: makeUser() }, stagedOrders: orders(6) });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(m.sectionMore(2))).toBeInTheDocument();
    expect(screen.queryByText('Cliente 5')).not.toBeInTheDocument();
  });

  it('no way to the staging page when manual creation is disabled', () => {
    const user = makeUser({ configurations: { 'manual-create-order-disabled': '1' } });
    renderWithProviders(<StagedDeliverySection />, { route: '/pages/orders', session: { user }, stagedOrders: orders(1) });
    expect(screen.getByText(`${m.sectionCount(1)} · ${m.sectionSelected(1)}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: m.sectionLink })).not.toBeInTheDocument();
  });

  describe.each([
    { width: 390, direction: 'column' },
    { width: 820, direction: 'row' },
  ])('at $width px', ({ width, direction }) => {
    const jsdomWidth = window.innerWidth;
    beforeEach(() => {
      window.innerWidth = width;
    });
    afterEach(() => {
      window.innerWidth = jsdomWidth;
    });

    it(`lays every order's client and payment out alike (${direction})`, () => {
      const staged = [stagedOrder({ client_name: 'Ana' }), stagedOrder({ client_name: 'Otávio Mendes Albuquerque de Souza' })];
      renderWithProviders(<StagedDeliverySection />, { route: '/pages/orders', session: { user: makeUser() }, stagedOrders: staged });
      for (const name of ['Ana', 'Otávio Mendes Albuquerque de Souza']) {
        const row = screen.getByText(name).closest('li')?.firstElementChild as HTMLElement;
        // jsdom computes no layout: antd's Flex says its direction by its class.
        if (direction === 'column') expect(row).toHaveClass('ant-flex-vertical');
        else expect(row).not.toHaveClass('ant-flex-vertical');
      }
    });
  });
});

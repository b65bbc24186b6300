import { act, screen, within } from '@testing-library/react';
import { Grid } from 'antd';
import { makeUser, renderWithProviders } from 'shared/testing';
import type { Order } from '../../api/operations';
import { makeDelivery, makeOrder } from '../../testing/fixtures';
import { ordersMessages as m } from './messages';
import { LiveOrdersTable, ToApproveTable } from './OrderTables';
import type { OrderActions } from './useOrderActions';

const NOW = Date.parse('2026-11-23T18:00:00.000Z');

describe("'Em preparo' waiting time (part-2 §2)", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('turns red once the order is older than 15 minutes, with no new list in between', () => {
    // 14 min 50 s old when the list is drawn.
    const order = makeOrder({ short_external_reference: 'W1', to_approve: true, delivery: null, order_created_at: '2026-11-23T17:45:10.000Z' });
    renderWithProviders(<ToApproveTable orders={[order]} loading={false} actions={{} as OrderActions} failures={{}} />, {
      session: { user: makeUser() },
    });
    const wait = () => screen.getByText(/^\d+ min/);
    expect(wait()).toHaveTextContent(/^14 min$/);
    expect(wait()).toHaveAttribute('data-late', 'false');
    // 15 min 5 s: red, though the whole minutes read 15.
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(wait()).toHaveAttribute('data-late', 'true');
    // Not by its colour alone: a screen reader reads it as late, and the screen shows a warning icon (hidden from it).
    expect(wait()).toHaveTextContent(/^15 min \(atrasado\)$/);
    expect(wait().querySelector('[role="img"]')).toHaveAttribute('aria-hidden', 'true');
  });
});

/** 'Em andamento' with `count` orders, as the board draws it. */
function renderLive(count: number): Order[] {
  const orders = Array.from({ length: count }, () => makeOrder({ delivery: makeDelivery('GOING_TO_ORIGIN') }));
  renderWithProviders(
    <LiveOrdersTable orders={orders} loading={false} actions={{} as OrderActions} failures={{}} onCancel={jest.fn()} onChangeCourier={jest.fn()} />,
    { session: { user: makeUser() } },
  );
  return orders;
}

describe('a live table for a screen reader', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('past 100 orders (only the visible rows drawn) is still one table named as its tab: every row counted, each drawn row numbered, its headers and cells', () => {
    const orders = renderLive(150);
    const table = screen.getByRole('table', { name: m.tabInProgress });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    // The header row and the 150 orders, though not all are drawn.
    expect(table).toHaveAttribute('aria-rowcount', '151');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(151);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(rows.map((_, i) => String(i + 1)));
    const headers = within(rows[0]).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      `${m.colOrder}${m.colOrigin}`,
      m.colCustomer,
      `${m.colStatus}${m.colCourier}`,
      `${m.colDeliveryValue}${m.colRoute}`,
      m.colActions,
    ]);
    // The first order's row: a cell under each column.
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length);
    expect(cells[0]).toHaveTextContent(`#${orders[0].short_external_reference}`);
    expect(cells[1]).toHaveTextContent(orders[0].customer.name);
  });

  it("up to 100 orders is antd's <table>, named as its tab", () => {
    renderLive(3);
    const table = screen.getByRole('table', { name: m.tabInProgress });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  });

  it('on a phone is a list of cards named as its tab, past 100 orders too: no table', () => {
    jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true, sm: false, md: false, lg: false });
    renderLive(101);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: m.tabInProgress })).getAllByRole('listitem')).toHaveLength(101);
  });
});

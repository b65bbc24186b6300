import { act, screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { makeOrder } from '../../testing/fixtures';
import { ToApproveTable } from './OrderTables';
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

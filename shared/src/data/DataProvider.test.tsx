import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { sessionActions } from '../session/actions';
import { makeUser } from '../testing/fixtures';
import { resetStores } from '../testing/render';
import { DataProvider } from './DataProvider';
import { readRetryDelay, shouldRetryRead } from './queryClient';

function CachedOrders() {
  const client = useQueryClient();
  return <span>{client.getQueryData<string[]>(['store-1', 'orders'])?.join(',') ?? 'vazio'}</span>;
}

describe('DataProvider', () => {
  beforeEach(() => resetStores());

  it('gives every page one cache, and empties it when the session ends or another user signs in (D7)', () => {
    const client = new QueryClient();
    sessionActions.setUser(makeUser({ id: 1, business_uuid: 'b-1' }));
    client.setQueryData(['store-1', 'orders'], ['Pedido de Maria']);
    const { rerender } = render(
      <DataProvider client={client}>
        <CachedOrders />
      </DataProvider>,
    );
    expect(screen.getByText('Pedido de Maria')).toBeInTheDocument();

    act(() => sessionActions.logout());
    expect(client.getQueryData(['store-1', 'orders'])).toBeUndefined();

    act(() => sessionActions.setUser(makeUser({ id: 1, business_uuid: 'b-1' })));
    client.setQueryData(['store-1', 'orders'], ['Pedido de Maria']);
    act(() => sessionActions.setUser(makeUser({ id: 2, business_uuid: 'b-2' })));
    rerender(
      <DataProvider client={client}>
        <CachedOrders />
      </DataProvider>,
    );
    expect(client.getQueryData(['store-1', 'orders'])).toBeUndefined();
  });
});

describe('shouldRetryRead', () => {
  const httpError = (status: number) => Object.assign(new Error(String(status)), { isAxiosError: true, response: { status } });

  it('tries a network error, a time-out or a 5xx twice more, and never a 4xx (the same answer would come back)', () => {
    expect(shouldRetryRead(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetryRead(1, httpError(503))).toBe(true);
    expect(shouldRetryRead(2, httpError(503))).toBe(false);
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetryRead(0, httpError(status))).toBe(false);
  });
});

describe('readRetryDelay', () => {
  afterEach(() => {
    delete window.__PORTAL_CONFIG__;
  });

  it('waits 1 s, then 2 s, at most 8 s, or from the first delay the runtime configuration sets', () => {
    expect([0, 1, 2, 3, 4].map(readRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    window.__PORTAL_CONFIG__ = { retryDelayMs: 100 };
    expect([0, 1, 5].map(readRetryDelay)).toEqual([100, 200, 800]);
    window.__PORTAL_CONFIG__ = { retryDelayMs: -5 };
    expect(readRetryDelay(0)).toBe(1_000);
  });
});

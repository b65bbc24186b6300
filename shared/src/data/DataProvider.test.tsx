import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { sessionActions } from '../session/actions';
import { makeUser } from '../testing/fixtures';
import { resetStores } from '../testing/render';
import { DataProvider } from './DataProvider';
import { shouldRetryRead } from './queryClient';

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

import { act, configure, screen, within } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'shared/testing';
import { operationsApi } from '../../api/operations';
import { ok } from '../../testing/fixtures';
import { CouriersMap } from './CouriersMap';
import { homeMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const courier = (lat: number, lng: number) => ({ uuid: 'c1', name: 'Carlos Perto', lat, lng });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CouriersMap', () => {
  it('moves a courier to its new position on the 60 s refresh, in the same map', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const nearby = jest
      .spyOn(operationsApi, 'nearbyCouriers')
      .mockResolvedValueOnce(ok({ data: [courier(-23.5601, -46.6551)] }))
      .mockResolvedValue(ok({ data: [courier(-23.5612, -46.6543)] }));
    renderWithProviders(<CouriersMap reloadKey="loja" />, { session: { user: makeUser() } });
    const map = await screen.findByRole('region', { name: m.mapTitle });
    const marker = await within(map).findByRole('img', { name: 'Carlos Perto' });
    expect(marker).toHaveAttribute('data-lat', '-23.5601');

    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(nearby).toHaveBeenCalledTimes(2);
    await within(map).findByRole('img', { name: 'Carlos Perto' });
    const moved = within(map).getByRole('img', { name: 'Carlos Perto' });
    expect(moved).toHaveAttribute('data-lat', '-23.5612');
    expect(moved).toHaveAttribute('data-lng', '-46.6543');
    // The map itself was not drawn anew: the merchant's pan and zoom stay.
    expect(screen.getByRole('region', { name: m.mapTitle })).toBe(map);
  });

  it('keeps the last positions with a quiet note when a refresh fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    jest
      .spyOn(operationsApi, 'nearbyCouriers')
      .mockResolvedValueOnce(ok({ data: [courier(-23.5601, -46.6551)] }))
      .mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<CouriersMap reloadKey="loja" />, { session: { user: makeUser() } });
    const map = await screen.findByRole('region', { name: m.mapTitle });
    await within(map).findByRole('img', { name: 'Carlos Perto' });
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText(m.mapStale)).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: 'Carlos Perto' })).toHaveAttribute('data-lat', '-23.5601');
  });

  it('lists the couriers when the store has no coordinates', async () => {
    jest.spyOn(operationsApi, 'nearbyCouriers').mockResolvedValue(ok({ data: [courier(-23.5601, -46.6551)] }));
    renderWithProviders(<CouriersMap reloadKey="loja" />, { session: { user: makeUser({ address: undefined }) } });
    expect(await screen.findByText('Carlos Perto')).toBeInTheDocument();
    expect(screen.getByText(m.mapNoStoreTitle)).toBeInTheDocument();
  });
});

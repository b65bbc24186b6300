import { useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, useStoreScope } from 'shared/data';
import { asLatLng } from 'shared/map';
import { operationsApi, type NearbyCourier } from '../../api/operations';

const NONE: NearbyCourier[] = [];

/**
 * The couriers near the store, asked again every 60 s like the lists (and when the tab or the network comes back), so
 * the map shows where they are now. `failed`: the last read failed; `couriers` are those of the last one that answered;
 * `pending`: nothing answered yet (no count to say).
 */
export function useNearbyCouriers() {
  const store = useStoreScope();
  const read = useQuery({
    queryKey: [store, 'nearby-couriers'],
    queryFn: async ({ signal }) => {
      const { data } = await operationsApi.nearbyCouriers(signal);
      return Array.isArray(data?.data) ? data.data.filter((c) => asLatLng(c)) : NONE;
    },
    refetchInterval: LIVE_REFRESH_MS,
  });
  return { couriers: read.data ?? NONE, failed: read.isError, pending: read.isPending };
}

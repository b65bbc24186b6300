import { useCallback, useEffect, useRef, useState } from 'react';
import { asLatLng } from 'shared/map';
import { operationsApi, type NearbyCourier } from '../../api/operations';
import { ORDERS_REFRESH_MS } from '../../domain/constants';
import { useRefreshWhenBack } from '../common/useRefreshWhenBack';

export interface NearbyCouriersState {
  couriers: NearbyCourier[];
  /** The last call failed: `couriers` are those of the last call that answered (none if none did). */
  failed: boolean;
}

/**
 * The couriers near the store, asked again every 60 s like the lists (and at once when the tab comes back or the
 * network does), so the map shows where they are now. A failed refresh keeps the last positions; another store
 * starts afresh.
 */
export function useNearbyCouriers(reloadKey: string): NearbyCouriersState {
  const [state, setState] = useState<NearbyCouriersState>({ couriers: [], failed: false });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = generation.current;
    try {
      const { data } = await operationsApi.nearbyCouriers();
      const couriers = Array.isArray(data?.data) ? data.data.filter((c) => asLatLng(c)) : [];
      if (mine === generation.current) setState({ couriers, failed: false });
    } catch {
      if (mine === generation.current) setState((s) => ({ ...s, failed: true }));
    }
  }, []);

  // reloadKey is the store: another store starts afresh.
  useEffect(() => {
    generation.current += 1;
    setState({ couriers: [], failed: false });
    void load();
    const timer = setInterval(() => void load(), ORDERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, reloadKey]);

  useRefreshWhenBack(() => void load(), ORDERS_REFRESH_MS);
  return state;
}

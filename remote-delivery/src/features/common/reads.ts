import { queryOptions } from '@tanstack/react-query';
import { deliveryApi } from '../../api/delivery';

/**
 * The store's reads of a delivery point, in the one cache (docs/architecture.md, 'One data layer'): the order panel
 * and the legacy builder ask each point once per store while it is fresh. `scope` is useStoreScope().
 */

/** Whether the point is inside the store's operating radius: an answer with `errors`, or in_range false, is outside. */
export const rangeCheck = (scope: string, lat: number, lng: number) =>
  queryOptions({
    queryKey: [scope, 'range-check', lat, lng],
    queryFn: async () => {
      const { data } = await deliveryApi.checkRange(lat, lng);
      return !data.errors?.length && data.data?.in_range !== false;
    },
  });

/** The store's quotes for the point, with and without return. */
export const pointQuotes = (scope: string, lat: number, lng: number) =>
  queryOptions({
    queryKey: [scope, 'quotes', lat, lng],
    queryFn: async ({ signal }) => (await deliveryApi.calculateValue(lat, lng, signal)).data.data,
  });

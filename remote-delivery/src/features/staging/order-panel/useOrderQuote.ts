import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOnline, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { useDebounced } from 'shared/ui';
import { deliveryApi, type QuotePair } from '../../../api/delivery';
import { QUOTE_DEBOUNCE_MS } from '../../../domain/constants';
import { orderPanelMessages as m } from './messages';
import type { OrderFormValues } from './orderForm';

export type QuoteState = { status: 'idle' } | { status: 'pending' } | { status: 'offline' } | { status: 'ready'; quotes: QuotePair } | { status: 'failed' };

/**
 * The panel's quotes (docs/spec/part-1-signin-dashboard-delivery.md §4, §9): asked again 2 s after any change of the form while a place is chosen (the
 * form as it settled is part of the key), the last quotes of the same point shown meanwhile. An edit starts from the
 * order's stored quotes and asks only once something changed.
 */
export function useOrderQuote(values: OrderFormValues, initialQuotes: QuotePair | null): QuoteState {
  const message = usePortalMessage();
  const online = useOnline();
  const scope = useStoreScope();
  const serialized = JSON.stringify(values);
  const [initial] = useState(serialized);
  const settled = useDebounced(serialized, QUOTE_DEBOUNCE_MS);
  const point = (JSON.parse(settled) as OrderFormValues).place;
  const stored = !!initialQuotes && settled === initial;
  const quote = useQuery({
    queryKey: [scope, 'quotes', point?.lat, point?.lng, settled],
    queryFn: async ({ signal }) => (await deliveryApi.calculateValue(point!.lat, point!.lng, signal)).data.data,
    enabled: !!point && !stored,
    initialData: stored ? (initialQuotes ?? undefined) : undefined,
    // Keeps the quotes on screen while the same point is quoted again.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === point?.lat && previousQuery?.queryKey[3] === point?.lng ? previous : undefined,
  });

  useEffect(() => {
    if (quote.isError) message.error(m.quoteFailed);
  }, [quote.isError, message]);

  const place = values.place;
  if (!place) return { status: 'idle' };
  if (quote.data && point?.lat === place.lat && point?.lng === place.lng) return { status: 'ready', quotes: quote.data };
  if (quote.isError && serialized === settled) return { status: 'failed' };
  // Offline the ask is paused (TanStack Query) and runs by itself once the network is back.
  return online ? { status: 'pending' } : { status: 'offline' };
}

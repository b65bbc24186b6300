import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { geoApi, newPlacesSessionId, type GeocodedPlace, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { deliveryApi, type QuotePair } from '../../api/delivery';
import { NUMBER_DEBOUNCE_MS } from '../../domain/constants';
import { pointQuotes, rangeCheck } from '../common/reads';
import { emptyDraft, type LegacyDraft, type LegacyPlace } from './legacyRules';
import { legacyMessages as m } from './messages';

export type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: QuotePair } | { status: 'failed' };

const newDraft = (storeName: string): LegacyDraft => ({ ...emptyDraft(storeName), orderDate: dayjs().format('YYYY-MM-DD') });

const toPlace = (g: GeocodedPlace): LegacyPlace => ({
  placeId: g.place_id,
  street: g.address,
  neighborhood: g.neighborhood,
  city: g.city,
  state: g.state,
  zipCode: g.postal_code,
  lat: g.lat,
  lng: g.lng,
  formattedAddress: g.formatted_address,
});

/** A place id may carry the searched number ('street:123'); a new number is geocoded from the street. */
const streetPlaceId = (placeId: string): string => placeId.split(':')[0];

/**
 * The 'Adicionar pedido' form of the legacy builder (docs/spec/part-1-signin-dashboard-delivery.md §5, §9): the store's data (its name starts 'Nome da
 * loja'), the chosen place geocoded (again 1 s after the number changes), checked against the store's radius and
 * quoted. A geocode that a newer address or number made stale is dropped. From a number's change until its point is
 * quoted, the quote is 'loading' (the 1 s pause included): the order waits, never added with the point of the number
 * before.
 */
export function useLegacyDraft(businessUuid: string | null) {
  const message = usePortalMessage();
  const scope = useStoreScope();
  const [sessionId] = useState(newPlacesSessionId);
  const [draft, setDraft] = useState<LegacyDraft>(() => newDraft(''));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const geocodes = useRef(0);
  const numberTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(numberTimer.current), []);
  // The place whose geocode is on its way (a chosen suggestion is in the draft only once it answers).
  const locatingPlace = useRef<string | null>(null);
  // The point of the number in the field: 'waiting' from its change until its geocode answers, 'failed' if it failed.
  const [numberPoint, setNumberPoint] = useState<'located' | 'waiting' | 'failed'>('located');

  const business = useQuery({
    queryKey: [scope, 'business', businessUuid],
    queryFn: async () => (await deliveryApi.business(businessUuid ?? '')).data.data,
    enabled: !!businessUuid,
  });
  // 'Nome da loja' follows the store's name unless the merchant typed another one.
  const storeName = useRef('');
  useEffect(() => {
    const name = business.data?.fantasy_name;
    if (!name) return;
    const previous = storeName.current;
    storeName.current = name;
    setDraft((d) => (!d.storeName.trim() || d.storeName === previous ? { ...d, storeName: name } : d));
  }, [business.data]);
  useEffect(() => {
    if (business.isError) message.error(m.businessNotFound);
  }, [business.isError, message]);

  const { place } = draft;
  const range = useQuery({ ...rangeCheck(scope, place?.lat ?? 0, place?.lng ?? 0), enabled: !!place });
  const quotes = useQuery({ ...pointQuotes(scope, place?.lat ?? 0, place?.lng ?? 0), enabled: !!place && range.data === true });
  useEffect(() => {
    if (range.data !== false) return;
    message.error(m.outOfRange);
    setDraft((d) => ({ ...d, place: null }));
  }, [range.data, message]);
  const failed = range.isError || quotes.isError;
  useEffect(() => {
    if (failed) message.error(m.quoteFailed);
  }, [failed, message]);

  const quote: QuoteState = !place
    ? { status: 'idle' }
    : numberPoint === 'waiting'
      ? { status: 'loading' }
      : numberPoint === 'failed'
        ? { status: 'failed' }
        : quotes.data
          ? { status: 'ready', quote: quotes.data }
          : failed
            ? { status: 'failed' }
            : { status: 'loading' };

  /** The place for the form; `fillNumber`: an empty 'Número' takes the number the place carries. */
  const geocode = async (placeId: string, number: string, fillNumber: boolean) => {
    const mine = ++geocodes.current;
    locatingPlace.current = placeId;
    try {
      const { data } = await geoApi.geocode(placeId, sessionId, number);
      if (mine !== geocodes.current) return;
      const found = toPlace(data.data);
      setDraft((d) => ({ ...d, addressText: found.formattedAddress, place: found, number: fillNumber && !d.number.trim() ? data.data.number : d.number }));
      setNumberPoint('located');
    } catch {
      if (mine !== geocodes.current) return;
      message.error(m.quoteFailed);
      // The place in the draft, if any, is the number before's: not to be added with this number.
      setNumberPoint('failed');
    } finally {
      if (mine === geocodes.current) locatingPlace.current = null;
    }
  };

  /** Nothing on its way any more: a new search text, or a new form. */
  const stopLocating = () => {
    geocodes.current += 1;
    clearTimeout(numberTimer.current);
    locatingPlace.current = null;
    setNumberPoint('located');
  };

  return {
    draft,
    quote,
    sessionId,
    business: business.data ?? null,
    businessFailed: business.isError,
    retryBusiness: () => void business.refetch(),
    patch: (changes: Partial<LegacyDraft>) => {
      // A new search text: a geocode still on its way (or a number's, still to be asked) is dropped.
      if ('place' in changes && changes.place === null) stopLocating();
      setDraft((d) => ({ ...d, ...changes }));
    },
    choosePlace: (placeId: string, label: string) => {
      // A number's geocode still to be asked is the street before's.
      stopLocating();
      setDraft((d) => ({ ...d, addressText: label, place: null }));
      void geocode(placeId, draftRef.current.number, true);
    },
    /**
     * A new number is geocoded again after a 1 s pause (§9), an emptied one as the street itself. The answer on its
     * way, if any, is for the number before: dropped, and the order waits from now on for the new point.
     */
    changeNumber: (number: string) => {
      setDraft((d) => ({ ...d, number }));
      clearTimeout(numberTimer.current);
      const placeId = draftRef.current.place?.placeId ?? locatingPlace.current;
      if (!placeId) return;
      geocodes.current += 1;
      setNumberPoint('waiting');
      numberTimer.current = setTimeout(() => void geocode(streetPlaceId(placeId), number.trim(), false), NUMBER_DEBOUNCE_MS);
    },
    /** After an order joined the list: an empty form, the store name kept. */
    reset: () => {
      stopLocating();
      setDraft((d) => newDraft(d.storeName));
    },
  };
}

export type LegacyDraftState = ReturnType<typeof useLegacyDraft>;

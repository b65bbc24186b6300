import { useCallback, useEffect, useRef, useState } from 'react';
import { newPlacesSessionId, geoApi } from 'shared';
import { deliveryApi, type QuotePair } from '../../../api/delivery';
import { NUMBER_DEBOUNCE_MS, QUOTE_DEBOUNCE_MS } from '../../../domain/constants';
import { streetPlaceId, toOrderPlace, type OrderPlace } from './orderRules';

export type QuoteState = { status: 'idle' } | { status: 'pending' } | { status: 'ready'; quotes: QuotePair } | { status: 'failed' };

export type LocateResult = { kind: 'located'; place: OrderPlace } | { kind: 'outOfRange' } | { kind: 'failed' } | { kind: 'stale' };

/**
 * Geocoding, operating-radius check and quotes of the side panel (spec part-1 §4, §5, §7, §9):
 * - a chosen place is geocoded (with the number when there is one) and checked against the store's radius;
 * - a new number is geocoded again after a 1 s pause;
 * - the quote is recalculated 2 s after any change of the form.
 * Answers that a newer address or number made stale are ignored.
 */
export function useOrderLocation(initialQuotes: QuotePair | null, onQuoteFailed: () => void) {
  const failed = useRef(onQuoteFailed);
  failed.current = onQuoteFailed;
  const [sessionId, setSessionId] = useState(() => newPlacesSessionId());
  const [locating, setLocating] = useState(false);
  const [quote, setQuote] = useState<QuoteState>(initialQuotes ? { status: 'ready', quotes: initialQuotes } : { status: 'idle' });
  const seq = useRef(0);
  const quoteSeq = useRef(0);
  const numberTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const quoteTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      seq.current += 1;
      quoteSeq.current += 1;
      if (numberTimer.current) clearTimeout(numberTimer.current);
      if (quoteTimer.current) clearTimeout(quoteTimer.current);
    },
    [],
  );

  /** Forgets any address in flight (the user typed a new search text). */
  const forget = useCallback(() => {
    seq.current += 1;
    quoteSeq.current += 1;
    if (numberTimer.current) clearTimeout(numberTimer.current);
    if (quoteTimer.current) clearTimeout(quoteTimer.current);
    setLocating(false);
    setQuote({ status: 'idle' });
  }, []);

  const locate = useCallback(
    async (placeId: string, number: string | undefined): Promise<LocateResult> => {
      const mine = ++seq.current;
      setLocating(true);
      try {
        const { data } = await geoApi.geocode(placeId, sessionId, number);
        if (mine !== seq.current) return { kind: 'stale' };
        const place = toOrderPlace(data.data);
        const range = await deliveryApi.checkRange(place.lat, place.lng);
        if (mine !== seq.current) return { kind: 'stale' };
        if (range.data.errors?.length || range.data.data?.in_range === false) return { kind: 'outOfRange' };
        return { kind: 'located', place };
      } catch {
        if (mine !== seq.current) return { kind: 'stale' };
        return { kind: 'failed' };
      } finally {
        if (mine === seq.current) setLocating(false);
      }
    },
    [sessionId],
  );

  /** A chosen suggestion: geocoded, then the search session ends (a new session id for the next search). */
  const choose = useCallback(
    async (placeId: string, number: string | undefined): Promise<LocateResult> => {
      if (numberTimer.current) clearTimeout(numberTimer.current);
      const result = await locate(placeId, number);
      if (result.kind !== 'stale') setSessionId(newPlacesSessionId());
      return result;
    },
    [locate],
  );

  /** A new number: geocoded again from the street after a 1 s pause. */
  const changeNumber = useCallback(
    (place: OrderPlace, number: string, done: (result: LocateResult) => void) => {
      if (numberTimer.current) clearTimeout(numberTimer.current);
      if (!place.placeId) return;
      numberTimer.current = setTimeout(() => {
        void locate(streetPlaceId(place.placeId), number.trim() || undefined).then(done);
      }, NUMBER_DEBOUNCE_MS);
    },
    [locate],
  );

  /** Any change of the form: the quote of the current place is recalculated after 2 s. */
  const scheduleQuote = useCallback((place: OrderPlace | null) => {
    if (quoteTimer.current) clearTimeout(quoteTimer.current);
    const mine = ++quoteSeq.current;
    if (!place) {
      setQuote({ status: 'idle' });
      return;
    }
    setQuote((q) => (q.status === 'ready' ? q : { status: 'pending' }));
    quoteTimer.current = setTimeout(async () => {
      setQuote((q) => (q.status === 'ready' ? q : { status: 'pending' }));
      try {
        const { data } = await deliveryApi.calculateValue(place.lat, place.lng);
        if (mine !== quoteSeq.current) return;
        setQuote({ status: 'ready', quotes: data.data });
      } catch {
        if (mine !== quoteSeq.current) return;
        setQuote({ status: 'failed' });
        failed.current();
      }
    }, QUOTE_DEBOUNCE_MS);
  }, []);

  return { sessionId, locating, quote, choose, changeNumber, scheduleQuote, forget };
}

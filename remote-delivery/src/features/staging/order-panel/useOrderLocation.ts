import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormikProps } from 'formik';
import { geoApi, isOnline, newPlacesSessionId, useOnline, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { NUMBER_DEBOUNCE_MS } from '../../../domain/constants';
import { rangeCheck } from '../../common/reads';
import { orderPanelMessages as m } from './messages';
import type { OrderFormValues } from './orderForm';
import { streetPlaceId, toOrderPlace } from './orderRules';

/**
 * Where the order goes (docs/spec/part-1-signin-dashboard-delivery.md §4, §5, §9): a chosen place is geocoded, with the number when there is one, and
 * checked against the store's radius; a new number (or 'Sem número') is geocoded again from the street after 1 s. The
 * place reaches the form only when it is in range; an answer that a newer address or number made stale is dropped.
 * `locating` is true from the moment the number changes (the 1 s pause included) until its point arrives, so the order
 * is never saved with the new number and the point of the number before.
 */
export function useOrderLocation({ values, setFieldValue }: FormikProps<OrderFormValues>, initialLocatePending = false) {
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const scope = useStoreScope();
  const [sessionId, setSessionId] = useState(newPlacesSessionId);
  const [locating, setLocating] = useState(false);
  const [outOfRange, setOutOfRange] = useState(false);
  // Offline, a new number waits: the chosen place stays, and it is located again when the network is back.
  const [locatePending, setLocatePending] = useState(initialLocatePending);
  const online = useOnline();
  const seq = useRef(0);
  const numberTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The place whose geocode is on its way (a chosen suggestion has no place in the form until it answers).
  const locatingPlace = useRef<string | null>(null);

  useEffect(
    () => () => {
      seq.current += 1;
      clearTimeout(numberTimer.current);
    },
    [],
  );

  /** Geocodes and checks the range; false when a newer address or number made the answer stale. */
  const locate = async (placeId: string, number: string | undefined): Promise<boolean> => {
    const mine = ++seq.current;
    locatingPlace.current = placeId;
    setLocatePending(false);
    setLocating(true);
    try {
      const { data } = await geoApi.geocode(placeId, sessionId, number);
      const place = toOrderPlace(data.data);
      const inRange = await queryClient.fetchQuery(rangeCheck(scope, place.lat, place.lng));
      if (mine !== seq.current) return false;
      setOutOfRange(!inRange);
      await setFieldValue('place', inRange ? place : null);
      if (inRange) await setFieldValue('addressText', place.formattedAddress);
      else message.error(m.outOfRange);
    } catch {
      if (mine !== seq.current) return false;
      if (!isOnline()) {
        // The network dropped under the call: the place stays, the number waits for the network.
        setLocatePending(true);
        return true;
      }
      await setFieldValue('place', null);
      message.error(m.quoteFailed);
    } finally {
      if (mine === seq.current) {
        locatingPlace.current = null;
        setLocating(false);
      }
    }
    return true;
  };

  /** A suggestion chosen: located, then the search session ends (a new session id for the next search). */
  const choose = async (placeId: string, label: string) => {
    clearTimeout(numberTimer.current);
    setOutOfRange(false);
    await setFieldValue('addressText', label);
    await setFieldValue('place', null);
    if (await locate(placeId, values.withoutNumber ? undefined : values.number.trim() || undefined)) setSessionId(newPlacesSessionId());
  };

  /**
   * A new number, or none: the street located again after a 1 s pause. An answer still on its way is for the number
   * before: it is dropped, and saving waits from now on (`locating`) for the new number's point.
   */
  const relocate = (number: string) => {
    clearTimeout(numberTimer.current);
    if (!isOnline()) {
      if (!values.place) return;
      seq.current += 1;
      setLocating(false);
      setLocatePending(true);
      return;
    }
    const placeId = values.place?.placeId ?? locatingPlace.current;
    if (!placeId) return;
    seq.current += 1;
    setLocating(true);
    numberTimer.current = setTimeout(() => void locate(streetPlaceId(placeId), number.trim() || undefined), NUMBER_DEBOUNCE_MS);
  };

  // The network is back: the number that waited is located now.
  const placeId = values.place?.placeId;
  const number = values.withoutNumber ? '' : values.number;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the network returns (or a place arrives) while a number waits.
  useEffect(() => {
    if (online && locatePending && placeId) void locate(streetPlaceId(placeId), number.trim() || undefined);
  }, [online, locatePending, placeId]);

  /** A new search text: the chosen place and any answer in flight are forgotten. */
  const typeAddress = (text: string) => {
    seq.current += 1;
    clearTimeout(numberTimer.current);
    locatingPlace.current = null;
    setLocating(false);
    setOutOfRange(false);
    setLocatePending(false);
    void setFieldValue('addressText', text);
    if (values.place) void setFieldValue('place', null);
  };

  return { sessionId, locating, outOfRange, locatePending, online, choose, relocate, typeAddress };
}

export type OrderLocation = ReturnType<typeof useOrderLocation>;

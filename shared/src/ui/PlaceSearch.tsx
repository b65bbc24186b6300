import { useEffect, useState, type ReactNode } from 'react';
import { AutoComplete, Input } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
// From the 'shared' entry, not '../api/geo': the entry is the page's one copy (the HTTP client, the session), and a
// relative import would bundle a second one into every app that draws this field.
import { geoApi } from 'shared';
import { PLACE_SEARCH_MIN_CHARS } from '../domain/constants';

/** Pause between keystrokes and the place search call. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/** What the list says while it searches, when the search failed and when it found nothing. */
export interface PlaceSearchTexts {
  searching: ReactNode;
  failed: ReactNode;
  noResults: ReactNode;
  /** Said instead of nothing while the device is offline (the search waits for the network). */
  offline?: ReactNode;
}

/** The text as it was `delay` ms after the last change. */
export function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * An address field with the geo-service's place suggestions (spec part-1 §5, §9): the order panel's, the legacy
 * builder's and the courier form's. It searches from 5 characters, 300 ms after the last keystroke; a search the
 * typing made obsolete is aborted (TanStack Query's signal), and the same term in the same session is not asked
 * twice. Choosing a suggestion hands its place id to the form, which geocodes it; typing stays possible when the
 * search fails.
 */
export function PlaceSearch({
  id,
  value,
  sessionId,
  texts,
  status,
  disabled,
  placeholder,
  maxLength = 200,
  minChars = PLACE_SEARCH_MIN_CHARS,
  ariaDescribedBy,
  onChange,
  onChoose,
  onBlur,
  onSearchFailed,
}: {
  id: string;
  value: string;
  /** 16 alphanumeric characters (newPlacesSessionId), one per search session. */
  sessionId: string;
  texts: PlaceSearchTexts;
  status?: 'error';
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Characters typed before a search: 5 (spec part-1 §9), 1 in the legacy builder ('any text'). */
  minChars?: number;
  ariaDescribedBy?: string;
  onChange: (text: string) => void;
  onChoose: (placeId: string, label: string) => void;
  onBlur?: () => void;
  onSearchFailed?: () => void;
}) {
  const term = useDebounced(value.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const enabled = !disabled && term.length >= minChars && value.trim() === term;
  const places = useQuery({
    queryKey: ['geo', 'places', sessionId, term],
    queryFn: async ({ signal }) => {
      const { data } = await geoApi.searchPlaces(term, sessionId, signal);
      return Array.isArray(data.data) ? data.data : [];
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (places.isError) onSearchFailed?.();
  }, [places.isError, onSearchFailed]);

  const typedEnough = value.trim().length >= minChars;
  const suggestions = typedEnough && !places.isError ? (places.data ?? []) : [];
  const searching = typedEnough && (places.isFetching || value.trim() !== term);
  // Offline, TanStack Query pauses the search until the network returns (then it runs by itself).
  const waiting = typedEnough && places.fetchStatus === 'paused' && !places.data;
  const notFound = !typedEnough ? null : waiting && texts.offline ? (
    // Dark amber (AA on white), not the list's faded 'empty' grey: it is news, not an absence.
    <span role="status" style={{ color: '#874d00' }}>
      {texts.offline}
    </span>
  ) : searching ? (
    texts.searching
  ) : places.isError ? (
    <span role="alert">{texts.failed}</span>
  ) : places.isSuccess ? (
    texts.noResults
  ) : null;

  return (
    <AutoComplete
      value={value}
      disabled={disabled}
      options={suggestions.map((s) => ({ value: s.id, label: s.formatted_address }))}
      onSelect={(placeId: string) => onChoose(placeId, suggestions.find((s) => s.id === placeId)?.formatted_address ?? value)}
      onChange={(text: string) => {
        // antd reports the chosen option's value (the place id) through onChange too: keep the typed text.
        if (!suggestions.some((s) => s.id === text)) onChange(text);
      }}
      notFoundContent={notFound}
      style={{ width: '100%' }}
    >
      <Input
        id={id}
        maxLength={maxLength}
        autoComplete="off"
        placeholder={placeholder}
        status={status}
        aria-invalid={status === 'error'}
        aria-describedby={ariaDescribedBy}
        onBlur={onBlur}
      />
    </AutoComplete>
  );
}

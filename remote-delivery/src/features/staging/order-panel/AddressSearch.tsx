import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { PLACE_SEARCH_MIN_CHARS, type PlaceSuggestion, geoApi } from 'shared';
import { orderPanelMessages as m } from './messages';

/** Pause between keystrokes and the place search call. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/**
 * The side panel's address search: places are searched from 5 characters (spec part-1 §5, §9). Choosing a
 * suggestion hands its place id to the form, which geocodes it.
 */
export function AddressSearch({
  id,
  value,
  sessionId,
  status,
  onChange,
  onChoose,
  onBlur,
}: {
  id: string;
  value: string;
  /** 16 alphanumeric characters (newPlacesSessionId), one per search session. */
  sessionId: string;
  status?: 'error';
  onChange: (text: string) => void;
  onChoose: (placeId: string, label: string) => void;
  onBlur?: () => void;
}) {
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    controller.current?.abort();
    const term = text.trim();
    if (term.length < PLACE_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setSearched(false);
      setSearching(false);
      setFailed(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const abort = new AbortController();
      controller.current = abort;
      setSearching(true);
      try {
        const { data } = await geoApi.searchPlaces(term, sessionId, abort.signal);
        if (abort.signal.aborted) return;
        setFailed(false);
        setSuggestions(Array.isArray(data.data) ? data.data : []);
      } catch {
        if (abort.signal.aborted) return;
        setFailed(true);
        setSuggestions([]);
      } finally {
        if (!abort.signal.aborted) {
          setSearching(false);
          setSearched(true);
        }
      }
    }, PLACE_SEARCH_DEBOUNCE_MS);
  };

  return (
    <AutoComplete
      value={value}
      options={suggestions.map((s) => ({ value: s.id, label: s.formatted_address }))}
      onSearch={search}
      onSelect={(placeId: string) => {
        const chosen = suggestions.find((s) => s.id === placeId);
        onChoose(placeId, chosen?.formatted_address ?? value);
      }}
      onChange={(text: string) => {
        // antd reports the chosen option's value (the place id) through onChange too: keep the typed text.
        if (!suggestions.some((s) => s.id === text)) onChange(text);
      }}
      notFoundContent={searching ? m.addressSearching : failed ? <span role="alert">{m.addressSearchFailed}</span> : searched ? m.addressNoResults : null}
      style={{ width: '100%' }}
    >
      <Input id={id} maxLength={200} autoComplete="off" status={status} aria-invalid={status === 'error'} onBlur={onBlur} />
    </AutoComplete>
  );
}

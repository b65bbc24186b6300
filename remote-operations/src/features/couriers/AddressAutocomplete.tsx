import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { geoApi, newPlacesSessionId, PLACE_SEARCH_MIN_CHARS, type GeocodedPlace, type PlaceSuggestion } from 'shared';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The courier's street with geocoding (geo-service places and geocode, through the shared geoApi):
 * after 5 characters suggestions appear; choosing one geocodes it and hands its parts to the form.
 * Typing stays possible when the search fails.
 */
export function AddressAutocomplete({
  id,
  value,
  disabled,
  placeholder,
  status,
  number,
  onChange,
  onPlace,
  onSearchFailed,
  ariaDescribedBy,
}: {
  id: string;
  value: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error';
  number?: string;
  onChange: (text: string) => void;
  onPlace: (place: GeocodedPlace) => void;
  onSearchFailed: () => void;
  ariaDescribedBy?: string;
}) {
  const sessionId = useMemo(() => newPlacesSessionId(), []);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const search = (term: string) => {
    if (timer.current) clearTimeout(timer.current);
    controller.current?.abort();
    if (term.trim().length < PLACE_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      const mine = new AbortController();
      controller.current = mine;
      geoApi
        .searchPlaces(term.trim(), sessionId, mine.signal)
        .then(({ data }) => !mine.signal.aborted && setSuggestions(data.data ?? []))
        .catch(() => {
          if (mine.signal.aborted) return;
          setSuggestions([]);
          onSearchFailed();
        });
    }, SEARCH_DEBOUNCE_MS);
  };

  const choose = (placeId: string) => {
    const chosen = suggestions.find((s) => s.id === placeId);
    if (chosen) onChange(chosen.formatted_address);
    geoApi
      .geocode(placeId, sessionId, number)
      .then(({ data }) => (data?.data ? onPlace(data.data) : onSearchFailed()))
      .catch(onSearchFailed);
  };

  return (
    <AutoComplete
      value={value}
      disabled={disabled}
      options={suggestions.map((s) => ({ value: s.id, label: s.formatted_address }))}
      onSearch={search}
      onSelect={(placeId: string) => choose(placeId)}
      onChange={(text: string) => {
        // antd reports the chosen option's value (the place id) through onChange too: keep the typed text.
        if (!suggestions.some((s) => s.id === text)) onChange(text);
      }}
      style={{ width: '100%' }}
    >
      <Input id={id} placeholder={placeholder} status={status} maxLength={255} autoComplete="off" aria-describedby={ariaDescribedBy} />
    </AutoComplete>
  );
}

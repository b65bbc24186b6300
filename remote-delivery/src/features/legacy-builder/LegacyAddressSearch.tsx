import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { type PlaceSuggestion, geoApi } from 'shared';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The legacy builder's address search: unlike the new form it searches from any text (spec part-1 §5, §9).
 * Choosing a suggestion hands its place id to the page, which geocodes it.
 */
export function LegacyAddressSearch({
  id,
  value,
  sessionId,
  onChange,
  onChoose,
}: {
  id: string;
  value: string;
  sessionId: string;
  onChange: (text: string) => void;
  onChoose: (placeId: string, label: string) => void;
}) {
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
    if (!term.trim()) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(async () => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        const { data } = await geoApi.searchPlaces(term.trim(), sessionId, abort.signal);
        if (!abort.signal.aborted) setSuggestions(data.data);
      } catch {
        if (!abort.signal.aborted) setSuggestions([]);
      }
    }, SEARCH_DEBOUNCE_MS);
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
      style={{ width: '100%' }}
    >
      <Input id={id} maxLength={200} autoComplete="off" />
    </AutoComplete>
  );
}

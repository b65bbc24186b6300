import { useCallback, useEffect, useRef, useState } from 'react';
import { FIELD_ERROR_HIGHLIGHT_MS } from '../../domain/constants';

/** Fields marked as wrong for 5 seconds, then unmarked (docs/spec/part-1-signin-dashboard-delivery.md §5, §9). */
export function useFieldHighlight<Field extends string>() {
  const [marked, setMarked] = useState<ReadonlySet<Field>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const mark = useCallback((fields: Field[]) => {
    clearTimeout(timer.current);
    setMarked(new Set(fields));
    timer.current = setTimeout(() => setMarked(new Set()), FIELD_ERROR_HIGHLIGHT_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { isMarked: (field: Field) => marked.has(field), mark };
}

/** The media features the portal follows (shared/src/ui/useMediaQuery.ts), as a test sets them. */
export interface MediaFeatures {
  /** '(pointer: coarse)': a touch screen. */
  coarsePointer?: boolean;
  /** '(prefers-reduced-motion: reduce)': the system's 'reduce motion'. */
  reducedMotion?: boolean;
}

const QUERIES: Record<keyof MediaFeatures, string> = {
  coarsePointer: '(pointer: coarse)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
};

/**
 * Answers the portal's media queries as a device and its settings would (width queries as jest's setup does, against
 * window.innerWidth). `change()` changes a feature live and tells the listeners, as a setting changed on the device.
 * Undone by `jest.restoreAllMocks()`.
 */
export function answerMediaQueries(initial: MediaFeatures = {}): { change: (features: MediaFeatures) => void } {
  const features = { ...initial };
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const feature = (Object.keys(QUERIES) as (keyof MediaFeatures)[]).find((name) => QUERIES[name] === query);
    if (!feature) return original(query);
    return {
      ...original(query),
      media: query,
      get matches() {
        return !!features[feature];
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    change(next) {
      Object.assign(features, next);
      for (const listener of listeners) listener();
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One submission at a time: `submitting` drives the spinner, `busy()` is up to date at once (a second
 * Enter before the next render is ignored too), and `isMounted()` tells whether the form is still shown
 * once the request is over.
 */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = useCallback(() => running.current, []);
  const isMounted = useCallback(() => mounted.current, []);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      running.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }, []);

  return { submitting, busy, isMounted, run };
}

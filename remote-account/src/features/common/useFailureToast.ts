import { useEffect } from 'react';
import { usePortalMessage } from 'shared';

/**
 * A read or a write that failed is also said out loud, once (a toast), besides what the screen shows in its place;
 * after the screen shows it, so the toast never runs ahead of the screen. A read only once it has stopped: a failure
 * kept in the cache and being read again says nothing until it fails again.
 */
export function useFailureToast(outcome: { isError: boolean; isFetching?: boolean }, text: string): void {
  const message = usePortalMessage();
  const failed = outcome.isError && !outcome.isFetching;
  useEffect(() => {
    if (failed) message.error(text);
  }, [failed, text, message]);
}

import { useCallback, useEffect, useState } from 'react';
import { useUser } from 'shared';
import { useStoreScope } from 'shared/data';
import { REPORT_BANNER_MS } from '../../domain/constants';
import { REPORT_FLAG_KEY } from './historyRules';

/**
 * The last report asked for on this browser: by whom, for which store, when. One record under one key (the key the
 * sign-out removes, shared's SESSION_SCOPED_STORAGE_KEYS): the server allows one report per user every 10 minutes,
 * whatever the store (sandbox `requestHistoryReport`, the contract's 429), so the user's last request is all there is
 * to know.
 */
interface ReportRequest {
  user: string;
  store: string;
  at: number;
}

/** The request still within its 10 minutes; none when there is none, it is older, or it was written by an older portal (a bare time: nobody's). */
function readRequest(): ReportRequest | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(REPORT_FLAG_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { user, store, at } = stored as Partial<ReportRequest>;
    if (typeof user !== 'string' || typeof store !== 'string' || typeof at !== 'number') return null;
    return Number.isFinite(at) && at > 0 && Date.now() - at < REPORT_BANNER_MS ? { user, store, at } : null;
  } catch {
    return null;
  }
}

/**
 * The 'report requested' flag, kept in localStorage for 10 minutes (docs/spec/part-2-operations-account.md §2, §9),
 * as the server limits it: per user. The banner is the store's the report was asked for (another store selected has
 * asked for nothing); 'Gerar relatório' waits in every store of that user, as the server would refuse it (429) there
 * too. Another user on this browser sees neither.
 */
export function useReportFlag() {
  const session = useUser();
  const user = String(session?.business_user_id ?? session?.id ?? '');
  const store = useStoreScope();
  const [request, setRequest] = useState<ReportRequest | null>(readRequest);
  useEffect(() => {
    if (request === null) {
      try {
        window.localStorage.removeItem(REPORT_FLAG_KEY);
      } catch {
        /* storage unavailable: nothing to clear */
      }
      return;
    }
    const timer = setTimeout(() => setRequest(readRequest()), Math.max(0, request.at + REPORT_BANNER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [request]);
  /** A report was accepted for `forStore` (the store it was asked as: the selection may have changed since). */
  const mark = useCallback(
    (forStore: string) => {
      const next = { user, store: forStore, at: Date.now() };
      try {
        window.localStorage.setItem(REPORT_FLAG_KEY, JSON.stringify(next));
      } catch {
        /* storage unavailable: the banner still shows for this visit */
      }
      setRequest(next);
    },
    [user],
  );
  const mine = request !== null && user !== '' && request.user === user;
  return {
    /** This store's report was asked for: the banner. */
    active: mine && request.store === store,
    /** This user asked for a report, in this store or another: 'Gerar relatório' waits. */
    waiting: mine,
    /** The store the page asks as now. */
    store,
    mark,
  };
}

import { useCallback, useEffect, useState } from 'react';
import { REPORT_BANNER_MS } from '../../domain/constants';
import { REPORT_FLAG_KEY } from './historyRules';

const readFlag = (): number | null => {
  try {
    const at = Number(window.localStorage.getItem(REPORT_FLAG_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < REPORT_BANNER_MS ? at : null;
  } catch {
    return null;
  }
};

/** The 'report requested' flag, kept in localStorage for 10 minutes (docs/spec/part-2-operations-account.md §2, §9). */
export function useReportFlag() {
  const [at, setAt] = useState<number | null>(readFlag);
  useEffect(() => {
    if (at === null) {
      try {
        window.localStorage.removeItem(REPORT_FLAG_KEY);
      } catch {
        /* storage unavailable: nothing to clear */
      }
      return;
    }
    const timer = setTimeout(() => setAt(readFlag()), Math.max(0, at + REPORT_BANNER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  const mark = useCallback(() => {
    const now = Date.now();
    try {
      window.localStorage.setItem(REPORT_FLAG_KEY, String(now));
    } catch {
      /* storage unavailable: the banner still shows for this visit */
    }
    setAt(now);
  }, []);
  return { active: at !== null, mark };
}

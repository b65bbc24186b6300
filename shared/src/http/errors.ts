import { isHttpError, isOutcomeUnknown } from './client';
import { isOfflineError } from './online';

/** The server's error shape (spec part-2 §7): errors[0].detail or message. */
export interface ApiErrorBody {
  message?: string;
  errors?: Array<{ detail?: string; [key: string]: unknown }>;
}

/** The server's own error text, if the answer carries one. */
export function serverErrorText(error: unknown): string | undefined {
  // A change refused offline: the screen says it needs the network, not that it failed.
  if (isOfflineError(error)) return error.message;
  if (!isHttpError(error)) return undefined;
  const data = error.response?.data as ApiErrorBody | undefined;
  if (!data || typeof data !== 'object') return undefined;
  const detail = Array.isArray(data.errors) ? data.errors[0]?.detail : undefined;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (typeof data.message === 'string' && data.message.trim()) return data.message;
  return undefined;
}

/** All server error texts, for screens that show creation errors one by one. */
export function serverErrorTexts(error: unknown): string[] {
  if (isOfflineError(error)) return [error.message];
  if (!isHttpError(error)) return [];
  const data = error.response?.data as ApiErrorBody | undefined;
  const details = Array.isArray(data?.errors) ? data!.errors.map((e) => e?.detail).filter((d): d is string => typeof d === 'string' && !!d.trim()) : [];
  if (details.length) return details;
  const single = serverErrorText(error);
  return single ? [single] : [];
}

export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** A gateway's answer, not the API's: the request may have been carried out behind it. */
const GATEWAY_STATUSES = new Set([502, 504]);

/**
 * A write whose answer was lost, so whether the server carried it out is unknown: no answer (time-out, connection
 * lost), an answer that cannot be read, or a 5xx without the server's own error body (or a gateway's 502/504). The
 * screen finds out what happened before it says anything (docs/decisions.md, 'Time-outs: reads give up, writes are
 * confirmed'). A read is never lost this way: it is simply asked again.
 */
export function isAnswerLost(error: unknown): boolean {
  if (isOutcomeUnknown(error)) return true;
  if (!isHttpError(error)) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return false;
  const status = error.response?.status;
  if (status === undefined) return error.code === 'ERR_BAD_RESPONSE';
  return status >= 500 && (GATEWAY_STATUSES.has(status) || !serverErrorText(error));
}

import { isHttpError, isOutcomeUnknown, serverErrorText } from 'shared';

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

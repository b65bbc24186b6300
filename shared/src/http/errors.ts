import { isHttpError } from './client';

/** The server's error shape (spec part-2 §7): errors[0].detail or message. */
export interface ApiErrorBody {
  message?: string;
  errors?: Array<{ detail?: string; [key: string]: unknown }>;
}

/** The server's own error text, if the answer carries one. */
export function serverErrorText(error: unknown): string | undefined {
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

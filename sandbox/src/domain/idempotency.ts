import { createHmac, randomBytes } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import { ApiError } from './errors';

/**
 * Idempotency of the calls that create or charge (docs/decisions.md D11, and 'Time-outs: reads give up,
 * writes are confirmed'): a key (an `idempotency_key`, or an order's external id) sent again with the same meaningful
 * body answers the first result and does nothing more; sent with another body it answers 409, and nothing is done.
 * Only a call that succeeded spends its key: a refused one changed nothing and may be sent again, as is or corrected.
 */

/** How long a key's first answer is kept to be answered again. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** JSON with its keys sorted at every level, so that key order never makes two bodies differ. */
const canonicalJson = configure({ deterministic: true, circularValue: TypeError });

/**
 * The body as meant rather than as written: text trimmed, and null, absent and blank text read alike (the API
 * stores them alike). Lists keep their order.
 */
export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item) ?? null);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const meant = normalise(item);
      if (meant !== undefined) out[key] = meant;
    }
    return out;
  }
  if (typeof value === 'string') return value.trim() || undefined;
  return value ?? undefined;
}

/**
 * What is kept of a body to compare it later: a keyed hash of its canonical, normalised JSON. Bodies with card
 * numbers are never kept as such, and the key (one per process) makes the hash useless to anyone who reads it.
 */
const secret = randomBytes(32);
export const fingerprint = (meaningful: unknown): string =>
  createHmac('sha256', secret)
    .update(canonicalJson(normalise(meaningful)) ?? '')
    .digest('base64url');

interface Entry<T> {
  fingerprint: string;
  at: number;
  value: T;
}

/** The first answers of one scope (a store's top-ups, a store's orders), by key, kept IDEMPOTENCY_RETENTION_MS. */
export class IdempotencyStore<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly retentionMs = IDEMPOTENCY_RETENTION_MS) {}

  /** The value kept for the key when the body is the same, 'conflict' when it was another, undefined when the key is new (or forgotten). */
  find(key: string, print: string, now: number): T | 'conflict' | undefined {
    this.forgetBefore(now - this.retentionMs);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    return entry.fingerprint === print ? entry.value : 'conflict';
  }

  /** As find(), throwing `conflict()` for another body. */
  replay(key: string, print: string, now: number, conflict: () => ApiError): T | undefined {
    const found = this.find(key, print, now);
    if (found === 'conflict') throw conflict();
    return found;
  }

  remember(key: string, print: string, value: T, now: number): void {
    this.entries.set(key, { fingerprint: print, at: now, value });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Entries are kept in the order they were made: the old ones are at the front. */
  private forgetBefore(limit: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.at >= limit) break;
      this.entries.delete(key);
    }
  }
}

/** 409 in the error shape: the key was used before with another body. */
export const conflict = (message: string, details: string[]) => new ApiError(409, message, details);

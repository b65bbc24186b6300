// A sign-in session and how long it lives: idle and absolute lifetimes, the per-user limit, the sweep of expired ones.
export interface Session {
  id: string;
  userId: number;
  createdAt: Date;
  /** The last call made with it: the idle lifetime counts from here. */
  lastSeenAt: Date;
}

/**
 * How long a session lives (docs/decisions.md, 'Sessions'): 12 h without a call (the orders screen calls every
 * 60 s, so a portal left open at the counter stays signed in), and 7 days at most from the sign-in.
 */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A user's sessions kept at most (browsers, tablets, phones); a new sign-in beyond it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;
/** Expired sessions are swept from memory at most this often (sandbox time). */
export const SESSION_SWEEP_EVERY_MS = 60 * 1000;

export const isExpired = (session: Session, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS || now.getTime() - session.createdAt.getTime() > SESSION_MAX_AGE_MS;

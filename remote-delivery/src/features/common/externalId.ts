/** An id for an order sent to the order hub or the reverse task (the same for its validation and its create). */
export function newExternalId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `portal-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

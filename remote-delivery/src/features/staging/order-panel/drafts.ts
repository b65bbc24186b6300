import { ordersAtom, portalStore } from 'shared';
import { emptyValues, type OrderFormValues } from './orderForm';

/**
 * The panel's unsaved forms, kept with the staged orders (docs/decisions.md D13): persisted like them, so a reload —
 * offline too — finds what was typed, and cleared with them (sign-out, another store, another user).
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft of a form ('create-0', 'edit-2-ABC…'), or null; a stored value that is not a form is ignored. */
export function readDraft(key: string): OrderFormValues | null {
  const stored = portalStore.get(ordersAtom).drafts?.[key];
  if (!isRecord(stored) || !Array.isArray(stored.items)) return null;
  return { ...emptyValues(), ...(stored as Partial<OrderFormValues>) };
}

/** Keeps (or, with null, forgets) the draft of a form. */
export function writeDraft(key: string, values: OrderFormValues | null): void {
  const state = portalStore.get(ordersAtom);
  const drafts = { ...(state.drafts ?? {}) };
  if (values) drafts[key] = values;
  else if (key in drafts) delete drafts[key];
  else return;
  // An edit's draft goes with its order ('edit-<index>-<verify id>'): none is kept for an order that is gone.
  const ids = new Set(state.orders.map((o) => o.verifyId ?? ''));
  for (const k of Object.keys(drafts)) if (k.startsWith('edit-') && !ids.has(k.split('-').slice(2).join('-'))) delete drafts[k];
  portalStore.set(ordersAtom, { ...state, drafts });
}

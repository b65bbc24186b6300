/** Business constants of this remote's screens (spec part-1 §9, part-2 §9). */
export const FIELD_ERROR_HIGHLIGHT_MS = 5000;

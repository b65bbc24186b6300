import * as yup from 'yup';
import { businessMessages as m } from './messages';

export interface StoreProfileValues {
  fantasy_name: string;
  phone: string;
}

/** Fantasy name and phone required; the formatted phone has at least 15 characters (docs/spec/part-2-operations-account.md §5). */
export const storeProfileSchema = yup.object({
  fantasy_name: yup.string().trim().required(m.fantasyNameRequired).max(100, m.fantasyNameMax),
  phone: yup.string().trim().required(m.phoneRequired).min(15, m.phoneMin),
});

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The error text for a chosen photo, or null when it can be sent. */
export function photoError(file: File): string | null {
  const byName = /\.(png|jpe?g|gif|webp)$/i.test(file.name);
  if (!PHOTO_TYPES.includes(file.type) && !byName) return m.photoType;
  if (!byName) return m.photoType;
  if (file.size > PHOTO_MAX_BYTES) return m.photoSize;
  return null;
}

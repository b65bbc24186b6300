import { signInMessages as m } from './messages';

/** The welcome view's fields. */
export type SignInField = 'email' | 'password';

/** name@domain.tld: a domain without a dot ('loja@exemplo') cannot receive the e-mail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A valid e-mail address as the HTML spec defines it (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address):
 * ASCII local part; domain labels of letters, digits and inner hyphens, up to 63 characters.
 */
const HTML_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The welcome view's empty fields, e-mail first: an e-mail of blank spaces is empty; the password is taken as typed. */
export function missingSignInFields(email: string, password: string): SignInField[] {
  const missing: SignInField[] = [];
  if (!email.trim()) missing.push('email');
  if (!password) missing.push('password');
  return missing;
}

/** Which fields are missing → the message of docs/spec/part-1-signin-dashboard-delivery.md §5 (null when none is). */
export function missingFieldsMessage(missing: readonly SignInField[]): string | null {
  const emailMissing = missing.includes('email');
  const passwordMissing = missing.includes('password');
  if (emailMissing && passwordMissing) return m.fillEmailAndPassword;
  if (passwordMissing) return m.fillPassword;
  if (emailMissing) return m.fillEmail;
  return null;
}

/** The 'Esqueceu sua senha?' e-mail's error (null when it can be sent): the address is checked without surrounding blanks. */
export function forgotPasswordEmailError(email: string): string | null {
  const address = email.trim();
  if (!address) return m.forgotEmptyEmail;
  if (!HTML_EMAIL_PATTERN.test(address) || !EMAIL_PATTERN.test(address)) return m.forgotInvalidEmail;
  return null;
}

/** The three requirements of a new password (docs/spec/part-1-signin-dashboard-delivery.md §2, §5). */
export interface PasswordChecks {
  minLength: boolean;
  digit: boolean;
  special: boolean;
}

export type PasswordStrength = 'strong' | 'medium' | 'weak';

export function passwordChecks(password: string): PasswordChecks {
  return {
    minLength: password.length >= 8,
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/**
 * Forte: 8+ characters, a digit and a special character; Média: two of the three; Fraca: any other
 * non-empty password. An empty password has no strength yet (null).
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const met = Object.values(passwordChecks(password)).filter(Boolean).length;
  if (met === 3) return 'strong';
  if (met === 2) return 'medium';
  return 'weak';
}

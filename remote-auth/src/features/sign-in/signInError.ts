import { appMessages, BusinessDetailsError, errorStatus, NoFranchiseStoresError, serverErrorText } from 'shared';
import { signInMessages as m } from './messages';

type ErrorClass = new () => Error;

/**
 * `shared` is a run-time singleton: the copy the host was built with may be older than this remote's,
 * so an error class may be missing there. Match by class when it exists, else by name.
 */
function isError(error: unknown, errorClass: ErrorClass | undefined, name: string): boolean {
  if (typeof errorClass === 'function' && error instanceof errorClass) return true;
  return error instanceof Error && error.name === name;
}

export const isNoFranchiseStoresError = (error: unknown) => isError(error, NoFranchiseStoresError, 'NoFranchiseStoresError');
export const isBusinessDetailsError = (error: unknown) => isError(error, BusinessDetailsError, 'BusinessDetailsError');

/** The catalogued message (docs/spec/part-1-signin-dashboard-delivery.md §8) for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (isNoFranchiseStoresError(error)) return m.noFranchiseStores;
  if (isBusinessDetailsError(error)) return m.businessDetailsFailed;
  // The server answered (a call that got no answer has no status).
  const status = errorStatus(error);
  if (status !== undefined) {
    // Too many attempts: the server says how long to wait.
    if (status === 429) return serverErrorText(error) ?? m.tooManyAttempts;
    if (status >= 400 && status < 500) return m.unauthorized;
  }
  return appMessages.genericError;
}

/** The message for a failed 'Esqueceu sua senha?' request. */
export function forgotPasswordErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return status === 429 ? (serverErrorText(error) ?? m.tooManyAttempts) : m.forgotRejected;
  }
  return appMessages.genericError;
}

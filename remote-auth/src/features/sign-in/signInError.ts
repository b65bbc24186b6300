import { isAxiosError } from 'axios';
import { appMessages, BusinessDetailsError, NoFranchiseStoresError, serverErrorText } from 'shared';
import { signInMessages as m } from './messages';

/** The catalogued message (spec part-1 §8) for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof NoFranchiseStoresError) return m.noFranchiseStores;
  if (error instanceof BusinessDetailsError) return m.businessDetailsFailed;
  if (isAxiosError(error) && error.response) {
    const { status } = error.response;
    // Too many attempts: the server says how long to wait.
    if (status === 429) return serverErrorText(error) ?? m.tooManyAttempts;
    if (status >= 400 && status < 500) return m.unauthorized;
  }
  return appMessages.genericError;
}

/** The message for a failed 'Esqueceu sua senha?' request. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response && error.response.status >= 400 && error.response.status < 500) {
    return error.response.status === 429 ? (serverErrorText(error) ?? m.tooManyAttempts) : m.forgotRejected;
  }
  return appMessages.genericError;
}

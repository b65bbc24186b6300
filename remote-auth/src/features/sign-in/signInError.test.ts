import { AxiosError, AxiosHeaders } from 'axios';
import { BusinessDetailsError, NoFranchiseStoresError } from 'shared';
import { signInMessages as m } from './messages';
import { forgotPasswordErrorMessage, signInErrorMessage } from './signInError';

function answer(status: number, message?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: message ? { message, errors: [{ detail: message }] } : undefined,
  });
}

describe('signInErrorMessage', () => {
  it('maps each failure to its catalogued message', () => {
    expect(signInErrorMessage(answer(401))).toBe(m.unauthorized);
    expect(signInErrorMessage(answer(422))).toBe(m.unauthorized);
    expect(signInErrorMessage(answer(429, 'Aguarde 1 minuto.'))).toBe('Aguarde 1 minuto.');
    expect(signInErrorMessage(answer(429))).toBe(m.tooManyAttempts);
    expect(signInErrorMessage(new NoFranchiseStoresError())).toBe(m.noFranchiseStores);
    expect(signInErrorMessage(new BusinessDetailsError())).toBe(m.businessDetailsFailed);
    expect(signInErrorMessage(answer(503))).toBe('Algo deu errado. Tente novamente.');
    expect(signInErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Algo deu errado. Tente novamente.');
  });

  it('recognises the franchise errors by name too (a host built with an older shared)', () => {
    const byName = Object.assign(new Error('x'), { name: 'NoFranchiseStoresError' });
    expect(signInErrorMessage(byName)).toBe(m.noFranchiseStores);
    expect(signInErrorMessage(Object.assign(new Error('x'), { name: 'BusinessDetailsError' }))).toBe(m.businessDetailsFailed);
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('a refused address gets the catalogued message; a server failure the generic one', () => {
    expect(forgotPasswordErrorMessage(answer(401))).toBe(m.forgotRejected);
    expect(forgotPasswordErrorMessage(answer(404))).toBe(m.forgotRejected);
    expect(forgotPasswordErrorMessage(answer(500))).toBe('Algo deu errado. Tente novamente.');
  });
});

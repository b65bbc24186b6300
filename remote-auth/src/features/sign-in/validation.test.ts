import { signInMessages as m } from './messages';
import { EMAIL_PATTERN, forgotPasswordEmailError, missingFieldsMessage, missingSignInFields } from './validation';

describe('missingSignInFields', () => {
  it('names the empty fields, e-mail first', () => {
    expect(missingSignInFields('', '')).toEqual(['email', 'password']);
    expect(missingSignInFields('loja@exemplo.com.br', '')).toEqual(['password']);
    expect(missingSignInFields('', 'Senha@123')).toEqual(['email']);
    expect(missingSignInFields('loja@exemplo.com.br', 'Senha@123')).toEqual([]);
  });

  it('an e-mail of blank spaces is empty; a password of spaces is a password (taken as typed)', () => {
    expect(missingSignInFields(' \t ', 'Senha@123')).toEqual(['email']);
    expect(missingSignInFields('loja@exemplo.com.br', '   ')).toEqual([]);
  });

  it('does not check the e-mail’s format (the server answers for it)', () => {
    expect(missingSignInFields('loja', 'x')).toEqual([]);
  });
});

describe('missingFieldsMessage', () => {
  it('gives the message of spec part-1 §5 for what is missing', () => {
    expect(missingFieldsMessage(['email', 'password'])).toBe(m.fillEmailAndPassword);
    expect(missingFieldsMessage(['password'])).toBe(m.fillPassword);
    expect(missingFieldsMessage(['email'])).toBe(m.fillEmail);
    expect(missingFieldsMessage([])).toBeNull();
  });
});

describe('forgotPasswordEmailError', () => {
  it('an empty e-mail (or blank spaces) asks for it', () => {
    expect(forgotPasswordEmailError('')).toBe(m.forgotEmptyEmail);
    expect(forgotPasswordEmailError('   ')).toBe(m.forgotEmptyEmail);
  });

  it.each(['loja@exemplo.com.br', 'a@b.co', '  loja@exemplo.com.br ', 'nome.sobrenome+tag@sub.exemplo.com', "o'neil@exemplo-loja.com"])(
    'accepts %j',
    (email) => {
      expect(forgotPasswordEmailError(email)).toBeNull();
    },
  );

  it.each([
    'loja@exemplo', // a domain without a dot cannot receive the e-mail
    'loja',
    'loja@',
    '@exemplo.com',
    'loja@@exemplo.com',
    'lo ja@exemplo.com',
    'loja@exemplo..com',
    'loja@exemplo.com.',
    'loja@.exemplo.com',
    'loja@-exemplo.com', // domain labels neither start nor end with a hyphen
    'loja@exemplo-.com',
    'loja@exem_plo.com',
    'joão@exemplo.com', // the HTML spec's address: ASCII only
    'loja@exemplo.com.br,outra@exemplo.com',
    `loja@${'x'.repeat(64)}.com`, // a label longer than 63 characters
  ])('refuses %j', (email) => {
    expect(forgotPasswordEmailError(email)).toBe(m.forgotInvalidEmail);
  });

  it('accepts a 63-character domain label', () => {
    expect(forgotPasswordEmailError(`loja@${'x'.repeat(63)}.com`)).toBeNull();
  });
});

describe('EMAIL_PATTERN', () => {
  it('wants name@domain.tld', () => {
    expect(EMAIL_PATTERN.test('loja@exemplo.com')).toBe(true);
    expect(EMAIL_PATTERN.test('loja@exemplo')).toBe(false);
  });
});

import { passwordChecks, passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', null],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['1', 'weak'],
    ['@', 'weak'],
    ['abcdefg1', 'medium'],
    ['abcdefg@', 'medium'],
    ['a1@', 'medium'],
    ['Senha@123', 'strong'],
    ['12345678!', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('lists which requirements hold', () => {
    expect(passwordChecks('abc1')).toEqual({ minLength: false, digit: true, special: false });
    expect(passwordChecks('abcdefgh ')).toEqual({ minLength: true, digit: false, special: true });
  });
});

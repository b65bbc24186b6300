import { makeUser } from 'shared/testing';
import { firstName, flagEnabledByDefault, isFleet } from './user';

describe("the signed-in user's flags on the operations screens", () => {
  it('feature flags are on when 1 or unset', () => {
    expect(flagEnabledByDefault({}, 'order-finish-enable')).toBe(true);
    expect(flagEnabledByDefault({ 'order-finish-enable': '1' }, 'order-finish-enable')).toBe(true);
    expect(flagEnabledByDefault({ 'order-finish-enable': '0' }, 'order-finish-enable')).toBe(false);
  });
  it('fleet is case-insensitive', () => {
    expect(isFleet(makeUser({ search_type: 'FLEET' }))).toBe(true);
    expect(isFleet(makeUser({ search_type: 'DEFAULT_NEW' }))).toBe(false);
  });
  it('greets by the first name, social name first', () => {
    expect(firstName(makeUser({ business_user_social_name: 'Mari Costa' }))).toBe('Mari');
    expect(firstName(makeUser())).toBe('Mariana');
  });
});

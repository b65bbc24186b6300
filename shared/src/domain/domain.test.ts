import fc from 'fast-check';
import { formatBRL, parseBRL } from './money';
import { hasPermission, isEffectiveFleet, isEffectivePostpaid, isManualCreateDisabled } from './permissions';
import { timezoneOffsetMinutes, withOrderOffset } from './constants';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';
import { initialSessionState } from '../session/store';

describe('money', () => {
  it('formats BRL', () => {
    expect(formatBRL(1500)).toBe('R$ 1.500,00');
    expect(formatBRL('12.5')).toBe('R$ 12,50');
    expect(formatBRL(undefined)).toBe('R$ 0,00');
  });
  it('parses what it formats', () => {
    expect(parseBRL('R$ 1.500,00')).toBe(1500);
    expect(parseBRL('0,1')).toBe(0.1);
  });
  it('any number round-trips through formatBRL/parseBRL', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(parseBRL(formatBRL(cents / 100))).toBe(cents / 100);
      }),
    );
    fc.assert(fc.property(fc.string(), (s) => expect(Number.isFinite(parseBRL(s))).toBe(true)));
  });
});

describe('permissions and flags', () => {
  it('permission checks are substring matches', () => {
    const user = makeUser({ permissions: [{ name: 'business.courier.delete' }] });
    expect(hasPermission(user, 'courier.delete')).toBe(true);
    expect(hasPermission(user, 'profile.show')).toBe(false);
    expect(hasPermission(null, 'x')).toBe(false);
  });
  it('manual creation is disabled by any value other than 0', () => {
    expect(isManualCreateDisabled(makeUser({ configurations: { 'manual-create-order-disabled': '1' } }))).toBe(true);
    expect(isManualCreateDisabled(makeUser({ configurations: { 'manual-create-order-disabled': '0' } }))).toBe(false);
    expect(isManualCreateDisabled(makeUser({ configurations: {} }))).toBe(false);
  });
  it('the selected franchise store’s postpaid flag overrides the user’s', () => {
    const stores = makeFranchiseStores();
    const base = { ...initialSessionState, user: makeUser({ postpaid: false }), franchiseStores: stores };
    expect(isEffectivePostpaid({ ...base, selectedFranchiseStoreUuid: 'store-2' })).toBe(true);
    expect(isEffectivePostpaid({ ...base, selectedFranchiseStoreUuid: 'store-1' })).toBe(false);
    expect(isEffectivePostpaid({ ...base, user: makeUser({ postpaid: true }), franchiseStores: null, selectedFranchiseStoreUuid: null })).toBe(true);
  });
  it('the selected franchise store’s search_type overrides the user’s', () => {
    const stores = makeFranchiseStores().map((s, i) => ({ ...s, search_type: i === 0 ? 'FLEET' : 'DEFAULT_NEW' }));
    const base = { ...initialSessionState, user: makeUser({ search_type: 'DEFAULT_NEW' }), franchiseStores: stores };
    expect(isEffectiveFleet({ ...base, selectedFranchiseStoreUuid: stores[0]!.uuid })).toBe(true);
    expect(isEffectiveFleet({ ...base, user: makeUser({ search_type: 'FLEET' }), selectedFranchiseStoreUuid: stores[1]!.uuid })).toBe(false);
    // No store selected, or a store without its own search_type: the user's.
    expect(isEffectiveFleet({ ...base, user: makeUser({ search_type: 'fleet' }), franchiseStores: null, selectedFranchiseStoreUuid: null })).toBe(true);
    expect(
      isEffectiveFleet({ ...base, user: makeUser({ search_type: 'FLEET' }), franchiseStores: makeFranchiseStores(), selectedFranchiseStoreUuid: 'store-1' }),
    ).toBe(true);
  });
  it('timezone is minutes east of UTC', () => {
    expect(timezoneOffsetMinutes({ getTimezoneOffset: () => 180 } as Date)).toBe(-180);
  });
});

describe('withOrderOffset (part-1 §4, §9)', () => {
  it('writes the current moment with the fixed +03:00 offset', () => {
    const now = new Date('2026-11-23T12:34:56.789Z');
    expect(withOrderOffset(now)).toBe('2026-11-23T15:34:56+03:00');
    expect(new Date(withOrderOffset(now)).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000);
  });
});

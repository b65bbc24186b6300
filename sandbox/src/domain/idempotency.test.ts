import { ApiError } from './errors';
import { fingerprint, IdempotencyStore, IDEMPOTENCY_RETENTION_MS, normalise } from './idempotency';

describe('idempotency: the body as meant, and the first answers', () => {
  it('compares bodies whatever their key order, blank text, null or absent fields', () => {
    const a = { amount: 50, card: { number: '4111', holder: 'ANA' }, note: null, tags: ['a', 'b'] };
    const b = { tags: ['a', 'b'], card: { holder: ' ANA ', number: '4111' }, amount: 50, note: '  ' };
    expect(fingerprint(b)).toBe(fingerprint(a));
    expect(fingerprint({ ...a, amount: 50.01 })).not.toBe(fingerprint(a));
    // The order of a list is part of what it says.
    expect(fingerprint({ ...a, tags: ['b', 'a'] })).not.toBe(fingerprint(a));
    expect(normalise({ a: '', b: [null, ' x '], c: { d: undefined } })).toEqual({ b: [null, 'x'], c: {} });
  });

  it('keeps no body as written: the fingerprint of a card number does not contain it', () => {
    expect(fingerprint({ number: '4111111111111111' })).not.toContain('4111');
    expect(fingerprint({ number: '4111111111111111' })).toMatch(/^[\w-]{43}$/);
  });

  it('answers a key again with the same body, reports another body, and forgets a key after the retention', () => {
    const store = new IdempotencyStore<{ id: number }>();
    const print = fingerprint({ amount: 50 });
    expect(store.find('k1', print, 0)).toBeUndefined();
    store.remember('k1', print, { id: 1 }, 0);
    store.remember('k2', print, { id: 2 }, 1000);
    expect(store.find('k1', print, 5000)).toEqual({ id: 1 });
    expect(store.find('k1', fingerprint({ amount: 60 }), 5000)).toBe('conflict');
    expect(() => store.replay('k1', fingerprint({ amount: 60 }), 5000, () => new ApiError(409, 'conflito'))).toThrow('conflito');
    expect(store.find('k1', print, IDEMPOTENCY_RETENTION_MS + 1)).toBeUndefined();
    expect(store.find('k2', print, IDEMPOTENCY_RETENTION_MS + 1)).toEqual({ id: 2 });
    expect(store.size).toBe(1);
  });
});

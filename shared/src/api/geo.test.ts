import { newPlacesSessionId } from './geo';

describe('place search sessions', () => {
  it('makes 16-character alphanumeric place-search session ids', () => {
    expect(newPlacesSessionId()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(newPlacesSessionId(() => 0)).toBe('AAAAAAAAAAAAAAAA');
  });
});

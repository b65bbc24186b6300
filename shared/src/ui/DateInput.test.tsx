import dayjs from 'dayjs';
import fc from 'fast-check';
import { isBeforeToday } from './DateInput';

describe('isBeforeToday (the date input offers no past day)', () => {
  it('property: a day is refused exactly when it is before today, whatever its time', () => {
    const today = dayjs('2026-11-23T15:00:00');
    fc.assert(
      fc.property(fc.integer({ min: -3650, max: 3650 }), fc.integer({ min: 0, max: 86_399 }), (days, seconds) => {
        const day = today.startOf('day').add(days, 'day').add(seconds, 'second');
        expect(isBeforeToday(day, today)).toBe(days < 0);
      }),
    );
  });
});

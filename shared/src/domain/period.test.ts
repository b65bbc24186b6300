import dayjs from 'dayjs';
import { periodMessages as m } from './index';
import { periodProblem } from './period';

const today = dayjs('2026-11-24T10:00:00');

describe('periodProblem (history and statement filters)', () => {
  it('accepts no period, a single day and an ordered period up to today', () => {
    expect(periodProblem(null, null, today)).toBeNull();
    expect(periodProblem(today, today, today)).toBeNull();
    expect(periodProblem(today.subtract(9, 'day'), today.endOf('day'), today)).toBeNull();
  });

  it('refuses half a period, either way', () => {
    expect(periodProblem(today, null, today)).toBe('É obrigatório preencher a data de início e fim caso queira escolher um período');
    expect(periodProblem(undefined, today, today)).toBe(m.datesBoth);
  });

  it('refuses a start after the end, and any date after today', () => {
    expect(periodProblem(today, today.subtract(1, 'day'), today)).toBe('A data inicial não pode ser posterior a data final');
    expect(periodProblem(today, today.add(1, 'day'), today)).toBe(m.futureDate);
    expect(periodProblem(today.add(1, 'day'), null, today)).toBe(m.futureDate);
  });
});

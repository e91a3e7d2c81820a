import { describe, expect, it } from 'vitest';
import {
  dayTitle,
  eventDays,
  eventWhen,
  monthOf,
  monthRange,
  monthTitle,
  monthWeeks,
  parseMonth,
  shiftMonth,
  validatePeriod,
} from './calendar';

describe('calendar months', () => {
  it('reads and moves between months', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('next')).toBeUndefined();
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('takes the month of a moment in Nairobi', () => {
    expect(monthOf('2026-10-31T22:30:00Z')).toBe('2026-11');
  });

  it('lays the month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('names a day as en-KE writes it', () => {
    expect(dayTitle('2026-11-02')).toBe('Mon 2 Nov 2026');
  });
});

describe('calendar events', () => {
  it('covers the Nairobi days from start to end', () => {
    expect(eventDays({ start_date: '2026-11-23T05:00:00Z', end_date: '2026-11-25T14:00:00Z' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('says when an event happens', () => {
    expect(eventWhen({ start_date: '2026-11-02T05:00:00Z', end_date: '2026-11-02T10:00:00Z', is_all_day: false })).toBe(
      '08:00–13:00',
    );
    expect(eventWhen({ start_date: '2026-10-20T00:00:00Z', end_date: '2026-10-20T20:59:59Z', is_all_day: true })).toBe('All day');
  });

  it('refuses a period that ends before it starts', () => {
    expect(validatePeriod({ start_date: '2026-11-02', end_date: '2026-11-01' })).toEqual({
      end_date: 'End date must be after start date.',
    });
    expect(validatePeriod({ start_date: '2026-11-02', end_date: '2026-11-02' })).toEqual({});
  });
});

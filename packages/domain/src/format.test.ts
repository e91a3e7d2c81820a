import { describe, expect, it } from 'vitest';
import {
  capCount,
  displayName,
  formatDate,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatRelativeTime,
  initials,
  isFree,
  percentage,
} from './format';

describe('money in KES, en-KE', () => {
  it.each([
    ['1234.5', 'Ksh 1,234.50'],
    [0, 'Ksh 0.00'],
    ['15000.00', 'Ksh 15,000.00'],
    [null, 'Ksh 0.00'],
    ['not a number', 'Ksh 0.00'],
  ])('%s → %s', (amount, text) => expect(formatMoney(amount)).toBe(text));

  it('names other currencies', () => expect(formatMoney('12', 'USD')).toMatch(/12\.00/));
  it('writes shillings exactly as Intl does for en-KE, rounding included', () => {
    const intl = new Intl.NumberFormat('en-KE', {
      style: 'currency',
      currency: 'KES',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, -0, 0.005, 1.005, 2.675, 0.995, 99.995, -0.004, -0.005, -1234.5, 1e6, 123456789.987, 1e-7, 5e20, 1e21];
    // A spread of ordinary amounts, the same every run.
    for (let cents = 1; cents < 5_000_000_000; cents = Math.floor(cents * 1.37) + 7) amounts.push(cents / 100, cents / 1000);
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
  });
  it('knows a free price', () => expect([isFree('0.00'), isFree('1.00')]).toEqual([true, false]));
});

describe('relative time', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    [30_000, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [3_600_000, '1h ago'],
    [23 * 3_600_000, '23h ago'],
    [86_400_000, '1d ago'],
    [6 * 86_400_000, '6d ago'],
  ])('%i ms ago reads %s', (ago, text) => expect(formatRelativeTime(now - ago, { now })).toBe(text));

  it('shows a date from 7 days on', () =>
    expect(formatRelativeTime(now - 7 * 86_400_000, { now })).toBe(formatDate(now - 7 * 86_400_000)));
  it('counts days up to 30 with the service rule', () => {
    expect(formatRelativeTime(now - 29 * 86_400_000, { now, dayLimit: 30 })).toBe('29d ago');
    expect(formatRelativeTime(now - 30 * 86_400_000, { now, dayLimit: 30 })).toBe(formatDate(now - 30 * 86_400_000));
  });
  it('writes dates the Kenyan way', () => expect(formatDate('2026-11-22T12:00:00Z')).toBe('22 Nov 2026'));
  it('writes every month, day and year exactly as Intl does for en-KE', () => {
    const intl = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month++)
      for (const [year, day] of [
        [2026, 1],
        [1999, 9],
        [2031, 28],
      ] as const) {
        const date = new Date(year, month, day, 23, 59);
        expect(formatDate(date)).toBe(intl.format(date));
        expect(formatDate(date.getTime())).toBe(intl.format(date));
      }
  });
  it('refuses an invalid date as Intl does', () => expect(() => formatDate('not a date')).toThrow(RangeError));
  it('shows a bare day as that day for a viewer west of Greenwich (a due date is not the day before)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Lima';
    try {
      expect(new Date('2026-11-22').getDate()).toBe(21); // what reading it as a moment would show
      expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
      expect(formatDate('2027-01-01')).toBe('1 Jan 2027');
      expect(formatDate('2026-11-22T02:00:00Z')).toBe('21 Nov 2026'); // a moment stays in the viewer's zone
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('file sizes, base 1024, Bytes to TB', () => {
  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 ** 2, '5 MB'],
    [1024 ** 3, '1 GB'],
    [2.25 * 1024 ** 4, '2.25 TB'],
    [1024 ** 5, '1024 TB'],
  ])('%i → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('media lengths', () => {
  it.each([
    [20, '1 min'],
    [1260, '21 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
  ])('%i s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('capped counters', () => {
  it('cap the unread badge at 99+', () => expect([capCount(99, 99), capCount(100, 99)]).toEqual(['99', '99+']));
  it('cap the avatar badge at 9 and announcements at 5', () => {
    expect(capCount(12, 9)).toBe('9+');
    expect(capCount(8, 5, { plus: false })).toBe('5');
  });
});

describe('rates', () => {
  it('round to 2 decimals and give 0 for no total', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(5, 0)).toBe(0);
  });
});

describe('display names', () => {
  it('prefer get_full_name, then first and last name, then the username', () => {
    expect(displayName({ get_full_name: 'Wanjiku Kamau', first_name: 'W', username: 'wk' })).toBe('Wanjiku Kamau');
    expect(displayName({ get_full_name: ' ', first_name: 'Otieno', last_name: 'Odhiambo', username: 'oo' })).toBe(
      'Otieno Odhiambo',
    );
    expect(displayName({ username: 'student' })).toBe('student');
  });
  it('make initials', () => expect([initials('Wanjiku Mumbi Kamau'), initials('amina'), initials('')]).toEqual(['WK', 'A', '?']));
});

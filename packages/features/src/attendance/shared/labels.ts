/** How attendance marks look: each shown mark's badge tone (labels come from domain). */
import { nairobiDay, type AttendanceShown } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export const ATTENDANCE_TONES: Record<AttendanceShown, BadgeTone> = {
  present: 'success',
  absent: 'danger',
  late: 'warning',
  excused: 'info',
  on_leave: 'accent',
};

/** Today's date in Nairobi, YYYY-MM-DD (the server's attendance day): the one school day of domain. */
export const nairobiToday = (now: Date = new Date()): string => nairobiDay(now);

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic in UTC, no time zone drift). */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** A valid YYYY-MM-DD from the address, or null. */
export const dayParam = (value: string | null): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;

/** A valid YYYY-MM from the address, else the month of `today`. */
export const monthParam = (value: string | null, today: string): string =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7);

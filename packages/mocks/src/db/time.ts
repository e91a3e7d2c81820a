/** Date helpers: seeds count from the fixed reference date, live writes use the real clock. */
import { nairobiDay } from '@ujuzi/domain';
import { MOCK_REFERENCE_DATE } from '../seed';

const DAY_MS = 86_400_000;

/** `2026-11-01T06:00:00Z`: whole seconds, UTC. */
export const isoDateTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2026-11-01`. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The moment `days` days (and `hours` hours) before the reference date; negative for after. */
export const daysAgo = (days: number, hours = 0): Date =>
  new Date(MOCK_REFERENCE_DATE.getTime() - days * DAY_MS - hours * 3_600_000);

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The real current time, for rows written while the app runs. */
export const nowIso = (): string => isoDateTime(new Date());
/** A moment's day as the school counts it (Nairobi): days relative to now use this, not the UTC day. */
export const schoolDay = (date: Date): string => nairobiDay(date);
/** Today as the school counts it: the Nairobi day (from 21:00 UTC it is already tomorrow there). */
export const todayIso = (): string => nairobiDay(new Date());

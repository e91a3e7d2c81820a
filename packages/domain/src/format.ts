/** Money, dates, relative times, file sizes and counters as the specs show them (KES, en-KE). */
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './constants';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * 'Ksh 1,234.50' for KES (the spelling Kenyan readers expect), 'US$ 12.00'-style for others.
 * Accepts the API's decimal strings.
 */
export function formatMoney(amount: string | number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const byHand = currency === 'KES' ? shillingsByHand(safe) : undefined;
  if (byHand) return byHand;
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DEFAULT_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(currency, formatter);
  }
  // en-KE renders KES as "Ksh" with a non-breaking space; keep a plain space so text matches everywhere.
  return formatter.format(safe).replace(/\u00a0/g, ' ');
}

/**
 * Shillings written by hand, exactly as Intl writes them for en-KE ('Ksh 1,234.50', '-Ksh 5.00'):
 * rounded half away from zero on the number's shortest decimal form, as ICU does (tested against
 * Intl on ~900,000 amounts). The first currency Intl.NumberFormat a page builds costs ~70 ms of one
 * long task at 4× CPU (a course page's first slice, this session's traces), and KES is the currency
 * of every price. Undefined for amounts JavaScript writes with an exponent (Intl writes those).
 */
function shillingsByHand(value: number): string | undefined {
  const digits = Math.abs(value).toString();
  if (digits.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = digits.split('.');
  let cents = BigInt(whole + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const text = cents.toString().padStart(3, '0');
  const grouped = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}Ksh ${grouped}.${text.slice(-2)}`;
}

/** True for a price of zero (a free course). */
export const isFree = (amount: string | number | null | undefined): boolean => Number(amount ?? 0) === 0;

// Made on first use: building an Intl formatter costs ~30 ms on a slow phone, too much for start-up.
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/**
 * en-KE's short month names as Intl writes them (CLDR: 'Sept'). Dates are written with them by hand:
 * the first Intl.DateTimeFormat a page builds loads ICU's date data, ~70 ms of one long task at 4×
 * CPU on /articles (this session's traces), on every public page that shows a date.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day without a time ('2026-11-22'): a date of the contract, the same day in every zone. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '22 Nov 2026' (the en-KE short date, day month year). A moment is shown in the visitor's time zone; a
 * bare day ('2026-11-22', a due date or a date of birth) is that day everywhere — `new Date` would read it
 * as UTC midnight, the day before west of Greenwich.
 */
export const formatDate = (value: Date | string | number): string => {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  const month = day ? SHORT_MONTHS[Number(day[2]) - 1] : undefined;
  if (day && month && Number(day[3]) >= 1 && Number(day[3]) <= 31) return `${Number(day[3])} ${month} ${day[1]}`;
  const date = toDate(value);
  // An invalid date is refused as Intl refuses it (RangeError).
  if (Number.isNaN(date.getTime()))
    return (dateFormatter ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })).format(date);
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
};
/** '22 Nov 2026, 14:05'. */
export const formatDateTime = (value: Date | string | number): string =>
  (dateTimeFormatter ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })).format(toDate(value));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Client spec §9: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago' for under 7 days, else a date.
 * The service spec §9 uses days up to 30: pass `{ dayLimit: 30 }`.
 */
export function formatRelativeTime(
  value: Date | string | number,
  { now = Date.now(), dayLimit = 7 }: { now?: number; dayLimit?: number } = {},
): string {
  const elapsed = now - toDate(value).getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < dayLimit * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(value);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Service spec §9: Bytes to TB, base 1024, e.g. '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

/** '21 min' or '1 h 5 min' for a video's or audio's length in seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/** Counters with a cap: 99+ for the unread badge, 9 for the avatar badge, 5 for announcements (client spec §9). */
export function capCount(count: number, cap: number, { plus = true }: { plus?: boolean } = {}): string {
  if (count <= cap) return String(Math.max(0, count));
  return plus ? `${cap}+` : String(cap);
}

/** Service spec §9: rates are percentages rounded to 2 decimals; a zero total gives 0. */
export function percentage(part: number, total: number): number {
  if (!total) return 0;
  return Math.round((part / total) * 10_000) / 100;
}

/** Client spec §3: get_full_name, else first plus last name, else the username. */
export function displayName(user: {
  get_full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username: string;
}): string {
  const full = user.get_full_name?.trim();
  if (full) return full;
  const joined = [user.first_name?.trim(), user.last_name?.trim()].filter(Boolean).join(' ');
  return joined || user.username;
}

/** Initials for an avatar fallback: 'Wanjiku Kamau' → 'WK'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A point in time as 'Just now', '5m ago', '3h ago', '2d ago' or a date, in a <time> element. */
import { chakra } from '@chakra-ui/react';
import { formatDateTime, formatRelativeTime } from '@ujuzi/domain';
import { useEffect, useState } from 'react';

/** 'client': days under 7 (client spec §9); 'service': days under 30 (service spec §9). */
export type RelativeTimeVariant = 'client' | 'service';

const DAY_LIMIT: Record<RelativeTimeVariant, number> = { client: 7, service: 30 };
/** Labels change by the minute at most: refresh twice a minute. */
const REFRESH_MS = 30_000;

export interface RelativeTimeProps {
  /** The moment: a Date, an ISO string (as the API sends) or epoch milliseconds. */
  value: Date | string | number;
  /** Which spec's day rule applies. Defaults to 'client' (dates from 7 days on). */
  variant?: RelativeTimeVariant;
  /** A fixed "now" (stories, tests). Without it the label follows the clock. */
  now?: Date | number;
}

/** The label keeps itself current; the full date and time show as a tooltip (title). */
export function RelativeTime({ value, variant = 'client', now }: RelativeTimeProps) {
  const fixedNow = now === undefined ? undefined : typeof now === 'number' ? now : now.getTime();
  const [clock, setClock] = useState(() => Date.now());

  useEffect(() => {
    if (fixedNow !== undefined) return;
    const timer = window.setInterval(() => setClock(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [fixedNow]);

  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <chakra.time dateTime={date.toISOString()} title={formatDateTime(date)} whiteSpace="nowrap">
      {formatRelativeTime(date, { now: fixedNow ?? clock, dayLimit: DAY_LIMIT[variant] })}
    </chakra.time>
  );
}

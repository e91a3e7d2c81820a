/**
 * Username and e-mail availability (registration, the student and staff forms): a value is checked with
 * the server once typing pauses, never blocking the form (the server checks again when it is sent). A
 * failed or slow check says nothing; only a clear answer shows.
 */
import { useCheckEmailAvailability, useCheckUsernameAvailability } from '@ujuzi/api/hooks';
import { AVAILABILITY_CHECK_DEBOUNCE_MS } from '@ujuzi/domain';
import { useEffect, useState } from 'react';

export interface Availability {
  /** The server's words for a taken value: shown as the field's error. */
  taken?: string;
  /** The server's words for a free value: shown under the field. */
  available?: string;
}

/** `value` once it has stayed the same for the debounce delay. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), AVAILABILITY_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

const USERNAME = /^[\w.@+-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHECK_OPTIONS = { staleTime: 60_000, retry: false } as const;

const verdict = (typed: string, checked: string, answer: { available: boolean; message?: string } | undefined) =>
  // An answer for what was typed before counts only while the field still holds it.
  !answer || typed !== checked ? {} : answer.available ? { available: answer.message } : { taken: answer.message };

export function useUsernameAvailability(value: string): Availability {
  const typed = value.trim().toLowerCase();
  const checked = useSettled(typed);
  const query = useCheckUsernameAvailability(
    { username: checked },
    { query: { ...CHECK_OPTIONS, enabled: USERNAME.test(checked) } },
  );
  return verdict(typed, checked, query.data);
}

export function useEmailAvailability(value: string): Availability {
  const typed = value.trim().toLowerCase();
  const checked = useSettled(typed);
  const query = useCheckEmailAvailability({ email: checked }, { query: { ...CHECK_OPTIONS, enabled: EMAIL.test(checked) } });
  return verdict(typed, checked, query.data);
}

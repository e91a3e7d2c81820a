/** How the academics screens name people. */
import type { UserSummary } from '@ujuzi/api';

/** The display name of a person: full name, else first and last, else the username. */
export const personName = (person: Pick<UserSummary, 'username' | 'get_full_name' | 'first_name' | 'last_name'>): string =>
  person.get_full_name || [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;

/**
 * The people and categories the inquiry screens name and choose from: staff to assign (the staff
 * directory is management's; a teacher may assign to themself), and the contact categories.
 */
import { useQueries } from '@tanstack/react-query';
import { getListUsersQueryOptions } from '@ujuzi/api/hooks';
import { can, displayName, isManagement } from '@ujuzi/domain';
import type { SelectOption } from '@ujuzi/ui';
import { useSession } from '../../infra/session/session-context';

const STAFF_TYPES = ['super_admin', 'admin', 'teacher'] as const;

/** A person's name as screens show it. */
export const personName = (person: Parameters<typeof displayName>[0]): string => displayName(person);

/** Who the viewer may assign inquiries to, as select options (value = user id). */
export function useAssigneeOptions(): { options: SelectOption[]; loading: boolean } {
  const { user } = useSession();
  const management = isManagement(user?.user_type);
  const results = useQueries({
    queries: STAFF_TYPES.map((user_type) =>
      getListUsersQueryOptions({ user_type, page_size: 100, ordering: 'last_name' }, { query: { enabled: management } }),
    ),
  });
  if (!user) return { options: [], loading: false };
  if (!management || !can(user, 'inquiry.assign')) {
    return { options: [{ value: String(user.id), label: `${personName(user)} (me)` }], loading: false };
  }
  const staff = results.flatMap((result) => result.data?.results ?? []);
  return {
    options: staff.map((person) => ({
      value: String(person.id),
      label: person.id === user.id ? `${personName(person)} (me)` : personName(person),
    })),
    loading: results.some((result) => result.isPending),
  };
}

// The category options live in ../shared/category-options (the FAQ list needs them without the people lookups).
export { useCategoryOptions } from '../shared/category-options';

/** What the learning handler modules share: whose records a caller sees. */
import { isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import type { UserRecord } from '../db/accounts';

/** The students whose learning records a user may see: themselves, their children, everyone for staff. */
export function studentScope(db: MockDatabase, user: UserRecord): 'all' | number[] {
  if (isStaff(user)) return 'all';
  if (user.user_type === 'parent')
    return db.accounts.relations.filter((relation) => relation.parent === user.id).map((relation) => relation.student);
  return [user.id];
}

export const inScope = (scope: 'all' | number[], studentId: number): boolean => scope === 'all' || scope.includes(studentId);

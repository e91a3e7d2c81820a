/** How staff roles and account states read on screen, and which roles a viewer may give. */
import type { User, UserType } from '@ujuzi/api';
import { canManage } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

/** The staff types (every account type but student and parent), in the order the role filter lists them. */
export const STAFF_ROLES = ['super_admin', 'admin', 'teacher', 'accountant', 'staff'] as const satisfies readonly UserType[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  teacher: 'Teacher',
  accountant: 'Accountant',
  staff: 'Staff',
};

export const roleLabel = (type: UserType): string => STAFF_ROLE_LABELS[type as StaffRole] ?? type.replace('_', ' ');

export const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
] as const;

export const statusTone = (active: boolean): BadgeTone => (active ? 'success' : 'neutral');
export const statusLabel = (active: boolean): string => (active ? 'Active' : 'Deactivated');

/** Client spec §6: a user manages another only with a strictly higher level (super_admin: anyone but themselves). */
export const mayManageMember = (
  viewer: Pick<User, 'id' | 'user_type'> | null | undefined,
  member: Pick<User, 'id' | 'user_type'>,
) => !!viewer && viewer.id !== member.id && (viewer.user_type === 'super_admin' || canManage(viewer.user_type, member.user_type));

/** The roles the viewer may give a staff member (strictly below their own level; the off-ladder types too). */
export const assignableRoles = (viewer: Pick<User, 'user_type'> | null | undefined): StaffRole[] =>
  viewer ? STAFF_ROLES.filter((role) => canManage(viewer.user_type, role)) : [];

/** The display name: full name, else first and last, else the username. */
export const memberName = (member: Pick<User, 'username' | 'get_full_name' | 'first_name' | 'last_name'>): string =>
  member.get_full_name || [member.first_name, member.last_name].filter(Boolean).join(' ') || member.username;

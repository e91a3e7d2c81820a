/** User types, levels, inheritance and permissions of client spec §1, §5 and §6. One rule for guards and sidebar alike. */

export const USER_TYPES = ['super_admin', 'admin', 'teacher', 'student', 'parent', 'accountant', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Client spec §6. The accountant and the data layer's staff type are outside the level ladder. */
export const ROLE_LEVELS: Readonly<Record<UserType, number>> = {
  super_admin: 5,
  admin: 4,
  teacher: 3,
  student: 2,
  parent: 1,
  accountant: 0,
  staff: 0,
};

/** Client spec §5: which roles a user type covers besides its own. */
export const ROLE_INHERITANCE: Readonly<Partial<Record<UserType, readonly UserType[]>>> = {
  super_admin: ['admin', 'teacher', 'student', 'parent'],
  admin: ['teacher', 'student', 'parent'],
  teacher: ['student'],
  parent: ['student'],
};

export const STAFF_TYPES: readonly UserType[] = ['super_admin', 'admin', 'teacher'];
export const MANAGEMENT_TYPES: readonly UserType[] = ['super_admin', 'admin'];

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/**
 * Client spec §5: a user passes if the allowed list is empty, or the user is super_admin, or the
 * user's type is listed, or the user's type inherits a listed role.
 */
export function hasAccess(userType: string | null | undefined, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (!isUserType(userType)) return false;
  if (userType === 'super_admin') return true;
  if (allowed.includes(userType)) return true;
  return (ROLE_INHERITANCE[userType] ?? []).some((role) => allowed.includes(role));
}

export const isStaff = (userType: string | null | undefined): boolean => isUserType(userType) && STAFF_TYPES.includes(userType);
export const isManagement = (userType: string | null | undefined): boolean =>
  isUserType(userType) && MANAGEMENT_TYPES.includes(userType);

/** §6: access to a role is granted when the user's level is at least the role's level. */
export const hasRoleLevel = (userType: UserType, role: UserType): boolean => ROLE_LEVELS[userType] >= ROLE_LEVELS[role];
/** §6: a user manages another user (or type) only with a strictly higher level. */
export const canManage = (manager: UserType, target: UserType): boolean => ROLE_LEVELS[manager] > ROLE_LEVELS[target];
const ladder = (['super_admin', 'admin', 'teacher', 'student', 'parent'] as const satisfies readonly UserType[]).slice();
/** §6: the types with a lower level. */
export const manageableTypes = (userType: UserType): UserType[] => ladder.filter((type) => canManage(userType, type));
/** §6: the types with the same or a lower level. */
export const accessibleTypes = (userType: UserType): UserType[] => ladder.filter((type) => hasRoleLevel(userType, type));

export const PERMISSIONS = [
  'view_own_profile',
  'update_own_profile',
  'manage_all_users',
  'system_settings',
  'view_all_data',
  'manage_staff',
  'manage_students',
  'manage_parents',
  'approve_leaves',
  'verify_documents',
  'export_data',
  'view_reports',
  'view_students',
  'mark_attendance',
  'approve_student_leaves',
  'view_student_records',
  'apply_leave',
  'view_own_attendance',
  'view_own_records',
  'view_children',
  'view_children_attendance',
  'apply_child_leave',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Partial<Record<UserType, readonly Permission[]>>> = {
  super_admin: [
    'manage_all_users',
    'system_settings',
    'view_all_data',
    'manage_staff',
    'manage_students',
    'manage_parents',
    'approve_leaves',
    'verify_documents',
    'export_data',
  ],
  admin: ['manage_staff', 'manage_students', 'manage_parents', 'approve_leaves', 'verify_documents', 'view_reports'],
  teacher: ['view_students', 'mark_attendance', 'approve_student_leaves', 'view_student_records'],
  student: ['apply_leave', 'view_own_attendance', 'view_own_records'],
  parent: ['view_children', 'view_children_attendance', 'apply_child_leave'],
};

/** §6: every signed-in user has view_own_profile and update_own_profile, plus their role's. */
export function permissionsOf(userType: string | null | undefined): Permission[] {
  const own = isUserType(userType) ? (ROLE_PERMISSIONS[userType] ?? []) : [];
  return ['view_own_profile', 'update_own_profile', ...own];
}

export const hasPermission = (userType: string | null | undefined, permission: Permission): boolean =>
  permissionsOf(userType).includes(permission);

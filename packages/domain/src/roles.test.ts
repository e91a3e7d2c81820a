import { describe, expect, it } from 'vitest';
import { accessibleTypes, canManage, hasAccess, hasPermission, manageableTypes, permissionsOf } from './roles';

describe('the role access rule of client spec §5', () => {
  it('lets anyone signed in through an empty list', () => expect(hasAccess('parent', [])).toBe(true));
  it('lets super_admin through everything', () => expect(hasAccess('super_admin', ['accountant'])).toBe(true));
  it('lets a listed type through', () => expect(hasAccess('accountant', ['super_admin', 'admin', 'accountant'])).toBe(true));
  it.each([
    ['admin', 'teacher'],
    ['admin', 'student'],
    ['admin', 'parent'],
    ['teacher', 'student'],
    ['parent', 'student'],
  ])('lets %s through what is allowed to %s', (type, role) => expect(hasAccess(type, [role])).toBe(true));
  it.each([
    ['teacher', 'admin'],
    ['student', 'teacher'],
    ['student', 'parent'],
    ['parent', 'teacher'],
    ['accountant', 'student'],
    ['admin', 'accountant'],
  ])('keeps %s out of what is allowed to %s', (type, role) => expect(hasAccess(type, [role])).toBe(false));
  it('keeps unknown or missing types out of restricted routes', () => {
    expect(hasAccess(undefined, ['student'])).toBe(false);
    expect(hasAccess('janitor', ['student'])).toBe(false);
  });
});

describe('levels of client spec §6', () => {
  it('manage only strictly lower levels', () => {
    expect(canManage('admin', 'teacher')).toBe(true);
    expect(canManage('admin', 'admin')).toBe(false);
    expect(manageableTypes('teacher')).toEqual(['student', 'parent']);
  });
  it('access the same and lower levels', () => expect(accessibleTypes('teacher')).toEqual(['teacher', 'student', 'parent']));
});

describe('permissions of client spec §6', () => {
  it('give everyone their own profile', () =>
    expect(permissionsOf('parent').slice(0, 2)).toEqual(['view_own_profile', 'update_own_profile']));
  it('follow the table', () => {
    expect(hasPermission('super_admin', 'export_data')).toBe(true);
    expect(hasPermission('admin', 'view_reports')).toBe(true);
    expect(hasPermission('admin', 'export_data')).toBe(false);
    expect(hasPermission('teacher', 'mark_attendance')).toBe(true);
    expect(hasPermission('student', 'apply_leave')).toBe(true);
    expect(hasPermission('parent', 'apply_child_leave')).toBe(true);
    expect(hasPermission('parent', 'apply_leave')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ACTION_RULES, allowedActions, can, type Action } from './permissions';
import { decideRoute } from './routes';

const as = (user_type: string) => ({ user_type });

describe('can: one rule for a control and its route', () => {
  it.each([
    ['super_admin', true],
    ['admin', true],
    ['teacher', false],
    ['student', false],
  ])('category.manage for %s is %s, as the categories route decides', (type, allowed) => {
    expect(can(as(type), 'category.manage')).toBe(allowed);
    expect(decideRoute('/dashboard/contact/categories', as(type)).kind === 'allow').toBe(allowed);
  });

  it.each([
    ['super_admin', true],
    ['admin', true],
    ['teacher', true],
    ['student', false],
    ['parent', false],
    ['accountant', false],
  ])('community.moderate (approve or reject community content) for %s is %s', (type, allowed) => {
    expect(can(as(type), 'community.moderate')).toBe(allowed);
  });

  it('agrees with the route guard for every navigation action and every role', () => {
    const concrete: Partial<Record<Action, string>> = {
      'contact.open': '/dashboard/contact',
      'inquiry.list': '/dashboard/contact/inquiries',
      'inquiry.open': '/dashboard/contact/inquiries/7',
      'faq.list': '/dashboard/contact/faqs',
      'category.manage': '/dashboard/contact/categories',
      'staff.open': '/dashboard/staff/wanjiku',
    };
    for (const type of ['super_admin', 'admin', 'teacher', 'student', 'parent', 'accountant']) {
      for (const [action, path] of Object.entries(concrete) as [Action, string][]) {
        expect([type, action, can(as(type), action)]).toEqual([type, action, decideRoute(path, as(type)).kind === 'allow']);
      }
    }
  });

  it('lets staff work inquiries and keeps deleting them to management', () => {
    expect(can(as('teacher'), 'inquiry.reply')).toBe(true);
    expect(can(as('teacher'), 'inquiry.assign')).toBe(true);
    expect(can(as('teacher'), 'inquiry.delete')).toBe(false);
    expect(can(as('admin'), 'inquiry.delete')).toBe(true);
    expect(can(as('student'), 'inquiry.reply')).toBe(false);
  });

  it('lets nobody signed out do anything', () => {
    for (const action of Object.keys(ACTION_RULES) as Action[]) expect(can(null, action)).toBe(false);
  });

  it('follows the inquiry state: resolve only while open, reopen only once resolved or closed', () => {
    expect(can(as('teacher'), 'inquiry.resolve', 'in_progress')).toBe(true);
    expect(can(as('teacher'), 'inquiry.resolve', 'resolved')).toBe(false);
    expect(can(as('teacher'), 'inquiry.reopen', 'closed')).toBe(true);
    expect(can(as('teacher'), 'inquiry.reopen', 'new')).toBe(false);
    expect(allowedActions(as('admin'), ['inquiry.resolve', 'inquiry.reopen', 'inquiry.delete'], 'resolved')).toEqual([
      'inquiry.reopen',
      'inquiry.delete',
    ]);
  });

  it('reads §6 permissions: only super_admin exports data', () => {
    expect(can(as('super_admin'), 'data.export')).toBe(true);
    expect(can(as('admin'), 'data.export')).toBe(false);
  });
});

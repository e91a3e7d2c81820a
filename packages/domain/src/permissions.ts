/**
 * Who may do what in the dashboard: one pure function, `can`, for hiding a control and guarding the
 * route it leads to. Navigation actions read the route table's own rule (routes.ts), so a link is shown
 * exactly when its route would let the user in; the other actions follow the roles of client spec §6
 * and the operation's restriction in the service contract, plus the entity's state where it matters.
 */
import { MANAGEMENT_TYPES, STAFF_TYPES, hasAccess, hasPermission, type Permission, type UserType } from './roles';
import { accessAllows, routeOf, type RoutePattern } from './routes';

/** How an action is decided: by a route's access rule, by user types (with inheritance), or by a §6 permission. */
export type ActionRule =
  { readonly route: RoutePattern } | { readonly roles: readonly UserType[] } | { readonly permission: Permission };

/** The states an inquiry moves through (the contract's InquiryStatus). */
export type InquiryState = 'new' | 'in_progress' | 'resolved' | 'closed';

const OPEN_INQUIRY: readonly InquiryState[] = ['new', 'in_progress'];

/**
 * Every action a screen offers, with its rule and, where the entity's state limits it, the states it
 * applies in. The contact contract: inquiries are staff work (super_admin, admin, teacher); deleting them,
 * one or in bulk, is management's (super_admin, admin); categories, contact info and settings are admins'.
 */
export const ACTION_RULES = {
  'contact.open': { rule: { route: '/dashboard/contact' } },
  'inquiry.list': { rule: { route: '/dashboard/contact/inquiries' } },
  'inquiry.open': { rule: { route: '/dashboard/contact/inquiries/:id' } },
  'inquiry.reply': { rule: { roles: STAFF_TYPES }, states: ['new', 'in_progress', 'resolved'] },
  'inquiry.resolve': { rule: { roles: STAFF_TYPES }, states: OPEN_INQUIRY },
  'inquiry.close': { rule: { roles: STAFF_TYPES }, states: ['new', 'in_progress', 'resolved'] },
  'inquiry.reopen': { rule: { roles: STAFF_TYPES }, states: ['resolved', 'closed'] },
  'inquiry.assign': { rule: { roles: STAFF_TYPES }, states: ['new', 'in_progress', 'resolved'] },
  'inquiry.delete': { rule: { roles: MANAGEMENT_TYPES } },
  'faq.list': { rule: { route: '/dashboard/contact/faqs' } },
  'category.manage': { rule: { route: '/dashboard/contact/categories' } },
  'contactSettings.edit': { rule: { roles: MANAGEMENT_TYPES } },
  // The contact-us desk (communication/contact-us): staff read, edit and resolve messages; management assigns and deletes them.
  'contactMessage.resolve': { rule: { roles: STAFF_TYPES }, states: OPEN_INQUIRY },
  'contactMessage.assign': { rule: { roles: MANAGEMENT_TYPES } },
  'contactMessage.delete': { rule: { roles: MANAGEMENT_TYPES } },
  // The payments contract: refunds (admin/refunds, initiate-refund) and discount codes are admins' work.
  'refund.decide': { rule: { route: '/dashboard/payments/admin/refunds/:refundId' }, states: ['pending'] },
  'refund.start': { rule: { route: '/dashboard/payments/admin/refunds' } },
  'discount.manage': { rule: { route: '/dashboard/payments/admin/discounts' } },
  // The payments desk: finance staff read every payment; admins record, correct and delete them (admin/payments).
  'payment.record': { rule: { roles: MANAGEMENT_TYPES } },
  'payment.delete': { rule: { roles: MANAGEMENT_TYPES }, states: ['pending', 'processing', 'failed', 'cancelled'] },
  'payment.verify': { rule: { roles: MANAGEMENT_TYPES }, states: ['pending', 'processing'] },
  'payment.retry': { rule: { roles: MANAGEMENT_TYPES }, states: ['failed', 'cancelled'] },
  'gatewayLog.list': { rule: { route: '/dashboard/payments/admin/gateway-logs' } },
  'paymentPlan.manage': { rule: { route: '/dashboard/payments/admin/plans' } },
  'installment.markPaid': { rule: { route: '/dashboard/payments/admin/upcoming-installments' } },
  // The finance contract: fee structures, billing and office payments are finance staff's (super_admin, admin,
  // accountant); a learner or parent pays a fee online (createFeePayment's STK push).
  'feeStructure.manage': { rule: { route: '/dashboard/finance/fee-structures' } },
  'fee.record': { rule: { route: '/dashboard/finance/fee-payments' } },
  // Budgets and expenses are written by finance staff (the contract's createBudget, updateExpense).
  'budget.manage': { rule: { route: '/dashboard/finance/budgets' } },
  'expense.edit': { rule: { route: '/dashboard/finance/expenses/:id' } },
  // The payments contract's staff enrollment actions (suspend, reactivate, transfer, notes, audit trail,
  // confirmation, plan change, statistics, export, bulk cancel) belong to the admin paths: admins'.
  'enrollment.administer': { rule: { roles: MANAGEMENT_TYPES } },
  'fee.payOnline': { rule: { roles: ['student', 'parent'] }, states: ['unpaid', 'partial', 'overdue'] },
  'staff.open': { rule: { route: '/dashboard/staff/:slug' } },
  // Client spec §6: moderators approve or reject community content; the contract's moderators are staff.
  'community.moderate': { rule: { roles: STAFF_TYPES } },
  'data.export': { rule: { permission: 'export_data' } },
  // The core contract: departments are written by management (super_admin, admin); staff read them.
  'department.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // The accounts contract: management verifies documents and keeps academic records (verify_documents).
  'document.verify': { rule: { roles: MANAGEMENT_TYPES } },
  'academic-record.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // The core contract: the school profile is written by management.
  'school.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // The academics contract: class levels, classes and class enrollments are written by management.
  'class.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // The academics contract: calendar events are written by staff; the core contract: academic years and
  // terms by management. Everyone signed in reads both.
  'calendar.manage': { rule: { roles: STAFF_TYPES } },
  'academicYear.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // The alumni contract: alumni records and alumni events are written by admins (an event also by its
  // organizer, who is an admin since only admins create them); everyone signed in reads both.
  'alumni.manage': { rule: { roles: MANAGEMENT_TYPES } },
  // Accounts contract: management and teachers decide on pending leave (teachers on students' leave only,
  // see mayReviewLeave); student–parent links are written by management (manage_parents).
  'leave.review': { rule: { roles: STAFF_TYPES }, states: ['pending'] },
  'leave.report': { rule: { route: '/dashboard/leave/reports' } },
  'family.manage': { rule: { permission: 'manage_parents' } },
  // Client spec §6 (mark_attendance) and the accounts contract: staff mark and correct attendance; a
  // teacher takes the register of their own sections only (sectionRegisterKeeper).
  'attendance.mark': { rule: { roles: STAFF_TYPES } },
  // The assessment contract: grading systems and their bands are written by management; staff generate
  // report cards (report-cards/generate) and publish an exam's results (updateExam).
  'gradingSystem.manage': { rule: { roles: MANAGEMENT_TYPES } },
  'reportCard.generate': { rule: { roles: STAFF_TYPES } },
  'results.publish': { rule: { roles: STAFF_TYPES } },
  'exam.manage': { rule: { roles: STAFF_TYPES } },
  // The assessments contract (issue 32): staff write course grades (an override with its reason), rubrics
  // and peer-review assignments; learners read their own and submit the reviews assigned to them.
  'courseGrade.manage': { rule: { roles: STAFF_TYPES } },
  'rubric.manage': { rule: { roles: STAFF_TYPES } },
  'peerReview.manage': { rule: { roles: STAFF_TYPES } },
  // The learning contract: a study group is edited or deleted by its creator or staff (mayManageStudyGroup).
  'studyGroup.moderate': { rule: { roles: STAFF_TYPES } },
  // The courses contract: programming languages, technologies and tech stacks are written by management;
  // learning paths (learning/learning-paths) by staff.
  'techCatalogue.manage': { rule: { roles: MANAGEMENT_TYPES } },
  'learningPath.manage': { rule: { roles: STAFF_TYPES } },
} as const satisfies Record<string, { rule: ActionRule; states?: readonly string[] }>;

export type Action = keyof typeof ACTION_RULES;

/** The signed-in user as the rule needs it (the session's user, or null when signed out). */
export type Actor = { user_type?: string | null } | null | undefined;

function ruleAllows(rule: ActionRule, actor: Actor): boolean {
  if (!actor) return false;
  if ('route' in rule) {
    const route = routeOf(rule.route);
    return route ? accessAllows(route.access, actor) : false;
  }
  if ('roles' in rule) return hasAccess(actor.user_type, rule.roles);
  return hasPermission(actor.user_type, rule.permission);
}

/**
 * Whether `actor` may do `action`, on an entity in `state` when given. Used both to hide a button and,
 * for navigation actions, by the route guard's own rule (`accessAllows`).
 *
 *   can(user, 'category.manage')               // the Categories link, and /dashboard/contact/categories
 *   can(user, 'inquiry.resolve', inquiry.status) // false once it is resolved
 */
export function can(actor: Actor, action: Action, state?: string): boolean {
  const entry: { rule: ActionRule; states?: readonly string[] } = ACTION_RULES[action];
  if (!ruleAllows(entry.rule, actor)) return false;
  return state === undefined || !entry.states || entry.states.includes(state);
}

/** The actions of `candidates` that `actor` may do on an entity in `state`, in the given order. */
export const allowedActions = <A extends Action>(actor: Actor, candidates: readonly A[], state?: string): A[] =>
  candidates.filter((action) => can(actor, action, state));

/** Whether `actor` may edit or delete a study group: its creator, or staff (the learning contract). */
export const mayManageStudyGroup = (
  actor: (Actor & { id?: number }) | null | undefined,
  group: { created_by: { id: number } },
): boolean => !!actor && (actor.id === group.created_by.id || can(actor, 'studyGroup.moderate'));

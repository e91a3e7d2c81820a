/**
 * What may be done to one enrollment, by whom (the payments contract): the owner or finance staff
 * (super_admin, admin, accountant) convert a trial and cancel an enrollment; only finance staff extend a
 * trial (1 to 30 days, 7 by default) and confirm a bank transfer by hand. Parents read their children's
 * enrollments and pay for them, but do not change them. Teachers inherit nothing here.
 */

export const FINANCE_TYPES = ['super_admin', 'admin', 'accountant'] as const;

export type EnrollmentAction = 'convert_trial' | 'extend_trial' | 'cancel';

export interface EnrollmentActor {
  id: number;
  user_type?: string | null;
}

export interface EnrollmentForActions {
  status: string;
  user: { id: number };
}

export const TRIAL_EXTENSION_DAYS = { min: 1, max: 30, default: 7 } as const;

export const isFinance = (actor: { user_type?: string | null } | null | undefined): boolean =>
  (FINANCE_TYPES as readonly string[]).includes(actor?.user_type ?? '');

/** Statuses an enrollment can still be cancelled from (a cancelled or completed one cannot). */
const CANCELLABLE = ['pending', 'payment_pending', 'payment_processing', 'trial', 'active', 'suspended', 'expired'];

/** The actions `actor` may take on `enrollment`, in the order a screen shows them. */
export function enrollmentActions(
  actor: EnrollmentActor | null | undefined,
  enrollment: EnrollmentForActions,
): EnrollmentAction[] {
  if (!actor) return [];
  const finance = isFinance(actor);
  const owner = actor.id === enrollment.user.id;
  const actions: EnrollmentAction[] = [];
  if ((owner || finance) && (enrollment.status === 'trial' || enrollment.status === 'expired')) actions.push('convert_trial');
  if (finance && enrollment.status === 'trial') actions.push('extend_trial');
  if ((owner || finance) && CANCELLABLE.includes(enrollment.status)) actions.push('cancel');
  return actions;
}

/** Who verifies or rejects a bank transfer awaiting verification: finance staff, accountants included. */
export const mayVerifyBankTransfers = (actor: { user_type?: string | null } | null | undefined): boolean => isFinance(actor);

/** Whether `actor` may pay for an enrollment of `studentId`: the learner, a parent of theirs, or finance staff. */
export function mayPayFor(
  actor: EnrollmentActor | null | undefined,
  studentId: number,
  childrenIds: readonly number[] = [],
): boolean {
  if (!actor) return false;
  if (actor.id === studentId || isFinance(actor)) return true;
  return actor.user_type === 'parent' && childrenIds.includes(studentId);
}

/** The slip of a bank transfer (partialUpdatePayment, multipart): an image or a PDF of at most 5 MB. */
export const BANK_SLIP = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  accept: 'image/jpeg,image/png,image/webp,application/pdf',
  messages: {
    type: 'The slip must be an image (JPG, PNG, WebP) or a PDF.',
    size: 'The slip must be at most 5 MB.',
    missing: 'Choose the photo or PDF of the slip.',
  },
} as const;

/** Why a file cannot be sent as a bank transfer slip, or null when it can. */
export function bankSlipProblem(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return BANK_SLIP.messages.missing;
  if (!(BANK_SLIP.types as readonly string[]).includes(file.type)) return BANK_SLIP.messages.type;
  if (file.size > BANK_SLIP.maxBytes) return BANK_SLIP.messages.size;
  return null;
}

/** Enrollment flow types and access rules (service spec §3, §4, §5, §8, §9). */
import { type CourseIdentifier } from './validation';

export const ENROLLMENT_FLOW_TYPES = [
  'new',
  'already_active',
  'payment_pending',
  'enrollment_pending',
  'existing_enrollment',
  'payment_processing',
  'payment_required',
  'upgrade_trial',
  'active_enrollment',
  'error',
] as const;
export type EnrollmentFlowType = (typeof ENROLLMENT_FLOW_TYPES)[number];

export interface AccessInfo {
  can_access_course?: boolean | null;
  needs_payment?: boolean | null;
  payment_required?: boolean | null;
  balance_due?: string | number | null;
}
export interface FlowInfo {
  flow_type?: string | null;
  requires_payment_form?: boolean | null;
  can_access_course?: boolean | null;
  requires_payment?: boolean | null;
}
export interface EnrollmentLike {
  status?: string | null;
  balance_due?: string | number | null;
  access_info?: AccessInfo | null;
  flow_info?: FlowInfo | null;
}

const hasBalance = (value: string | number | null | undefined) => Number(value ?? 0) > 0;

const balanceOf = (enrollment: EnrollmentLike) => enrollment.access_info?.balance_due ?? enrollment.balance_due;

/** Payment is required when a balance is due, payment is required, or a payment form is required. */
export function requiresPayment(enrollment: EnrollmentLike): boolean {
  return (
    hasBalance(balanceOf(enrollment)) ||
    Boolean(enrollment.access_info?.payment_required) ||
    Boolean(enrollment.access_info?.needs_payment) ||
    Boolean(enrollment.flow_info?.requires_payment) ||
    Boolean(enrollment.flow_info?.requires_payment_form)
  );
}

const DENYING_FLOWS: readonly string[] = ['payment_required', 'payment_processing', 'upgrade_trial'];

/**
 * Access: a trial gives access; flows payment_required, payment_processing and upgrade_trial deny it;
 * active_enrollment grants it when no balance is due; otherwise the server must say the course can be
 * accessed and no balance may be due.
 */
export function canAccessCourse(enrollment: EnrollmentLike | null | undefined): boolean {
  if (!enrollment) return false;
  if (enrollment.status === 'trial') return true;
  const flow = enrollment.flow_info?.flow_type ?? '';
  if (DENYING_FLOWS.includes(flow)) return false;
  const noBalance = !hasBalance(balanceOf(enrollment));
  if (flow === 'active_enrollment') return noBalance;
  const serverSaysYes = Boolean(enrollment.access_info?.can_access_course ?? enrollment.flow_info?.can_access_course);
  return serverSaysYes && noBalance;
}

/** §5: a 400 saying 'already enrolled' or 'already exist' counts as success with the existing enrollment. */
export const isAlreadyEnrolledMessage = (message: string): boolean => /already enrolled|already exist/i.test(message);
/** §5: a 400 mentioning payment and processing is payment_processing. */
export const isPaymentProcessingMessage = (message: string): boolean => /payment/i.test(message) && /processing/i.test(message);

export const ENROLLMENT_MESSAGES = {
  courseRequired: 'Either course_slug or course_id is required for enrollment',
  failedAfterRetries: 'Failed to create enrollment after retries',
  unknown: 'Unknown error',
} as const;

/** §9: enrollment creation makes up to 2 attempts. */
export const ENROLLMENT_CREATE_ATTEMPTS = 2;
/** §9: wait 2000 ms × attempt after a 5xx, otherwise 1000 ms after a first failure. */
export const enrollmentCreateRetryDelay = (attempt: number, status: number): number => (status >= 500 ? 2000 * attempt : 1000);
/** §9: the status check makes 3 attempts (2 when called from status). */
export const ENROLLMENT_STATUS_ATTEMPTS = 3;
/** §9: wait 1000 ms × attempt, doubled after an error. */
export const enrollmentStatusRetryDelay = (attempt: number, afterError: boolean): number => 1000 * attempt * (afterError ? 2 : 1);

// ---------------------------------------------------------------------------------------------
// The enrollment flow (service spec §3–§5, §8, §9): which flow a course is in, its one next step,
// the creation body, the retry policies and their schedules, and the M-Pesa rules.

const FLOW_TYPE_SET: ReadonlySet<string> = new Set(ENROLLMENT_FLOW_TYPES);
export const isEnrollmentFlowType = (value: unknown): value is EnrollmentFlowType =>
  typeof value === 'string' && FLOW_TYPE_SET.has(value);

/** An enrollment as the status check and creation answer it: its id, status and course references (§3). */
export interface EnrollmentRecordLike extends EnrollmentLike {
  id?: number | null;
  course_slug?: string | null;
  course?: { id?: number | null; slug?: string | null } | null;
  course_offering?: { course?: { id?: number | null; slug?: string | null } | null } | null;
}

/**
 * §5: an enrollment counts for the requested course only when one of its course references (course_slug,
 * course, course_offering.course) names that course by the identifier's kind (slug or id). An enrollment
 * that names no course cannot be confirmed and counts as not matching (not enrolled).
 */
export function enrollmentMatchesCourse(enrollment: EnrollmentRecordLike, identifier: CourseIdentifier): boolean {
  const courses = [enrollment.course, enrollment.course_offering?.course];
  if (identifier.kind === 'slug')
    return [enrollment.course_slug, ...courses.map((course) => course?.slug)].some((slug) => slug === identifier.slug);
  return courses.some((course) => course?.id === identifier.id);
}

/**
 * The flow of an existing enrollment: the server's flow_info.flow_type when it names a known flow,
 * else derived from the status (trial, active and completed: active_enrollment when the course can be
 * accessed, else payment_required; payment_pending → payment_required; payment_processing;
 * expired → upgrade_trial; pending → enrollment_pending; anything else existing_enrollment).
 */
export function flowTypeOfEnrollment(enrollment: EnrollmentRecordLike): EnrollmentFlowType {
  const told = enrollment.flow_info?.flow_type;
  if (isEnrollmentFlowType(told) && told !== 'new' && told !== 'error') return told;
  switch (enrollment.status) {
    case 'trial':
    case 'active':
    case 'completed':
      return canAccessCourse(enrollment) || enrollment.status === 'trial' ? 'active_enrollment' : 'payment_required';
    case 'payment_pending':
      return 'payment_required';
    case 'payment_processing':
      return 'payment_processing';
    case 'expired':
      return 'upgrade_trial';
    case 'pending':
      return 'enrollment_pending';
    default:
      return 'existing_enrollment';
  }
}

/** The validation answer's fields the flow reads (`enrollment-validation/validate-enrollment`). */
export interface EnrollmentValidationLike {
  can_enroll: boolean;
  is_already_enrolled?: boolean | null;
  existing_enrollment_id?: number | null;
  existing_enrollment_status?: string | null;
  is_free?: boolean | null;
  reasons?: readonly string[] | null;
  message?: string | null;
}

/**
 * The flow a validation answer describes: new when not enrolled; when already enrolled, by the existing
 * enrollment's status (active, trial, completed → already_active; payment_pending; pending →
 * enrollment_pending; payment_processing; expired → upgrade_trial; others existing_enrollment).
 */
export function flowTypeOfValidation(validation: EnrollmentValidationLike): EnrollmentFlowType {
  if (!validation.is_already_enrolled) return 'new';
  switch (validation.existing_enrollment_status) {
    case 'active':
    case 'trial':
    case 'completed':
      return 'already_active';
    case 'payment_pending':
      return 'payment_pending';
    case 'pending':
      return 'enrollment_pending';
    case 'payment_processing':
      return 'payment_processing';
    case 'expired':
      return 'upgrade_trial';
    default:
      return 'existing_enrollment';
  }
}

/** What one status check ended with (§8): enrolled (with a matching enrollment), not enrolled (404 or mismatch), or failed. */
export type EnrollmentStatusOutcome =
  { kind: 'enrolled'; enrollment: EnrollmentRecordLike } | { kind: 'not_enrolled' } | { kind: 'failed'; message: string };

/** The flow of a status-check outcome: the enrollment's flow, new when not enrolled, error when the check failed. */
export function flowTypeOfStatus(outcome: EnrollmentStatusOutcome): EnrollmentFlowType {
  if (outcome.kind === 'enrolled') return flowTypeOfEnrollment(outcome.enrollment);
  return outcome.kind === 'not_enrolled' ? 'new' : 'error';
}

/**
 * The one thing a screen offers next for a flow:
 * - `enroll`: create the enrollment (`requiresPayment` when the course is not free: the payment form follows);
 * - `unavailable`: the user cannot enroll (the server's reason: not a student, course closed, …);
 * - `pay`: show the payment form for the enrollment (payment_required, payment_pending, or an active
 *   enrollment with a balance due);
 * - `finish_payment`: a payment is processing: wait for its confirmation (M-Pesa PIN) and check it;
 * - `upgrade_trial`: the trial is over: convert it to a paid enrollment;
 * - `open_course`: the course can be accessed;
 * - `view_enrollment`: the enrollment waits on the school or is suspended/cancelled: its page says why;
 * - `retry`: the check failed: try again (with the message to show).
 */
export type EnrollmentNextStep =
  | { kind: 'enroll'; requiresPayment: boolean }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'pay'; enrollmentId: number | null }
  | { kind: 'finish_payment'; enrollmentId: number | null }
  | { kind: 'upgrade_trial'; enrollmentId: number | null }
  | { kind: 'open_course'; enrollmentId: number | null }
  | { kind: 'view_enrollment'; enrollmentId: number | null }
  | { kind: 'retry'; message: string };

export interface EnrollmentFlowFacts {
  /** The caller's enrollment in the course, when there is one. */
  enrollment?: EnrollmentRecordLike | null;
  /** The validation answer, when there is one. */
  validation?: EnrollmentValidationLike | null;
  /** The error text of a failed flow. */
  message?: string | null;
}

/** The next step of a flow, from what is known about the enrollment and the validation. */
export function nextEnrollmentStep(flow: EnrollmentFlowType, facts: EnrollmentFlowFacts = {}): EnrollmentNextStep {
  const { enrollment, validation } = facts;
  const enrollmentId = enrollment?.id ?? validation?.existing_enrollment_id ?? null;
  switch (flow) {
    case 'new':
      if (validation && !validation.can_enroll && !validation.is_already_enrolled)
        return { kind: 'unavailable', reason: validation.reasons?.[0] ?? validation.message ?? ENROLLMENT_MESSAGES.unknown };
      return { kind: 'enroll', requiresPayment: !validation?.is_free };
    case 'payment_pending':
    case 'payment_required':
      return { kind: 'pay', enrollmentId };
    case 'payment_processing':
      return { kind: 'finish_payment', enrollmentId };
    case 'upgrade_trial':
      return { kind: 'upgrade_trial', enrollmentId };
    case 'already_active':
    case 'active_enrollment':
      return enrollment && !canAccessCourse(enrollment) ? { kind: 'pay', enrollmentId } : { kind: 'open_course', enrollmentId };
    case 'existing_enrollment':
      if (enrollment && canAccessCourse(enrollment)) return { kind: 'open_course', enrollmentId };
      return enrollment && requiresPayment(enrollment)
        ? { kind: 'pay', enrollmentId }
        : { kind: 'view_enrollment', enrollmentId };
    case 'enrollment_pending':
      return { kind: 'view_enrollment', enrollmentId };
    case 'error':
      return { kind: 'retry', message: facts.message || ENROLLMENT_MESSAGES.unknown };
  }
}

/** The body of an enrollment creation (§5): course_slug or course_id is required. */
export interface EnrollmentCreationInput {
  course_slug?: string | null;
  course_id?: number | null;
  payment_plan_id?: number | null;
  discount_code?: string | null;
}
export type EnrollmentCreationBody = { course_slug: string } | { course_id: number };

/**
 * §5: the creation body names the course by course_slug (non-blank) or course_id (a positive whole
 * number); without either it throws 'Either course_slug or course_id is required for enrollment'.
 * The plan and a non-blank discount code go along when given.
 */
export function enrollmentCreationBody(
  input: EnrollmentCreationInput,
): EnrollmentCreationBody & { payment_plan_id?: number; discount_code?: string } {
  const slug = input.course_slug?.trim();
  const id = input.course_id;
  const course: EnrollmentCreationBody | null = slug
    ? { course_slug: slug }
    : typeof id === 'number' && Number.isInteger(id) && id > 0
      ? { course_id: id }
      : null;
  if (!course) throw new Error(ENROLLMENT_MESSAGES.courseRequired);
  const code = input.discount_code?.trim();
  return {
    ...course,
    ...(input.payment_plan_id !== undefined && input.payment_plan_id !== null ? { payment_plan_id: input.payment_plan_id } : {}),
    ...(code ? { discount_code: code } : {}),
  };
}

/** The creation body for a parsed course identifier: a slug as course_slug, an id as course_id (§5). */
export const creationBodyForCourse = (
  identifier: CourseIdentifier,
  extras: Pick<EnrollmentCreationInput, 'payment_plan_id' | 'discount_code'> = {},
) =>
  enrollmentCreationBody(
    identifier.kind === 'slug' ? { ...extras, course_slug: identifier.slug } : { ...extras, course_id: identifier.id },
  );

/** §9 as data: how enrollment creation retries. */
export const ENROLLMENT_CREATE_POLICY = {
  /** Attempts by default. */
  attempts: ENROLLMENT_CREATE_ATTEMPTS,
  /** Attempts when called from the wrapper. */
  attemptsFromWrapper: 1,
  /** Wait this × the attempt number after a 5xx. */
  serverErrorDelayMs: 2000,
  /** Wait this after another first failure. */
  otherFailureDelayMs: 1000,
  /** An answer with this error_type is never retried. */
  neverRetriedErrorType: 'validation_error',
} as const;

/** §9 as data: how the enrollment status check retries. */
export const ENROLLMENT_STATUS_POLICY = {
  attempts: ENROLLMENT_STATUS_ATTEMPTS,
  /** Attempts when called from the status page. */
  attemptsFromStatus: 2,
  /** Wait this × the attempt number… */
  delayMs: 1000,
  /** …times this after an error (a failed call rather than an unusable answer). */
  afterErrorFactor: 2,
  /** This status means not enrolled; it is not retried. */
  notEnrolledStatus: 404,
} as const;

/** One failed creation attempt: its HTTP status (0 when no answer came), its body and its text. */
export interface EnrollmentCreateFailure {
  status: number;
  body?: unknown;
  message?: string | null;
}

/** How a failed creation attempt ends the run (§5, §8); a successful one ends it as created. */
export type EnrollmentCreationResult =
  | { kind: 'already_enrolled'; message: string }
  | { kind: 'payment_processing'; message: string }
  | { kind: 'failed'; message: string };

export type RetryDecision<Final> = { kind: 'retry'; delayMs: number } | { kind: 'done'; result: Final };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textField = (body: unknown, key: string): string | undefined => {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * After failed creation attempt `attempt` (1-based) of `attempts`: a 400 saying already enrolled/exist is
 * success with the existing enrollment; a 400 about payment processing is payment_processing; an
 * error_type validation_error ends with its text (else 'Unknown error'); anything else is retried while
 * attempts remain — 2000 ms × attempt after a 5xx, 1000 ms otherwise — and ends with 'Failed to create
 * enrollment after retries'.
 */
export function decideEnrollmentCreateRetry(
  attempt: number,
  failure: EnrollmentCreateFailure,
  attempts: number = ENROLLMENT_CREATE_POLICY.attempts,
): RetryDecision<EnrollmentCreationResult> {
  const text =
    textField(failure.body, 'detail') ??
    textField(failure.body, 'error') ??
    textField(failure.body, 'message') ??
    failure.message ??
    '';
  if (failure.status === 400 && isAlreadyEnrolledMessage(text))
    return { kind: 'done', result: { kind: 'already_enrolled', message: text } };
  if (failure.status === 400 && isPaymentProcessingMessage(text))
    return { kind: 'done', result: { kind: 'payment_processing', message: text } };
  if (textField(failure.body, 'error_type') === ENROLLMENT_CREATE_POLICY.neverRetriedErrorType)
    return { kind: 'done', result: { kind: 'failed', message: text || ENROLLMENT_MESSAGES.unknown } };
  if (attempt >= attempts) return { kind: 'done', result: { kind: 'failed', message: ENROLLMENT_MESSAGES.failedAfterRetries } };
  return { kind: 'retry', delayMs: enrollmentCreateRetryDelay(attempt, failure.status) };
}

/**
 * One failed status-check attempt: `error` is a failed call (an HTTP error status, or 0 when no answer
 * came); `unusable_answer` is a successful answer without an enrollment in it.
 */
export type EnrollmentStatusFailure = { kind: 'error'; status: number } | { kind: 'unusable_answer' };

/**
 * After failed status-check attempt `attempt` of `attempts`: 404 is not enrolled (no retry); otherwise
 * wait 1000 ms × attempt (doubled after an error) while attempts remain, then the flow is error.
 */
export function decideEnrollmentStatusRetry(
  attempt: number,
  failure: EnrollmentStatusFailure,
  attempts: number = ENROLLMENT_STATUS_POLICY.attempts,
): RetryDecision<'not_enrolled' | 'failed'> {
  if (failure.kind === 'error' && failure.status === ENROLLMENT_STATUS_POLICY.notEnrolledStatus)
    return { kind: 'done', result: 'not_enrolled' };
  if (attempt >= attempts) return { kind: 'done', result: 'failed' };
  return { kind: 'retry', delayMs: enrollmentStatusRetryDelay(attempt, failure.kind === 'error') };
}

/** Waits `ms` through setTimeout (so fake timers drive it); resolves early with false when the signal aborts. */
export function waitMs(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryRunOptions {
  /** How many attempts (defaults from the policy). */
  attempts?: number;
  /** Stops waiting (and trying) when aborted: the run then ends as `aborted`. */
  signal?: AbortSignal;
  /** Told before each wait, so a screen can say "trying again…". */
  onRetry?: (retry: { attempt: number; delayMs: number }) => void;
}

/** The answer of a creation call that the runner reads: a 2xx with success false is a failure too. */
export interface EnrollmentCreateAnswer {
  success?: boolean | null;
}

/**
 * Runs enrollment creation with the §9 policy: `create` makes one call (rejecting on a failed answer),
 * `toFailure` reads a rejection; waits come from the schedule through setTimeout.
 */
export async function runEnrollmentCreation<Answer extends EnrollmentCreateAnswer>(
  create: () => Promise<Answer>,
  toFailure: (error: unknown) => EnrollmentCreateFailure,
  { attempts = ENROLLMENT_CREATE_POLICY.attempts, signal, onRetry }: RetryRunOptions = {},
): Promise<{ kind: 'created'; answer: Answer } | EnrollmentCreationResult | { kind: 'aborted' }> {
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) return { kind: 'aborted' };
    let failure: EnrollmentCreateFailure;
    try {
      const answer = await create();
      if (answer.success !== false) return { kind: 'created', answer };
      failure = { status: 200, body: answer };
    } catch (error) {
      failure = toFailure(error);
    }
    const decision = decideEnrollmentCreateRetry(attempt, failure, attempts);
    if (decision.kind === 'done') return decision.result;
    onRetry?.({ attempt, delayMs: decision.delayMs });
    if (!(await waitMs(decision.delayMs, signal))) return { kind: 'aborted' };
  }
}

/** A status-check rejection read as its HTTP status (0 when no answer came). */
export type StatusCheckError = { status: number };

/**
 * Runs the status check with the §9 policy: `check` makes one call and resolves with the answer's
 * enrollment (null when the answer has none); a 404 is not enrolled, an enrollment of another course
 * is not enrolled (§5), other failures are retried, and the last failure ends as failed (flow error).
 */
export async function runEnrollmentStatusCheck(
  check: () => Promise<EnrollmentRecordLike | null | undefined>,
  toError: (error: unknown) => StatusCheckError,
  identifier: CourseIdentifier,
  { attempts = ENROLLMENT_STATUS_POLICY.attempts, signal, onRetry }: RetryRunOptions = {},
): Promise<EnrollmentStatusOutcome | { kind: 'aborted' }> {
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) return { kind: 'aborted' };
    let failure: EnrollmentStatusFailure;
    let message = ENROLLMENT_MESSAGES.unknown as string;
    try {
      const enrollment = await check();
      if (enrollment)
        return enrollmentMatchesCourse(enrollment, identifier) ? { kind: 'enrolled', enrollment } : { kind: 'not_enrolled' };
      failure = { kind: 'unusable_answer' };
    } catch (error) {
      failure = { kind: 'error', status: toError(error).status };
      if (error instanceof Error && error.message) message = error.message;
    }
    const decision = decideEnrollmentStatusRetry(attempt, failure, attempts);
    if (decision.kind === 'done')
      return decision.result === 'not_enrolled' ? { kind: 'not_enrolled' } : { kind: 'failed', message };
    onRetry?.({ attempt, delayMs: decision.delayMs });
    if (!(await waitMs(decision.delayMs, signal))) return { kind: 'aborted' };
  }
}

// ---------------------------------------------------------------------------------------------
// M-Pesa.

export const MPESA_MESSAGES = {
  phoneRequired: 'Enter the M-Pesa phone number that will pay.',
  phoneInvalid: 'Enter a Safaricom number such as 0712 345 678, 0112 345 678 or +254 712 345 678.',
  amountInvalid: 'The amount to pay must be at least KES 1.',
} as const;

export type MpesaPhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * M-Pesa numbers: 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547…, +2541…, 2541… with spaces and dashes,
 * normalised to the 12 digits 2547XXXXXXXX / 2541XXXXXXXX (which the contract's `^\+?254[17]\d{8}$` accepts).
 */
export function normaliseMpesaPhone(input: string): MpesaPhoneResult {
  const compact = input.replace(/[\s-]/g, '');
  if (!compact) return { ok: false, message: MPESA_MESSAGES.phoneRequired };
  const match = /^(?:0|\+?254)([17]\d{8})$/.exec(compact);
  return match ? { ok: true, phone: `254${match[1]}` } : { ok: false, message: MPESA_MESSAGES.phoneInvalid };
}

/**
 * The whole shillings an M-Pesa payment charges for an amount (M-Pesa has no cents): rounded up, so
 * paying the amount due always clears it (rounding down would leave cents no M-Pesa payment can settle).
 * Works on the decimal string in cents to avoid floating-point drift; throws below KES 1 or on bad input.
 */
export function mpesaAmount(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(MPESA_MESSAGES.amountInvalid);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const shillings = Math.ceil(cents / 100);
  if (shillings < 1) throw new Error(MPESA_MESSAGES.amountInvalid);
  return shillings;
}

/**
 * The enrollment flow of one course (service spec §3–§5, §8, §9) for the enroll and checkout screens:
 * course summary, validation, the status check and creation, each on the domain's retry policy, and
 * the derived flow type with its one next step. Waits go through setTimeout (fake timers drive them).
 */
import {
  ApiError,
  type Enrollment,
  type EnrollmentCourseSummary,
  type EnrollmentStatusCheck,
  type EnrollmentValidationResult,
} from '@ujuzi/api';
import {
  checkEnrollmentStatus,
  createEnrollment,
  getEnrollment,
  getEnrollmentCourseSummary,
  validateEnrollment,
} from '@ujuzi/api/hooks';
import {
  ENROLLMENT_CREATE_POLICY,
  ENROLLMENT_MESSAGES,
  ENROLLMENT_STATUS_POLICY,
  courseNotFoundMessage,
  creationBodyForCourse,
  flowTypeOfEnrollment,
  flowTypeOfValidation,
  nextEnrollmentStep,
  parseCourseIdentifier,
  runEnrollmentCreation,
  runEnrollmentStatusCheck,
  type CourseIdentifier,
  type EnrollmentCreateFailure,
  type EnrollmentFlowType,
  type EnrollmentNextStep,
  type EnrollmentStatusOutcome,
} from '@ujuzi/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText as errorMessage } from '../kit/shared/api-error';

export interface EnrollmentFlowOptions {
  /** The learner the enrollment is for (a parent or staff naming another user); the caller when left out. */
  userId?: number | null;
  /** Status-check attempts: 3 by default, 2 from the status page (ENROLLMENT_STATUS_POLICY.attemptsFromStatus). */
  statusAttempts?: number;
  /** Creation attempts: 2 by default, 1 from the wrapper (ENROLLMENT_CREATE_POLICY.attemptsFromWrapper). */
  createAttempts?: number;
}

/** A wait before the next attempt, so a screen can say "Trying again in 2 s". */
export interface EnrollmentRetry {
  operation: 'status' | 'create';
  /** The attempt that failed (1-based). */
  attempt: number;
  delayMs: number;
}

/** The plan and discount code chosen on the enroll screen. */
export interface EnrollmentChoice {
  paymentPlanId?: number | null;
  discountCode?: string | null;
}

export interface EnrollmentFlowState {
  /** loading: the first checks run; ready: flow and next step are known; enrolling: creation runs. */
  phase: 'loading' | 'ready' | 'enrolling';
  /** The parsed identifier (null when it is invalid: then the flow is error with its message). */
  identifier: CourseIdentifier | null;
  /** The course with prices, plans and trial (enrollment-validation/course-summary). */
  summary: EnrollmentCourseSummary | null;
  validation: EnrollmentValidationResult | null;
  /** The learner's enrollment in this course (the caller's, or the named child's), when there is one. */
  enrollment: Enrollment | null;
  /** null while loading. */
  flow: EnrollmentFlowType | null;
  nextStep: EnrollmentNextStep | null;
  /** The error of an error flow, or the server's message after a creation. */
  message: string | null;
  retry: EnrollmentRetry | null;
}

export interface EnrollmentFlow extends EnrollmentFlowState {
  /** Creates the enrollment (creation policy) and answers the flow it ends in. */
  enroll: (choice?: EnrollmentChoice) => Promise<EnrollmentFlowType>;
  /** Runs the checks again (the Retry of an error flow). */
  reload: () => void;
}

const INITIAL: EnrollmentFlowState = {
  phase: 'loading',
  identifier: null,
  summary: null,
  validation: null,
  enrollment: null,
  flow: null,
  nextStep: null,
  message: null,
  retry: null,
};

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);
const toCreateFailure = (error: unknown): EnrollmentCreateFailure => ({
  status: statusOf(error),
  body: error instanceof ApiError ? error.body : undefined,
  message: errorMessage(error),
});

const courseParams = (identifier: CourseIdentifier) =>
  identifier.kind === 'id' ? { course_id: identifier.id } : { course_slug: identifier.slug };

/** The check's enrollment with the check's own access verdict (the answer's access_info and flow_info win). */
const checkedEnrollment = (answer: EnrollmentStatusCheck): Enrollment | null =>
  answer.enrollment ? { ...answer.enrollment, access_info: answer.access_info, flow_info: answer.flow_info } : null;

const summaryNamesCourse = (summary: EnrollmentCourseSummary, identifier: CourseIdentifier) =>
  identifier.kind === 'id' ? summary.course.id === identifier.id : summary.course.slug === identifier.slug;

/** The flow, next step and enrollment of a finished status check. */
function fromStatus(
  outcome: EnrollmentStatusOutcome,
  validation: EnrollmentValidationResult | null,
): Partial<EnrollmentFlowState> {
  if (outcome.kind === 'failed')
    return { flow: 'error', nextStep: nextEnrollmentStep('error', { message: outcome.message }), message: outcome.message };
  if (outcome.kind === 'not_enrolled')
    return { flow: 'new', enrollment: null, nextStep: nextEnrollmentStep('new', { validation }) };
  const enrollment = outcome.enrollment as Enrollment;
  const flow = flowTypeOfEnrollment(enrollment);
  return { flow, enrollment, nextStep: nextEnrollmentStep(flow, { enrollment, validation }) };
}

/** Another learner's enrollment in the course (a parent's child): validation names it, the detail reads it. */
async function namedLearnerEnrollment(
  courseId: number,
  userId: number,
  signal: AbortSignal,
  known?: EnrollmentValidationResult,
): Promise<Enrollment | null> {
  const validation = known ?? (await validateEnrollment({ course_id: courseId, user_id: userId }, { signal }));
  return validation.existing_enrollment_id ? getEnrollment(validation.existing_enrollment_id, { signal }) : null;
}

const failedFlow = (message: string): Partial<EnrollmentFlowState> => ({
  flow: 'error',
  nextStep: nextEnrollmentStep('error', { message }),
  message,
});

export function useEnrollmentFlow(courseIdentifier: string | number, options: EnrollmentFlowOptions = {}): EnrollmentFlow {
  const { userId = null } = options;
  const statusAttempts = options.statusAttempts ?? ENROLLMENT_STATUS_POLICY.attempts;
  const createAttempts = options.createAttempts ?? ENROLLMENT_CREATE_POLICY.attempts;
  const [state, setState] = useState<EnrollmentFlowState>(INITIAL);
  const [reloads, setReloads] = useState(0);
  // A new course, learner or reload starts from loading (state adjusted during render, not in an effect).
  const loadKey = `${String(courseIdentifier)}|${String(userId)}|${reloads}`;
  const [loadedKey, setLoadedKey] = useState(loadKey);
  if (loadKey !== loadedKey) {
    setLoadedKey(loadKey);
    setState(INITIAL);
  }
  /** The latest state, for enroll() (read in an event handler, written after each render). */
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  /** Aborted on unmount and when a new load starts: no call or wait outlives the screen. */
  const running = useRef<AbortController | null>(null);
  /** The creation running now: a second tap on Enroll joins it instead of starting another. */
  const creating = useRef<Promise<EnrollmentFlowType> | null>(null);

  const merge = useCallback((patch: Partial<EnrollmentFlowState>) => setState((current) => ({ ...current, ...patch })), []);

  const statusCheck = useCallback(
    (identifier: CourseIdentifier, signal: AbortSignal) =>
      runEnrollmentStatusCheck(
        async () => checkedEnrollment(await checkEnrollmentStatus(courseParams(identifier), { signal })),
        (error) => ({ status: statusOf(error) }),
        identifier,
        {
          attempts: statusAttempts,
          signal,
          onRetry: ({ attempt, delayMs }) => merge({ retry: { operation: 'status', attempt, delayMs } }),
        },
      ),
    [merge, statusAttempts],
  );

  useEffect(() => {
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    const { signal } = controller;
    void (async () => {
      let identifier: CourseIdentifier;
      try {
        identifier = parseCourseIdentifier(courseIdentifier);
      } catch (error) {
        return merge({ phase: 'ready', ...failedFlow(errorMessage(error)) });
      }
      merge({ identifier });
      const text = String(courseIdentifier).trim();
      let summary: EnrollmentCourseSummary;
      let validation: EnrollmentValidationResult;
      try {
        summary = await getEnrollmentCourseSummary(courseParams(identifier), { signal });
        // §5: the returned course must be the requested one, else it is not found.
        if (!summaryNamesCourse(summary, identifier)) throw new ApiError(courseNotFoundMessage(text), 404, 'http');
        merge({ summary });
        validation = await validateEnrollment({ course_id: summary.course.id, user_id: userId }, { signal });
      } catch (error) {
        if (signal.aborted) return;
        return merge({
          phase: 'ready',
          ...failedFlow(statusOf(error) === 404 ? courseNotFoundMessage(text) : errorMessage(error)),
        });
      }
      if (signal.aborted) return;
      merge({ validation });
      // The status check answers for the caller only: for another learner the validation is the verdict,
      // with the enrollment it names read from its detail.
      if (userId !== null) {
        try {
          const enrollment = await namedLearnerEnrollment(summary.course.id, userId, signal, validation);
          if (signal.aborted) return;
          const flow = flowTypeOfValidation(validation);
          return merge({ phase: 'ready', enrollment, flow, nextStep: nextEnrollmentStep(flow, { enrollment, validation }) });
        } catch (error) {
          if (signal.aborted) return;
          return merge({ phase: 'ready', ...failedFlow(errorMessage(error)) });
        }
      }
      const outcome = await statusCheck(identifier, signal);
      if (outcome.kind === 'aborted') return;
      merge({ phase: 'ready', retry: null, ...fromStatus(outcome, validation) });
    })();
    return () => controller.abort();
  }, [courseIdentifier, userId, reloads, merge, statusCheck]);

  const create = useCallback(
    async (choice: EnrollmentChoice): Promise<EnrollmentFlowType> => {
      const { identifier, validation } = stateRef.current;
      const signal = running.current?.signal ?? new AbortController().signal;
      let body: ReturnType<typeof creationBodyForCourse> & { user_id?: number };
      try {
        if (!identifier) throw new Error(ENROLLMENT_MESSAGES.courseRequired);
        body = {
          ...creationBodyForCourse(identifier, { payment_plan_id: choice.paymentPlanId, discount_code: choice.discountCode }),
          ...(userId !== null ? { user_id: userId } : {}),
        };
      } catch (error) {
        merge({ phase: 'ready', ...failedFlow(errorMessage(error)) });
        return 'error';
      }
      merge({ phase: 'enrolling', message: null, retry: null });
      const result = await runEnrollmentCreation(() => createEnrollment(body, { signal }), toCreateFailure, {
        attempts: createAttempts,
        signal,
        onRetry: ({ attempt, delayMs }) => merge({ retry: { operation: 'create', attempt, delayMs } }),
      });
      let patch: Partial<EnrollmentFlowState>;
      switch (result.kind) {
        case 'aborted':
          return stateRef.current.flow ?? 'error';
        case 'created': {
          const enrollment = result.answer.enrollment ?? null;
          const flow = enrollment
            ? flowTypeOfEnrollment({ ...enrollment, flow_info: result.answer.flow_info ?? enrollment.flow_info })
            : 'existing_enrollment';
          patch = {
            flow,
            enrollment,
            message: result.answer.message,
            nextStep: nextEnrollmentStep(flow, { enrollment, validation }),
          };
          break;
        }
        case 'already_enrolled':
        case 'payment_processing': {
          // §5: success with the existing enrollment, read through the status check (another learner's: its detail).
          let enrollment: Enrollment | null;
          if (userId !== null) {
            const courseId = stateRef.current.summary?.course.id;
            enrollment = courseId ? await namedLearnerEnrollment(courseId, userId, signal).catch(() => null) : null;
            if (signal.aborted) return stateRef.current.flow ?? 'error';
          } else {
            const outcome = identifier ? await statusCheck(identifier, signal) : ({ kind: 'not_enrolled' } as const);
            if (outcome.kind === 'aborted') return stateRef.current.flow ?? 'error';
            enrollment = outcome.kind === 'enrolled' ? (outcome.enrollment as Enrollment) : null;
          }
          const flow: EnrollmentFlowType = result.kind === 'already_enrolled' ? 'existing_enrollment' : 'payment_processing';
          patch = { flow, enrollment, message: result.message, nextStep: nextEnrollmentStep(flow, { enrollment, validation }) };
          break;
        }
        case 'failed':
          patch = failedFlow(result.message);
          break;
      }
      merge({ phase: 'ready', retry: null, ...patch });
      return patch.flow ?? 'error';
    },
    [createAttempts, merge, statusCheck, userId],
  );

  const enroll = useCallback(
    (choice: EnrollmentChoice = {}): Promise<EnrollmentFlowType> => {
      if (!creating.current)
        creating.current = create(choice).finally(() => {
          creating.current = null;
        });
      return creating.current;
    },
    [create],
  );

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { ...state, enroll, reload };
}

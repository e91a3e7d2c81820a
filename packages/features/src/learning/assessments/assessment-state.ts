/**
 * Where an assessment stands for the learner: upcoming (not open yet), open (can be taken now),
 * done (an attempt handed in) or closed (past its due date, never handed in); with the attempts
 * left and the best graded attempt.
 */
import type { AssessmentAttempt, CodingAssessment, CodingAssessmentType } from '@ujuzi/api';
import { links } from '../../infra/kit/links';

export type AssessmentGroup = 'open' | 'upcoming' | 'done' | 'closed';

export interface AssessmentStanding {
  group: AssessmentGroup;
  /** Null when attempts are unlimited. */
  attemptsLeft: number | null;
  attemptsUsed: number;
  /** The attempt in progress, to resume. */
  running?: AssessmentAttempt;
  /** The best graded or submitted attempt. */
  best?: AssessmentAttempt;
}

export const ASSESSMENT_TYPE_LABELS: Readonly<Record<CodingAssessmentType, string>> = {
  quiz: 'Quiz',
  exam: 'Exam',
  coding: 'Coding challenge',
  assignment: 'Assignment',
};

export const GROUP_HEADINGS: Readonly<Record<AssessmentGroup, string>> = {
  open: 'Open now',
  upcoming: 'Upcoming',
  done: 'Done',
  closed: 'Closed',
};

const handedIn = (attempt: AssessmentAttempt) => attempt.status === 'submitted' || attempt.status === 'graded';

export function assessmentStanding(
  assessment: Pick<CodingAssessment, 'id' | 'available_from' | 'due_date' | 'max_attempts'>,
  attempts: readonly AssessmentAttempt[],
  now: Date = new Date(),
): AssessmentStanding {
  const own = attempts.filter((attempt) => attempt.assessment === assessment.id);
  const attemptsUsed = own.length;
  const attemptsLeft = assessment.max_attempts ? Math.max(0, assessment.max_attempts - attemptsUsed) : null;
  const running = own.find((attempt) => attempt.status === 'in_progress');
  const finished = own.filter(handedIn);
  const best = [...finished].sort((a, b) => (b.percentage ?? -1) - (a.percentage ?? -1))[0];
  const opensLater = !!assessment.available_from && new Date(assessment.available_from) > now;
  const pastDue = !!assessment.due_date && new Date(assessment.due_date) < now;
  let group: AssessmentGroup;
  if (running && !pastDue) group = 'open';
  else if (opensLater) group = 'upcoming';
  else if (finished.length > 0 && (pastDue || attemptsLeft === 0 || best?.is_passed)) group = 'done';
  else if (pastDue || attemptsLeft === 0) group = finished.length > 0 ? 'done' : 'closed';
  else group = 'open';
  return { group, attemptsLeft, attemptsUsed, running, best };
}

export const attemptsLeftText = (standing: AssessmentStanding): string =>
  standing.attemptsLeft === null
    ? 'Unlimited attempts'
    : standing.attemptsLeft === 1
      ? '1 attempt left'
      : `${standing.attemptsLeft} attempts left`;

/** The list of every assessment, as a breadcrumb. */
export const ASSESSMENTS_CRUMB = { label: 'Assessments', href: links.assessments() } as const;

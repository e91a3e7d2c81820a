/** Labels and badge tones of the contract's exam and report card enums. */
import type { ExamStatus, ExamType, ReportCardStatus } from '@ujuzi/api';

export const keysOf = <K extends string>(record: Record<K, unknown>): K[] => Object.keys(record) as K[];

export const EXAM_TYPE_LABELS: Record<ExamType, string> = {
  cat: 'CAT',
  quiz: 'Quiz',
  midterm: 'Mid-term',
  end_term: 'End of term',
  mock: 'Mock',
  practical: 'Practical',
  project: 'Project',
  final: 'Final',
};

export const EXAM_STATUS_LABELS: Record<ExamStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const EXAM_STATUS_TONES: Record<ExamStatus, 'neutral' | 'info' | 'warning' | 'success' | 'danger'> = {
  draft: 'neutral',
  scheduled: 'info',
  ongoing: 'warning',
  completed: 'success',
  cancelled: 'danger',
};

export const REPORT_CARD_STATUS_LABELS: Record<ReportCardStatus, string> = { draft: 'Draft', published: 'Published' };

/** A person's display name: the full name, else the username. */
export const personName = (person: { get_full_name?: string; username: string }): string =>
  person.get_full_name || person.username;

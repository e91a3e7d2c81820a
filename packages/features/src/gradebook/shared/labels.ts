/** The gradebook's names for the contract's values, and how a score reads. */
import type { CourseGrade, PeerReviewStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const PEER_REVIEW_STATUS_LABELS: Record<PeerReviewStatus, string> = {
  pending: 'Not reviewed yet',
  submitted: 'Reviewed',
  expired: 'Missed the due date',
};
export const PEER_REVIEW_STATUS_TONES: Record<PeerReviewStatus, BadgeTone> = {
  pending: 'warning',
  submitted: 'success',
  expired: 'danger',
};

/** '78.5%' (one decimal at most), '—' when there is none. */
export const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`;

/** 'B+ · 78.5%'. */
export const gradeText = (grade: Pick<CourseGrade, 'letter_grade' | 'score'>): string =>
  `${grade.letter_grade} · ${percent(grade.score)}`;

import type { CodeReview, CodeReviewSeverity } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const SEVERITY_LABELS: Record<CodeReviewSeverity, string> = {
  info: 'Note',
  suggestion: 'Suggestion',
  warning: 'Warning',
  error: 'Error',
};

export const SEVERITY_TONES: Record<CodeReviewSeverity, BadgeTone> = {
  info: 'info',
  suggestion: 'neutral',
  warning: 'warning',
  error: 'danger',
};

/** 'Line 3: const total = …' for a line picker. */
export const lineLabel = (number: number, text: string): string => {
  const shown = text.trim();
  return shown ? `Line ${number}: ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}` : `Line ${number} (blank)`;
};

/** 'Line 3', 'Lines 2–4' or 'Whole answer'. */
export const rangeLabel = (review: Pick<CodeReview, 'line_number' | 'end_line_number'>): string =>
  review.line_number === null || review.line_number === undefined
    ? 'Whole answer'
    : review.end_line_number && review.end_line_number > review.line_number
      ? `Lines ${review.line_number}–${review.end_line_number}`
      : `Line ${review.line_number}`;

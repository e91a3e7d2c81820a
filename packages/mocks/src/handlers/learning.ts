/**
 * The learning group, gathered: study resources, study groups, learning-centre paths, analytics and
 * dashboards, coding assessments, attempts, code reviews and the code editor each live in a
 * learning-*.ts module beside this one.
 */
import type { HttpHandler } from 'msw';
import { assessmentHandlers } from './learning-assessments';
import { ideHandlers } from './learning-ide';
import { codeReviewHandlers } from './learning-code-reviews';
import { attemptHandlers } from './learning-attempts';
import { resourceHandlers } from './learning-resources';
import { groupHandlers } from './learning-groups';
import { learningPathHandlers } from './learning-paths';
import { learningAnalyticsHandlers } from './learning-analytics';

export function learningHandlers(): HttpHandler[] {
  return [
    ...resourceHandlers(),
    ...groupHandlers(),
    ...learningPathHandlers(),
    ...learningAnalyticsHandlers(),
    ...assessmentHandlers(),
    ...attemptHandlers(),
    ...codeReviewHandlers(),
    ...ideHandlers(),
  ];
}

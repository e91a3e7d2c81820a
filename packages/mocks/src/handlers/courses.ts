/**
 * The courses group, gathered: the catalogue, learners, operations, bulk actions and imports, analytics,
 * content, progress and certificates each live in a courses-*.ts module beside this one; what they
 * share is in courses-shared.ts.
 */
import type { HttpHandler } from 'msw';
import { certificateHandlers } from './courses-certificates';
import { contentHandlers } from './courses-content';
import { progressHandlers } from './courses-progress';
import { registerCourseRelations } from './courses-shared';
import { catalogueHandlers } from './courses-catalogue';
import { courseLearnerHandlers } from './courses-learners';
import { courseOperationHandlers } from './courses-operations';
import { courseBulkHandlers } from './courses-bulk';
import { analyticsHandlers } from './courses-analytics';

export function coursesHandlers(): HttpHandler[] {
  registerCourseRelations();
  return [
    ...catalogueHandlers(),
    ...courseLearnerHandlers(),
    ...courseOperationHandlers(),
    ...courseBulkHandlers(),
    ...analyticsHandlers(),
    ...contentHandlers(),
    ...progressHandlers(),
    ...certificateHandlers(),
  ];
}

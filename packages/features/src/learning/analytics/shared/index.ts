/** What the learning-analytics screens share (not a screen of its own). */
export { DaySummary, recentDays, type DaySummaryProps } from './day-summary';
export { formatMinutes } from './format';
export { ANALYTICS_CRUMB } from './crumbs';
export { useCourseNames } from './course-names';

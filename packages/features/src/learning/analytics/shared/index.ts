/** What the learning-analytics screens share (not a screen of its own). */
export { DaySummary, formatMinutes, recentDays, type DaySummaryProps } from './day-summary';
export { ANALYTICS_CRUMB } from './crumbs';
export { useCourseNames } from './course-names';

export { CourseHeader, type CourseCrumb, type CourseHeaderProps } from './course-header';
export { fetchCourseByIdentifier, refreshCourses, useCourseByIdentifier } from './course-lookup';
export * from './labels';
export { useCourseTaxonomy, type CourseTaxonomy } from './taxonomy';
export { ReportTable, type ReportColumn, type ReportTableProps } from './report-table';

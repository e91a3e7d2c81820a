/** Parts the learning screens share (not a screen of its own). */
export {
  buildOutline,
  COURSE_LESSONS_PARAMS,
  MY_COURSES_PARAMS,
  refreshProgress,
  useCourseOutline,
  type CourseOutline,
  type OutlineLesson,
  type OutlineModule,
} from './course-data';
export { COURSES_CRUMB, LearningHeader, type LearningCrumb } from './learning-header';
export { CourseOutlineList, richTextHtml, type CourseSection } from './course-outline';

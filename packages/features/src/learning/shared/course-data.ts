/**
 * The reads every learning screen shares: a course's lessons in study order (§7: module, topic, order;
 * page size 100) grouped by module and topic with each lesson's state. The course by the URL's slug and
 * the caller's access to it (§4, §5) are the kit's (kit/shared/course-access), the materials area reads them too.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Course, CourseStructure, Lesson } from '@ujuzi/api';
import {
  getGetCourseEnrollmentStatusQueryKey,
  getGetCourseStructureQueryKey,
  getListCourseLessonsQueryKey,
  getGetLearningProgressSummaryQueryKey,
  useGetCourseStructure,
  useListCourseLessons,
} from '@ujuzi/api/hooks';
import {
  COURSE_LESSONS_PAGE_SIZE,
  lessonState,
  orderLessons,
  resumeLesson,
  type CourseAccess,
  type LessonState,
} from '@ujuzi/domain';
import { useMemo } from 'react';

/** §7: a course's lessons in study order, one page of 100. */
export const COURSE_LESSONS_PARAMS = {
  ordering: 'module__order,topic__order,order',
  page_size: COURSE_LESSONS_PAGE_SIZE,
} as const;

/** The learner's enrollments as the sidebar's in-progress counter reads them (use-sidebar-counters.ts): one cache, the numbers agree. */
export const MY_COURSES_PARAMS = { page_size: 100 } as const;

export interface OutlineLesson {
  lesson: Lesson;
  state: LessonState;
}
export interface OutlineTopic {
  id: number | null;
  title: string | null;
  lessons: OutlineLesson[];
}
export interface OutlineModule {
  id: number | null;
  title: string;
  topics: OutlineTopic[];
  done: number;
  total: number;
}
export interface CourseOutline {
  modules: OutlineModule[];
  ordered: Lesson[];
  resume: Lesson | undefined;
  done: number;
  total: number;
}

/** Groups the ordered lessons by module and topic with the titles and orders of the course's structure. */
export function buildOutline(
  lessons: readonly Lesson[],
  structure: CourseStructure | undefined,
  access: CourseAccess,
): CourseOutline {
  const moduleOrder = new Map(structure?.modules.map((module) => [module.id, module.order]));
  const topicOrder = new Map(
    structure?.modules.flatMap((module) => module.topics.map((topic) => [topic.id, topic.order] as const)),
  );
  const moduleTitle = new Map(structure?.modules.map((module) => [module.id, module.title]));
  const topicTitle = new Map(
    structure?.modules.flatMap((module) => module.topics.map((topic) => [topic.id, topic.title] as const)),
  );
  const ordered = orderLessons(
    lessons,
    (id) => (id == null ? Number.MAX_SAFE_INTEGER : (moduleOrder.get(id) ?? id)),
    (id) => (id == null ? Number.MAX_SAFE_INTEGER : (topicOrder.get(id) ?? id)),
  );
  const resume = resumeLesson(
    ordered.filter((lesson) => access.kind === 'open' || lesson.is_free_preview || lesson.is_completed),
  );
  const modules: OutlineModule[] = [];
  for (const lesson of ordered) {
    const moduleId = lesson.module ?? null;
    let module = modules.find((candidate) => candidate.id === moduleId);
    if (!module) {
      module = {
        id: moduleId,
        title: (moduleId !== null ? moduleTitle.get(moduleId) : undefined) ?? lesson.module_title ?? 'More lessons',
        topics: [],
        done: 0,
        total: 0,
      };
      modules.push(module);
    }
    const topicId = lesson.topic ?? null;
    let topic = module.topics.find((candidate) => candidate.id === topicId);
    if (!topic) {
      topic = { id: topicId, title: topicId !== null ? (topicTitle.get(topicId) ?? null) : null, lessons: [] };
      module.topics.push(topic);
    }
    topic.lessons.push({ lesson, state: lessonState(lesson, access, resume?.id) });
    module.total += 1;
    if (lesson.is_completed) module.done += 1;
  }
  const done = ordered.filter((lesson) => lesson.is_completed).length;
  return { modules, ordered, resume, done, total: ordered.length };
}

/** The course's outline for the signed-in user, with the reads' states. */
export interface CourseOutlineState {
  outline: CourseOutline | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export function useCourseOutline(course: Course | undefined, access: CourseAccess | undefined): CourseOutlineState {
  const id = course?.id ?? 0;
  const lessons = useListCourseLessons(id, COURSE_LESSONS_PARAMS, { query: { enabled: !!course } });
  const structure = useGetCourseStructure(id, { query: { enabled: !!course } });
  const outline = useMemo(
    () => (lessons.data && access ? buildOutline(lessons.data.results, structure.data, access) : undefined),
    [lessons.data, structure.data, access],
  );
  return {
    outline,
    isPending: lessons.isPending || (structure.isPending && structure.fetchStatus !== 'idle'),
    isError: lessons.isError,
    error: lessons.error,
    refetch: () => void lessons.refetch(),
  };
}

/** After a completion: the course's lessons, its status, the learner's enrollments and the progress summary read again. */
export async function refreshProgress(queryClient: QueryClient, courseId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getListCourseLessonsQueryKey(courseId) }),
    queryClient.invalidateQueries({ queryKey: getGetCourseStructureQueryKey(courseId) }),
    queryClient.invalidateQueries({ queryKey: getGetCourseEnrollmentStatusQueryKey(courseId) }),
    queryClient.invalidateQueries({ queryKey: getGetLearningProgressSummaryQueryKey() }),
    // Every enrollment read (my courses, detailed progress): their keys start with the collection's path.
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/courses/student-enrollments/'),
    }),
  ]);
}

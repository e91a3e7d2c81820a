/**
 * The course's curriculum as one tree (modules → topics → lessons) from the contract's three list
 * operations, and what keeps it fresh after a write.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, formErrorsFromBody, type CourseModule, type CourseTopic, type Lesson } from '@ujuzi/api';
import { useListCourseModules, useListCourseTopics, useListLessons } from '@ujuzi/api/hooks';

/** The words for the contract's LessonType. */
export const LESSON_TYPE_LABELS: Record<Lesson['lesson_type'], string> = {
  text: 'Reading',
  video: 'Video',
  code: 'Coding exercise',
  quiz: 'Quiz',
  assignment: 'Assignment',
  live: 'Live session',
};

/** The builder shows a course's whole curriculum at once: the contract's largest page. */
const ALL = { page_size: 100, ordering: 'order' } as const;

export interface TopicNode {
  topic: CourseTopic;
  lessons: Lesson[];
}

export interface ModuleNode {
  module: CourseModule;
  topics: TopicNode[];
  /** Lessons of the module outside any topic. */
  lessons: Lesson[];
}

export interface Curriculum {
  modules: ModuleNode[];
  /** Lessons outside any module. */
  loose: Lesson[];
  lessonCount: number;
}

const byOrder = <T extends { id: number; order: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.order - b.order || a.id - b.id);

export function buildCurriculum(
  modules: readonly CourseModule[],
  topics: readonly CourseTopic[],
  lessons: readonly Lesson[],
): Curriculum {
  const sortedLessons = byOrder(lessons);
  const moduleIds = new Set(modules.map((row) => row.id));
  const topicIds = new Set(topics.map((row) => row.id));
  return {
    modules: byOrder(modules).map((module) => ({
      module,
      topics: byOrder(topics.filter((topic) => topic.module === module.id)).map((topic) => ({
        topic,
        lessons: sortedLessons.filter((lesson) => lesson.topic === topic.id),
      })),
      lessons: sortedLessons.filter(
        (lesson) => lesson.module === module.id && (lesson.topic == null || !topicIds.has(lesson.topic)),
      ),
    })),
    loose: sortedLessons.filter((lesson) => lesson.module == null || !moduleIds.has(lesson.module)),
    lessonCount: lessons.length,
  };
}

export interface CurriculumQuery {
  data: Curriculum | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

export function useCurriculum(courseId: number): CurriculumQuery {
  const params = { ...ALL, course: courseId };
  const modules = useListCourseModules(params);
  const topics = useListCourseTopics(params);
  const lessons = useListLessons(params);
  const queries = [modules, topics, lessons];
  const data =
    modules.data && topics.data && lessons.data
      ? buildCurriculum(modules.data.results, topics.data.results, lessons.data.results)
      : undefined;
  return {
    data,
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    retry: () => queries.forEach((query) => query.error && void query.refetch()),
  };
}

const CURRICULUM_PATHS = [
  '/courses/modules/',
  '/courses/topics/',
  '/courses/lessons/',
  '/courses/lesson-attachments/',
  '/courses/code-snippets/',
];

/** After a write: the curriculum lists and every cached read of the course (its lesson count). */
export function refreshCurriculum(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return (
        head === 'courses' ||
        (typeof head === 'string' &&
          (head.startsWith('/courses/courses/') || CURRICULUM_PATHS.some((path) => head.startsWith(path))))
      );
    },
  });
}

export function useRefreshCurriculum(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshCurriculum(queryClient);
}

/** The text to show for a refused write: the field's message, the general one, or the failure's. */
export function writeErrorText(error: unknown, field = 'title'): string {
  if (error instanceof ApiError && error.status === 400) {
    const { fields, general } = formErrorsFromBody(error.body);
    return fields[field] ?? general ?? Object.values(fields)[0] ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
}

/**
 * Under a course's overview: what is new in it (courses/updates, the course's change feed) and the courses
 * like it (courses/similar), each linked. Its own chunk, loaded with the overview.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Course, CourseUpdate } from '@ujuzi/api';
import { useListCourseUpdates, useListSimilarCourses } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import { links } from '../../infra/kit';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { LEVEL_LABELS } from '../catalogue/course-labels';

/** Where an update leads: the project, the lessons, or nowhere (the course itself is this page). */
function updateHref(course: Course, update: CourseUpdate): string | undefined {
  if (update.update_type === 'new_project' && update.object_id) return links.course(course.slug, { project: update.object_id });
  if (update.update_type === 'new_lesson' || update.update_type === 'lesson_updated' || update.update_type === 'new_module')
    return links.lessons(course.slug);
  return undefined;
}

function CourseUpdates({ course }: { course: Course }) {
  const query = useListCourseUpdates(course.id, { page_size: 5 });
  return (
    <QueryCard
      title="What’s new"
      query={query}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'Nothing new yet', description: 'New lessons, modules and projects of the course show here.' }}
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Course updates">
          {page.results.map((update) => {
            const href = updateHref(course, update);
            return (
              <Stack as="li" key={update.id} gap="0.5">
                {href ? (
                  <Link href={href} variant="plain">
                    {update.title}
                  </Link>
                ) : (
                  <Text fontWeight="medium">{update.title}</Text>
                )}
                <Text textStyle="xs" color="fg.muted">
                  {[formatDate(update.created_at), update.description].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </QueryCard>
  );
}

function SimilarCourses({ course }: { course: Course }) {
  const query = useListSimilarCourses(course.id, { limit: 4 });
  return (
    <QueryCard
      title="Similar courses"
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={{
        title: 'No similar courses yet',
        action: <Link href={links.courses()}>Browse all courses</Link>,
      }}
    >
      {(rows) => (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Similar courses">
          {rows.map((row) => (
            <Stack as="li" key={row.id} gap="0.5">
              <Link href={links.course(row.slug)} variant="plain">
                {row.title}
              </Link>
              <Text textStyle="xs" color="fg.muted">
                {LEVEL_LABELS[row.level] ?? row.level}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

export function CourseRelated({ course }: { course: Course }) {
  return (
    <Stack gap="5">
      <CourseUpdates course={course} />
      <SimilarCourses course={course} />
    </Stack>
  );
}

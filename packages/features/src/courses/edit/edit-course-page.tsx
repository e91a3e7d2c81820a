/**
 * /dashboard/courses/:id/edit: the course named by the URL (an id, or a slug: service spec §5) in the
 * course form; a course that does not exist, or an answer naming another course, is not found.
 */
import { Stack } from '@chakra-ui/react';
import { ApiError } from '@ujuzi/api';
import { EmptyState, Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, useRouteParams, SLUG_PARAM, links } from '../../infra/kit';
import { CourseHeader, useCourseByIdentifier } from '../shared';

const CourseForm = lazyPart(() => import('../shared/course-form').then((m) => m.CourseForm), '40rem');

export function EditCoursePage() {
  const { id } = useRouteParams({ id: SLUG_PARAM });
  const navigate = useNavigate();
  const query = useCourseByIdentifier(id);
  if (query.error instanceof ApiError && query.error.status === 404) {
    // Service spec §8's text: 'Course with identifier "{x}" not found' (or the identifier's own rule).
    return (
      <Stack gap="6" maxW="56rem">
        <CourseHeader title="Edit course" />
        <EmptyState
          headingLevel="h2"
          title={query.error.message}
          description="It may have been deleted, or the link is wrong. Manage courses lists every course you can edit."
          action={<Link href={links.manageCourses()}>Back to manage courses</Link>}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="6" maxW="56rem">
      <DetailPage
        query={query}
        noun="course"
        notFoundAction={<Link href={links.manageCourses()}>Back to manage courses</Link>}
        header={(course) => (
          <CourseHeader
            title={course ? `Edit ${course.title}` : 'Edit course'}
            trail={course ? [{ label: course.title, href: links.course(course.slug) }] : []}
          />
        )}
        summary={(course) => (
          <CourseForm
            key={course.id}
            course={course}
            onSaved={(saved) => void navigate(links.course(saved.slug))}
            onCancel={() => void navigate(links.course(course.slug))}
          />
        )}
      />
    </Stack>
  );
}

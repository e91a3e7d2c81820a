/** /dashboard/courses/:slug/projects/new: a project for the course the URL names; saved, back to the course. */
import { Stack } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import { CourseHeader, useCourseByIdentifier } from '../shared';

const ProjectForm = lazyPart(() => import('../shared/project-form').then((m) => m.ProjectForm), '36rem');

export function NewProjectPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const navigate = useNavigate();
  const query = useCourseByIdentifier(slug);
  return (
    <Stack gap="6" maxW="56rem">
      <DetailPage
        query={query}
        noun="course"
        notFoundAction={<Link href={links.manageCourses()}>Back to manage courses</Link>}
        header={(course) => (
          <CourseHeader
            title="New project"
            description={course ? `A hands-on project of ${course.title}, handed in and graded.` : undefined}
            trail={course ? [{ label: course.title, href: links.course(course.slug) }] : []}
          />
        )}
        summary={(course) => (
          <ProjectForm
            course={course}
            project={null}
            onSaved={() => void navigate(links.course(course.slug))}
            onCancel={() => void navigate(links.course(course.slug))}
          />
        )}
      />
    </Stack>
  );
}

/**
 * /dashboard/courses/:slug/projects/:projectId/edit: the project in its form; a project of another
 * course than the URL's is not found.
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@ujuzi/api';
import { getCourseProject } from '@ujuzi/api/hooks';
import { Link } from '@ujuzi/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { CourseHeader, MANAGE_COURSES_HREF, courseHref, fetchCourseByIdentifier } from '../shared';

const ProjectForm = lazyPart(() => import('../shared/project-form').then((m) => m.ProjectForm), '36rem');

export function EditProjectPage() {
  const { slug, projectId } = useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['courses', 'project', slug ?? '', projectId ?? ''],
    queryFn: async ({ signal }) => {
      const id = Number(projectId);
      if (!Number.isInteger(id) || id < 1) throw new ApiError('Project not found', 404, 'http');
      const [course, project] = await Promise.all([fetchCourseByIdentifier(slug, signal), getCourseProject(id, { signal })]);
      if (project.course !== course.id) throw new ApiError('Project not found', 404, 'http');
      return { course, project };
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  return (
    <Stack gap="6" maxW="56rem">
      <DetailPage
        query={query}
        noun="project"
        notFoundAction={<Link href={MANAGE_COURSES_HREF}>Back to manage courses</Link>}
        header={(found) => (
          <CourseHeader
            title={found ? `Edit ${found.project.title}` : 'Edit project'}
            trail={found ? [{ label: found.course.title, href: courseHref(found.course.slug) }] : []}
          />
        )}
        summary={({ course, project }) => (
          <ProjectForm
            key={project.id}
            course={course}
            project={project}
            onSaved={() => void navigate(courseHref(course.slug))}
            onCancel={() => void navigate(courseHref(course.slug))}
          />
        )}
      />
    </Stack>
  );
}

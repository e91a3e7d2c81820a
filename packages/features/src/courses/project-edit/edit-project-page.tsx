/**
 * /dashboard/courses/:slug/projects/:projectId/edit: the project in its form, and Delete after a
 * confirmation naming it (back to the course's projects); a project of another course than the URL's is
 * not found.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@ujuzi/api';
import { getCourseProject, useDeleteCourseProject } from '@ujuzi/api/hooks';
import { getCourseProjectPath } from '@ujuzi/api/path-params';
import { Link, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { ActionButton, DetailPage, lazyPart, useRouteParams, SLUG_PARAM, links } from '../../infra/kit';
import { CourseHeader, fetchCourseByIdentifier } from '../shared';

const ProjectForm = lazyPart(() => import('../shared/project-form').then((m) => m.ProjectForm), '36rem');

export function EditProjectPage() {
  const { slug, projectId } = useRouteParams({ slug: SLUG_PARAM, projectId: getCourseProjectPath.id });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteCourseProject();
  const query = useQuery({
    queryKey: ['courses', 'project', slug, String(projectId)],
    queryFn: async ({ signal }) => {
      const [course, project] = await Promise.all([
        fetchCourseByIdentifier(slug, signal),
        getCourseProject(projectId, { signal }),
      ]);
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
        notFoundAction={<Link href={links.manageCourses()}>Back to manage courses</Link>}
        header={(found) => (
          <CourseHeader
            title={found ? `Edit ${found.project.title}` : 'Edit project'}
            trail={found ? [{ label: found.course.title, href: links.course(found.course.slug) }] : []}
          />
        )}
        summary={({ course, project }) => (
          <Stack gap="6">
            <ProjectForm
              key={project.id}
              course={course}
              project={project}
              onSaved={() => void navigate(links.course(course.slug))}
              onCancel={() => void navigate(links.course(course.slug))}
            />
            <Box>
              <ActionButton
                label="Delete project"
                destructive
                variant="outline"
                confirm={{
                  title: `Delete ${project.title}?`,
                  message: `Learners of ${course.title} no longer see it or hand it in. This cannot be undone.`,
                }}
                onRun={async () => {
                  try {
                    await remove.mutateAsync({ id: project.id });
                  } catch (error) {
                    toast.error('Could not delete the project', error instanceof Error ? error.message : undefined);
                    return;
                  }
                  toast.success('Project deleted', project.title);
                  await navigate(links.course(course.slug, { section: 'projects' }));
                  void queryClient.invalidateQueries({
                    predicate: (entry) => typeof entry.queryKey[0] === 'string' && entry.queryKey[0].startsWith('/courses/'),
                  });
                }}
              />
            </Box>
          </Stack>
        )}
      />
    </Stack>
  );
}

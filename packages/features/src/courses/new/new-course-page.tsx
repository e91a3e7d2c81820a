/** /dashboard/courses/new: a teacher or admin starts a course; saved, it opens on its page. */
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { CourseHeader } from '../shared';

const CourseForm = lazyPart(() => import('../shared/course-form').then((m) => m.CourseForm), '40rem');

export function NewCoursePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="56rem">
      <CourseHeader
        title="New course"
        description="Save it as a draft at any point; publish it once it has a description and at least one lesson."
      />
      <CourseForm
        course={null}
        onSaved={(course) => void navigate(links.course(course.slug))}
        onCancel={() => void navigate(links.courses())}
      />
    </Stack>
  );
}

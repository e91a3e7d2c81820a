/** /dashboard/students/new (teachers and management): a new student's account; then their page. */
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { StudentsHeader } from '../shared';

const StudentForm = lazyPart(() => import('../shared/student-form').then((m) => m.StudentForm), '36rem');

export function NewStudentPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="52rem">
      <StudentsHeader
        title="New student"
        description="The learner’s account: they sign in with the username and can then enroll in courses."
      />
      <StudentForm
        student={null}
        onSaved={(saved) => void navigate(links.student(saved.id))}
        onCancel={() => void navigate(links.students())}
      />
    </Stack>
  );
}

/** /dashboard/students/edit/:id (teachers and management): the student's profile, saved; then their page. */
import { Stack } from '@chakra-ui/react';
import { getUserPath } from '@ujuzi/api/path-params';
import { Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, links, useRouteParams } from '../../infra/kit';
import { StudentsHeader, studentName, useStudent } from '../shared';

const StudentForm = lazyPart(() => import('../shared/student-form').then((m) => m.StudentForm), '36rem');

export function EditStudentPage() {
  const query = useStudent(useRouteParams(getUserPath).id);
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="student"
        notFoundAction={<Link href={links.students()}>Back to students</Link>}
        header={(student) => (
          <StudentsHeader
            title={student ? `Edit ${studentName(student)}` : 'Edit student'}
            trail={student ? [{ label: studentName(student), href: links.student(student.id) }] : []}
          />
        )}
        summary={(student) => (
          <StudentForm
            student={student}
            onSaved={(saved) => void navigate(links.student(saved.id))}
            onCancel={() => void navigate(links.student(student.id))}
          />
        )}
      />
    </Stack>
  );
}

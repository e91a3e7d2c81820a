/** /dashboard/students/edit/:id (teachers and management): the student's profile, saved; then their page. */
import { Stack } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { STUDENTS_HREF, StudentsHeader, studentHref, studentName, useStudent } from '../shared';

const StudentForm = lazyPart(() => import('../shared/student-form').then((m) => m.StudentForm), '36rem');

export function EditStudentPage() {
  const params = useParams();
  const query = useStudent(params.id);
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="student"
        notFoundAction={<Link href={STUDENTS_HREF}>Back to students</Link>}
        header={(student) => (
          <StudentsHeader
            title={student ? `Edit ${studentName(student)}` : 'Edit student'}
            trail={student ? [{ label: studentName(student), href: studentHref(student.id) }] : []}
          />
        )}
        summary={(student) => (
          <StudentForm
            student={student}
            onSaved={(saved) => void navigate(studentHref(saved.id))}
            onCancel={() => void navigate(studentHref(student.id))}
          />
        )}
      />
    </Stack>
  );
}

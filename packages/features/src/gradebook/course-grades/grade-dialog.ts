/** The course grade's dialog (add, or override with its reason), its form's code loaded when first opened. */
import type { CourseGrade } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const GradeDialog = lazyFormDialog(() => import('./grade-form').then((module) => module.CourseGradeForm), {
  noun: 'course grade',
  title: (grade: CourseGrade | null) => (grade ? `Override ${displayName(grade.student)}’s grade` : 'Add a course grade'),
  description: (grade) =>
    grade ? `${grade.course.title}: a score away from the computed one needs its reason, kept on the grade.` : null,
  height: '26rem',
});

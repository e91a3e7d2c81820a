/**
 * /dashboard/gradebook/grades/:id: one course grade — the score and letter, whether it is final and
 * passed, the score computed from the learner's work and what it is made of, and a staff override's
 * reason. Staff override it (with a reason), mark it final or draft (partialUpdateCourseGrade) and
 * delete it; the learner (and their parent) read it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseGrade } from '@ujuzi/api';
import {
  getGetCourseGradeQueryKey,
  getListCourseGradesQueryKey,
  useDeleteCourseGrade,
  useGetCourseGrade,
  usePartialUpdateCourseGrade,
} from '@ujuzi/api/hooks';
import { getCourseGradePath } from '@ujuzi/api/path-params';
import { can, displayName, formatDateTime } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GRADEBOOK_CRUMB, GradebookHeader, MY_GRADES_CRUMB, percent } from '../shared';
import { GradeComponents } from './grade-components';
import { GradeDialog } from './grade-dialog';

function GradeActions({ grade }: { grade: CourseGrade }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const patch = usePartialUpdateCourseGrade();
  const remove = useDeleteCourseGrade();
  const finalise = useEntityAction<CourseGrade, boolean>({
    queryKey: getGetCourseGradeQueryKey(grade.id),
    call: (final) => patch.mutateAsync({ id: grade.id, data: { is_final: final } }),
    optimistic: (current, final) => ({ ...current, is_final: final }),
    success: (final) => (final ? 'Grade marked final' : 'Grade marked as draft'),
    failure: 'Could not change the grade’s status',
    invalidate: [getListCourseGradesQueryKey()],
  });
  const name = `${displayName(grade.student)}’s grade in ${grade.course.title}`;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant="outline"
        onClick={() => setEditing(true)}
        onPointerEnter={GradeDialog.preload}
        onFocus={GradeDialog.preload}
      >
        <Pencil aria-hidden="true" /> Override grade
      </Button>
      <ActionButton
        label={grade.is_final ? 'Mark as draft' : 'Mark final'}
        variant="outline"
        confirm={{
          title: grade.is_final ? `Mark ${name} as draft?` : `Mark ${name} final?`,
          message: grade.is_final
            ? 'Draft grades may still change and are left off certificates and transcripts.'
            : 'Final grades are the ones on certificates and transcripts.',
        }}
        pending={finalise.pending}
        onRun={() => finalise.run(!grade.is_final)}
      />
      <ActionButton
        label="Delete grade"
        destructive
        confirm={{ title: `Delete ${name}?`, message: 'The grade is removed; this cannot be undone.', confirmLabel: 'Delete' }}
        onRun={async () => {
          await remove.mutateAsync({ id: grade.id });
          void navigate(links.gradebook({ course: grade.course.id }));
        }}
      />
      <GradeDialog item={grade} open={editing} onOpenChange={setEditing} />
    </HStack>
  );
}

function Learner({ grade }: { grade: CourseGrade }) {
  const href = links.person(grade.student);
  return href ? <EntityLink href={href}>{displayName(grade.student)}</EntityLink> : <>{displayName(grade.student)}</>;
}

export function CourseGradePage() {
  const { id } = useRouteParams(getCourseGradePath);
  const { user } = useSession();
  const manage = can(user, 'courseGrade.manage');
  const query = useGetCourseGrade(id);
  const crumb = manage ? GRADEBOOK_CRUMB : MY_GRADES_CRUMB;
  return (
    <DetailPage
      query={query}
      noun="course grade"
      notFoundAction={<Link href={crumb.href}>Back to {crumb.label.toLowerCase()}</Link>}
      header={(grade) => (
        <GradebookHeader
          title={grade ? `${grade.course.title}: ${displayName(grade.student)}` : 'Course grade'}
          trail={[crumb]}
          current={crumb.href}
          description={
            grade ? (
              <HStack gap="2" wrap="wrap">
                <Badge tone={grade.is_passed ? 'success' : 'danger'}>{grade.is_passed ? 'Passed' : 'Not passed'}</Badge>
                <Badge tone={grade.is_final ? 'info' : 'neutral'}>{grade.is_final ? 'Final' : 'Draft'}</Badge>
                {grade.is_overridden ? <Badge tone="warning">Overridden by staff</Badge> : null}
              </HStack>
            ) : undefined
          }
          actions={grade && manage ? <GradeActions grade={grade} /> : undefined}
        />
      )}
      summary={(grade) => (
        <Stack gap="5">
          <Card title="The grade" headingLevel={2}>
            <DetailFields>
              <DetailField label="Grade">
                <Text as="span" fontSize="xl" fontWeight="bold">
                  {grade.letter_grade}
                </Text>{' '}
                {percent(grade.score)}
                {grade.grade_points !== null && grade.grade_points !== undefined ? ` · ${grade.grade_points} points` : ''}
              </DetailField>
              <DetailField label="Computed from the work">{percent(grade.computed_score)}</DetailField>
              {grade.is_overridden ? <DetailField label="Reason for the override">{grade.override_reason}</DetailField> : null}
              <DetailField label="Learner">
                <Learner grade={grade} />
              </DetailField>
              <DetailField label="Course">
                <EntityLink href={links.course(grade.course.slug)}>{grade.course.title}</EntityLink>
              </DetailField>
              {grade.remarks ? <DetailField label="Remarks">{grade.remarks}</DetailField> : null}
              <DetailField label="Graded">
                {grade.graded_at ? formatDateTime(grade.graded_at) : '—'}
                {grade.graded_by ? ` by ${displayName(grade.graded_by)}` : ''}
              </DetailField>
            </DetailFields>
          </Card>
          <GradeComponents grade={grade} />
        </Stack>
      )}
    />
  );
}

/**
 * /dashboard/assessments/exams/:slug (staff): one exam — its type, term, class, dates, marks and status,
 * its subjects (each linked to the subject) — and its marks: every result recorded, with grade and
 * position, each student linked. Staff record or correct a mark, publish every result at once, and edit
 * or delete the exam.
 */
import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Exam } from '@ujuzi/api';
import { useListExamResults, useListExams } from '@ujuzi/api/hooks';
import { can, formatDate, formatPercentage } from '@ujuzi/domain';
import { Badge, Button, Card, Dialog, EmptyState, ErrorState, Link, SimpleTable, SkeletonText } from '@ujuzi/ui';
import { Pencil, Plus } from 'lucide-react';
import { useSession } from '../../infra/session/session-context';
import { DeleteExam, DeleteResult, GradingSystemLink, PublishResults } from './exam-actions';
import { useState, type ReactNode } from 'react';
import {
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  errorMessage,
  lazyPart,
  useRouteParams,
  SLUG_PARAMS,
  links,
} from '../../infra/kit';
import { AssessmentsHeader, EXAMS_CRUMB, EXAM_STATUS_LABELS, EXAM_STATUS_TONES, EXAM_TYPE_LABELS, personName } from '../shared';

const RecordMarkForm = lazyPart(() => import('./record-mark-form').then((module) => module.RecordMarkForm), '20rem');
const ExamForm = lazyPart(() => import('../exams/exam-form').then((module) => module.ExamForm), '24rem');

function Marks({ exam }: { exam: Exam }) {
  const query = useListExamResults({ exam: exam.id, page_size: 500 });
  const [recording, setRecording] = useState(false);
  const { user } = useSession();
  const manage = can(user, 'exam.manage');
  const results = [...(query.data?.results ?? [])].sort(
    (a, b) => personName(a.student).localeCompare(personName(b.student)) || a.subject.name.localeCompare(b.subject.name),
  );
  const record = (
    <Button onClick={() => setRecording(true)} onPointerEnter={RecordMarkForm.preload} onFocus={RecordMarkForm.preload}>
      <Plus aria-hidden="true" /> Record a mark
    </Button>
  );
  let body: ReactNode;
  if (query.isPending) body = <SkeletonText lines={4} />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title="Could not load the marks"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (results.length === 0)
    body = (
      <EmptyState
        headingLevel="h3"
        title="No marks recorded yet"
        description="Record each student's marks per subject; grades follow the exam's grading system."
        action={record}
      />
    );
  else
    body = (
      <Box overflowX="auto">
        <SimpleTable.Root size="sm">
          <SimpleTable.Caption srOnly>Marks of {exam.title}</SimpleTable.Caption>
          <SimpleTable.Header>
            <SimpleTable.Row>
              <SimpleTable.ColumnHeader>Student</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Subject</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader textAlign="end">Marks</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader textAlign="end">%</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Grade</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader textAlign="end">Position</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Published</SimpleTable.ColumnHeader>
              {manage ? (
                <SimpleTable.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </SimpleTable.ColumnHeader>
              ) : null}
            </SimpleTable.Row>
          </SimpleTable.Header>
          <SimpleTable.Body>
            {results.map((row) => (
              <SimpleTable.Row key={row.id}>
                <SimpleTable.ColumnHeader scope="row" fontWeight="normal">
                  <EntityLink href={links.student(row.student.id)}>{personName(row.student)}</EntityLink>
                </SimpleTable.ColumnHeader>
                <SimpleTable.Cell>{row.subject.name}</SimpleTable.Cell>
                <SimpleTable.Cell textAlign="end">
                  {row.marks_obtained}/{row.total_marks}
                </SimpleTable.Cell>
                <SimpleTable.Cell textAlign="end">{formatPercentage(row.percentage)}</SimpleTable.Cell>
                <SimpleTable.Cell>
                  <Badge tone={row.passed === false ? 'danger' : 'success'}>{row.grade ?? '—'}</Badge>
                </SimpleTable.Cell>
                <SimpleTable.Cell textAlign="end">{row.position ?? '—'}</SimpleTable.Cell>
                <SimpleTable.Cell>{row.is_published ? 'Yes' : 'No'}</SimpleTable.Cell>
                {manage ? (
                  <SimpleTable.Cell textAlign="end">
                    <DeleteResult result={row} student={personName(row.student)} />
                  </SimpleTable.Cell>
                ) : null}
              </SimpleTable.Row>
            ))}
          </SimpleTable.Body>
        </SimpleTable.Root>
      </Box>
    );
  return (
    <Card
      title="Marks"
      headingLevel={2}
      description={`${results.length} recorded · out of ${exam.total_marks}, pass mark ${exam.pass_mark}`}
      actions={
        results.length > 0 ? (
          <HStack gap="2" wrap="wrap">
            {can(user, 'results.publish') ? <PublishResults exam={exam} results={results} /> : null}
            {record}
          </HStack>
        ) : undefined
      }
    >
      {body}
      <Dialog
        open={recording}
        onOpenChange={setRecording}
        title="Record a mark"
        description={`${exam.title}: out of ${exam.total_marks}.`}
      >
        {recording ? <RecordMarkForm exam={exam} results={results} onDone={() => setRecording(false)} /> : null}
      </Dialog>
    </Card>
  );
}

export function ExamPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const list = useListExams({ slug, page_size: 1 });
  const exam = list.data?.results[0];
  const query =
    list.isSuccess && !exam
      ? { ...list, isPending: false, isError: true, error: { status: 404 }, data: undefined }
      : { ...list, data: exam };
  const [editing, setEditing] = useState(false);
  return (
    <DetailPage
      query={query}
      noun="exam"
      notFoundAction={<Link href={links.exams()}>Back to exams</Link>}
      header={(found) => (
        <AssessmentsHeader
          title={found ? found.title : 'Exam'}
          trail={[EXAMS_CRUMB]}
          current={links.exams()}
          description={
            found ? <Badge tone={EXAM_STATUS_TONES[found.status]}>{EXAM_STATUS_LABELS[found.status]}</Badge> : undefined
          }
          actions={
            found ? (
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={ExamForm.preload}>
                  <Pencil aria-hidden="true" /> Edit exam
                </Button>
                <DeleteExam exam={found} />
              </HStack>
            ) : undefined
          }
        />
      )}
      summary={(found) => (
        <Stack gap="5">
          <Card title="About this exam" headingLevel={2}>
            <Stack gap="4">
              <DetailFields>
                <DetailField label="Type">{EXAM_TYPE_LABELS[found.exam_type]}</DetailField>
                <DetailField label="Term">{found.academic_term_name ?? '—'}</DetailField>
                <DetailField label="Class">
                  {found.class_level_name ? (
                    <EntityLink href={links.classes()}>{found.class_level_name}</EntityLink>
                  ) : (
                    'All classes'
                  )}
                </DetailField>
                <DetailField label="Dates">
                  {formatDate(found.start_date)} – {formatDate(found.end_date)}
                </DetailField>
                <DetailField label="Out of">{found.total_marks} marks</DetailField>
                <DetailField label="Pass mark">{found.pass_mark}</DetailField>
                <DetailField label="Grading system">
                  <GradingSystemLink id={found.grading_system} />
                </DetailField>
                <DetailField label="Results">{found.results_published ? 'Published' : 'Not published'}</DetailField>
                <DetailField label="Set by">{found.created_by ? personName(found.created_by) : '—'}</DetailField>
              </DetailFields>
              <HStack gap="2" wrap="wrap" as="ul" listStyleType="none" aria-label="Subjects">
                {(found.subjects ?? []).map((subject) => (
                  <Box as="li" key={subject.id}>
                    {subject.slug ? (
                      <EntityLink href={links.subject(subject.slug)}>{subject.name}</EntityLink>
                    ) : (
                      <Text>{subject.name}</Text>
                    )}
                  </Box>
                ))}
              </HStack>
              {found.instructions ? <Text color="fg.muted">{found.instructions}</Text> : null}
            </Stack>
          </Card>
          <Marks exam={found} />
          <Dialog open={editing} onOpenChange={setEditing} title="Edit exam" description={found.title}>
            {editing ? <ExamForm item={found} onDone={() => setEditing(false)} /> : null}
          </Dialog>
        </Stack>
      )}
    />
  );
}

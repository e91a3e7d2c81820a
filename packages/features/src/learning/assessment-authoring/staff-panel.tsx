/**
 * The staff side of an assessment's page: edit it, publish or unpublish it, delete it (with its questions
 * and attempts, after a confirmation naming it), open its attempts to grade,
 * and its questions — each with its kind, points and, for code, its test cases (hidden ones marked) —
 * with forms to add a question and a test case, and its results (analytics). Loaded lazily by the
 * assessment page for staff only.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion, CodingAssessment } from '@ujuzi/api';
import { useDeleteCodingAssessment, useListAssessmentQuestions, useToggleCodingAssessmentPublished } from '@ujuzi/api/hooks';
import { Badge, Button, Card, Dialog, EmptyState, ErrorState, SkeletonText, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, EntityLink, lazyPart, links } from '../../infra/kit';
import { refreshAssessments } from './refresh';

const AssessmentForm = lazyPart(() => import('./assessment-form').then((m) => m.AssessmentForm), '40rem');
const QuestionForm = lazyPart(() => import('./question-form').then((m) => m.QuestionForm), '30rem');
const TestCaseForm = lazyPart(() => import('./test-case-form').then((m) => m.TestCaseForm), '14rem');
const QuestionEditor = lazyPart(() => import('../question-editor').then((m) => m.QuestionEditor), '24rem');
const AssessmentAnalytics = lazyPart(() => import('../assessment-analytics').then((m) => m.AssessmentAnalytics), '20rem');

const TYPE_LABELS: Record<AssessmentQuestion['question_type'], string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
  code: 'Code',
};

function Question({ question, index }: { question: AssessmentQuestion; index: number }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const tests = question.test_cases ?? [];
  return (
    <Stack as="li" gap="2" borderTopWidth={index ? '1px' : undefined} borderColor="border" pt={index ? '3' : undefined}>
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text fontWeight="medium">{`${index + 1}. ${question.question_text}`}</Text>
        <HStack gap="2">
          <Badge>{TYPE_LABELS[question.question_type]}</Badge>
          <Badge tone="info">{`${question.points} ${question.points === 1 ? 'point' : 'points'}`}</Badge>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} onFocus={QuestionEditor.preload}>
            {`Edit question ${index + 1}`}
          </Button>
        </HStack>
      </HStack>
      {question.question_type === 'code' ? (
        <Stack gap="1" textStyle="sm">
          <Text color="fg.muted">
            {`${tests.length} test ${tests.length === 1 ? 'case' : 'cases'}, ${tests.filter((test) => test.is_hidden).length} hidden`}
          </Text>
          {tests.length ? (
            <Stack as="ul" listStyle="none" gap="1">
              {tests.map((test) => (
                <HStack as="li" key={test.id} gap="2" wrap="wrap">
                  <Badge tone={test.is_hidden ? 'warning' : 'neutral'}>{test.is_hidden ? 'Hidden' : 'Visible'}</Badge>
                  <Text as="span" fontFamily="mono" wordBreak="break-all">
                    {`${JSON.stringify(test.input)} → ${JSON.stringify(test.expected_output)}`}
                  </Text>
                  <Text as="span" color="fg.muted">{`weight ${test.weight ?? 1}`}</Text>
                </HStack>
              ))}
            </Stack>
          ) : null}
          {adding ? (
            <TestCaseForm questionId={question.id} onDone={() => setAdding(false)} />
          ) : (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)} onFocus={TestCaseForm.preload}>
              {`Add a test case to question ${index + 1}`}
            </Button>
          )}
        </Stack>
      ) : null}
      <Dialog open={editing} onOpenChange={setEditing} size="lg" title={`Edit question ${index + 1}`}>
        {editing ? <QuestionEditor questionId={question.id} number={index + 1} onDone={() => setEditing(false)} /> : null}
      </Dialog>
    </Stack>
  );
}

export function StaffAssessmentPanel({ assessment }: { assessment: CodingAssessment }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [addingQuestion, setAddingQuestion] = useState(false);
  const questions = useListAssessmentQuestions({ assessment: assessment.id, page_size: 100, ordering: 'order' });
  const toggle = useToggleCodingAssessmentPublished();
  const remove = useDeleteCodingAssessment();
  const navigate = useNavigate();
  const list = questions.data?.results ?? [];
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => setEditing(true)} onFocus={AssessmentForm.preload}>
          Edit assessment
        </Button>
        <ActionButton
          label={assessment.is_published ? 'Unpublish' : 'Publish'}
          variant="outline"
          confirm={{
            title: `${assessment.is_published ? 'Unpublish' : 'Publish'} ${assessment.title}?`,
            message: assessment.is_published
              ? 'Learners no longer see it; attempts already made stay.'
              : 'Learners of the course can take it from its opening date.',
          }}
          onRun={async () => {
            const answer = await toggle.mutateAsync({ id: assessment.id });
            toast.success(answer.message);
            await refreshAssessments(queryClient);
          }}
        />
        <ActionButton
          label="Delete assessment"
          destructive
          variant="outline"
          confirm={{
            title: `Delete ${assessment.title}?`,
            message: `Its ${assessment.questions_count ?? 0} questions and ${assessment.attempts_count ?? 0} attempts are deleted with it. This cannot be undone.`,
          }}
          onRun={async () => {
            try {
              await remove.mutateAsync({ id: assessment.id });
            } catch (error) {
              toast.error('Could not delete the assessment', error instanceof Error ? error.message : undefined);
              return;
            }
            toast.success('Assessment deleted', assessment.title);
            await navigate(links.assessments());
            void refreshAssessments(queryClient);
          }}
        />
        <EntityLink href={links.attempts({ assessment: assessment.id })}>
          {`Attempts to grade (${assessment.attempts_count ?? 0} in all)`}
        </EntityLink>
        <Badge tone={assessment.is_published ? 'success' : 'warning'}>{assessment.is_published ? 'Published' : 'Draft'}</Badge>
      </HStack>
      <AssessmentAnalytics assessment={assessment} />
      <Card
        title="Questions"
        headingLevel={2}
        actions={
          addingQuestion ? null : (
            <Button size="sm" onClick={() => setAddingQuestion(true)} onFocus={QuestionForm.preload}>
              Add question
            </Button>
          )
        }
      >
        <Stack gap="4">
          {questions.isPending ? (
            <SkeletonText lines={3} />
          ) : questions.isError ? (
            <ErrorState
              headingLevel="h3"
              title="The questions could not be loaded"
              message={questions.error.message}
              onRetry={() => void questions.refetch()}
            />
          ) : list.length === 0 && !addingQuestion ? (
            <EmptyState
              headingLevel="h3"
              title="No questions yet"
              description="Add multiple-choice, true/false, short-answer or code questions; code questions run against test cases."
              action={<Button onClick={() => setAddingQuestion(true)}>Add the first question</Button>}
            />
          ) : (
            <Stack as="ol" listStyle="none" gap="3">
              {list.map((question, index) => (
                <Question key={question.id} question={question} index={index} />
              ))}
            </Stack>
          )}
          {addingQuestion ? (
            <QuestionForm assessmentId={assessment.id} order={list.length} onDone={() => setAddingQuestion(false)} />
          ) : null}
        </Stack>
      </Card>
      <Dialog open={editing} onOpenChange={setEditing} size="lg" title="Edit assessment">
        {editing ? (
          <AssessmentForm assessment={assessment} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : null}
      </Dialog>
    </Stack>
  );
}

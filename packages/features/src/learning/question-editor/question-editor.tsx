/**
 * A question of an assessment opened for editing (learning/questions/{id}): its text, points, answer or code
 * and explanation saved with PATCH, its test cases read from questions/{id}/test_cases, and Delete with a
 * confirmation. Options of a multiple-choice question and the test cases keep their own forms.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion } from '@ujuzi/api';
import {
  useDeleteAssessmentQuestion,
  useGetAssessmentQuestion,
  useListQuestionTestCases,
  usePartialUpdateAssessmentQuestion,
} from '@ujuzi/api/hooks';
import { zPartialUpdateAssessmentQuestionBody } from '@ujuzi/api/schemas';
import { Badge, Button, ConfirmDialog, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState } from '../../infra/kit';
import { ContractForm, FormNumberField, FormTextareaField, FormTextField, useContractForm } from '../../infra/kit/forms';
import { refreshAssessments } from '../assessment-authoring/refresh';

export const QUESTION_TEXT_REQUIRED = 'This field may not be blank.';

export interface QuestionEditorProps {
  questionId: number;
  /** The question's number in the assessment ('Question 2'). */
  number: number;
  onDone: () => void;
}

export function QuestionEditor({ questionId, number, onDone }: QuestionEditorProps) {
  const question = useGetAssessmentQuestion(questionId);
  return (
    <QueryState query={question} noun="the question" size="sm" headingLevel="h3" loadingLines={6}>
      {(data) => (
        <Stack gap="5">
          <EditForm question={data} onDone={onDone} />
          {data.question_type === 'code' ? <TestCases questionId={data.id} /> : null}
          <DeleteQuestion question={data} number={number} onDone={onDone} />
        </Stack>
      )}
    </QueryState>
  );
}

function EditForm({ question, onDone }: { question: AssessmentQuestion; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateAssessmentQuestion();
  const code = question.question_type === 'code';
  const form = useContractForm({
    schema: zPartialUpdateAssessmentQuestionBody,
    rules: (values): Record<string, string> => (values.question_text?.trim() ? {} : { question_text: QUESTION_TEXT_REQUIRED }),
    defaultValues: {
      question_text: question.question_text,
      points: question.points,
      explanation: question.explanation ?? '',
      ...(code
        ? { starter_code: question.starter_code ?? '', solution_code: question.solution_code ?? '' }
        : question.question_type === 'multiple_choice'
          ? {}
          : { correct_answer: question.correct_answer ?? '' }),
    },
    send: (data) => update.mutateAsync({ id: question.id, data }),
    onSuccess: () => {
      toast.success('Question saved');
      void refreshAssessments(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save question" onCancel={onDone} aria-label="Edit question" guardLeaving={false}>
      <FormTextareaField name="question_text" label="Question" rows={3} />
      <FormNumberField name="points" label="Points" decimal />
      {question.question_type === 'true_false' || question.question_type === 'short_answer' ? (
        <FormTextField
          name="correct_answer"
          label={question.question_type === 'true_false' ? 'Correct answer (true or false)' : 'Expected answer'}
        />
      ) : null}
      {code ? (
        <>
          <FormTextareaField name="starter_code" label="Starter code" rows={4} />
          <FormTextareaField name="solution_code" label="Model solution" rows={4} helpText="Staff only." />
        </>
      ) : null}
      <FormTextareaField name="explanation" label="Explanation" rows={2} helpText="Shown with the results." />
    </ContractForm>
  );
}

function TestCases({ questionId }: { questionId: number }) {
  const tests = useListQuestionTestCases(questionId);
  return (
    <Stack as="section" aria-label="Test cases" gap="2">
      <Text fontWeight="medium">Test cases</Text>
      <QueryState
        query={tests}
        noun="the test cases"
        size="sm"
        headingLevel="h4"
        loadingLines={2}
        empty={{ title: 'No test cases yet', description: 'Add one from the question in the list.' }}
      >
        {(rows) => (
          <Stack as="ul" listStyle="none" gap="1" textStyle="sm">
            {rows.map((test) => (
              <li key={test.id}>
                <Badge tone={test.is_hidden ? 'warning' : 'neutral'}>{test.is_hidden ? 'Hidden' : 'Visible'}</Badge>{' '}
                <Text as="span" fontFamily="mono" wordBreak="break-all">
                  {`${JSON.stringify(test.input ?? '')} → ${JSON.stringify(test.expected_output)}`}
                </Text>
                <Text as="span" color="fg.muted">{` weight ${test.weight ?? 1}`}</Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function DeleteQuestion({ question, number, onDone }: { question: AssessmentQuestion; number: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useDeleteAssessmentQuestion();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Box>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {`Delete question ${number}`}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete question ${number}?`}
        message="The question and its test cases are deleted. This cannot be undone."
        confirmLabel="Delete question"
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ id: question.id });
          } catch (error) {
            toast.error('Could not delete the question', error instanceof Error ? error.message : undefined);
            throw error;
          }
          toast.success('Question deleted');
          await refreshAssessments(queryClient);
          onDone();
        }}
      />
    </>
  );
}

/**
 * A question of an assessment opened for editing (learning/questions/{id}): its text, points, options or
 * answer or code, and explanation saved with PATCH; its test cases (questions/{id}/test_cases), each
 * edited or deleted in place; and Delete with a confirmation.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion } from '@ujuzi/api';
import { useDeleteAssessmentQuestion, useGetAssessmentQuestion } from '@ujuzi/api/hooks';
import { Button, ConfirmDialog, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState } from '../../infra/kit';
import { refreshAssessments } from '../assessment-authoring/refresh';
import { QuestionEditForm } from './question-edit-form';
import { TestCases } from './test-cases';

export { QUESTION_TEXT_REQUIRED } from './question-edit-form';

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
          <QuestionEditForm question={data} onDone={onDone} />
          {data.question_type === 'code' ? <TestCases questionId={data.id} /> : null}
          <DeleteQuestion question={data} number={number} onDone={onDone} />
        </Stack>
      )}
    </QueryState>
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

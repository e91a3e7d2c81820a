/**
 * A code question's test cases (questions/{id}/test_cases), each changed or deleted in place. The contract
 * keeps test cases through their question: PATCH learning/questions/{id} with `test_cases` sends the whole
 * list, each case with its `id` so it is updated in place and keeps it; an edit sends the list with that
 * one case changed, a delete leaves it out.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuestionTestCase, QuestionTestCaseItemRequest, QuestionTestCaseRequest } from '@ujuzi/api';
import { useListQuestionTestCases, usePartialUpdateAssessmentQuestion } from '@ujuzi/api/hooks';
import { zAddQuestionTestCaseBody } from '@ujuzi/api/schemas';
import { Badge, Button, ConfirmDialog, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState } from '../../infra/kit';
import { ContractForm, FormNumberField, FormSwitch, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { refreshAssessments } from '../assessment-authoring/refresh';

const asRequest = (test: QuestionTestCase, index: number): QuestionTestCaseRequest => ({
  description: test.description ?? '',
  input: test.input ?? '',
  expected_output: test.expected_output ?? '',
  is_hidden: test.is_hidden ?? false,
  weight: test.weight ?? 1,
  order: test.order ?? index + 1,
});

/** Sends the question's test cases with the one at `at` replaced (or left out when `replacement` is null). */
function useReplaceTestCase(questionId: number, rows: readonly QuestionTestCase[]) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateAssessmentQuestion();
  return async (at: number, replacement: QuestionTestCaseRequest | null) => {
    const tests = rows.flatMap((row, index): QuestionTestCaseItemRequest[] => {
      const test = index === at ? replacement : asRequest(row, index);
      return test ? [{ ...test, id: row.id }] : [];
    });
    const saved = await update.mutateAsync({ id: questionId, data: { test_cases: tests } });
    await refreshAssessments(queryClient);
    return saved;
  };
}

function TestCaseEditForm({
  test,
  index,
  save,
  onDone,
}: {
  test: QuestionTestCase;
  index: number;
  save: (at: number, replacement: QuestionTestCaseRequest) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useContractForm({
    schema: zAddQuestionTestCaseBody,
    defaultValues: asRequest(test, index),
    send: (data) => save(index, { ...data, order: test.order ?? index + 1 }),
    onSuccess: () => {
      toast.success('Test case saved');
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel="Save test case"
      onCancel={onDone}
      aria-label={`Edit test case ${index + 1}`}
      guardLeaving={false}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextareaField name="input" label="Input" rows={2} />
        <FormTextareaField name="expected_output" label="Expected output" rows={2} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormSwitch name="is_hidden" label="Hidden" helpText="Learners see only whether it passed." />
        <FormNumberField name="weight" label="Weight" decimal />
      </SimpleGrid>
    </ContractForm>
  );
}

function TestCaseRow({ rows, index, questionId }: { rows: readonly QuestionTestCase[]; index: number; questionId: number }) {
  const test = rows[index] as QuestionTestCase;
  const replace = useReplaceTestCase(questionId, rows);
  const [editing, setEditing] = useState(false);
  if (editing) return <TestCaseEditForm test={test} index={index} save={replace} onDone={() => setEditing(false)} />;
  return (
    <HStack gap="2" wrap="wrap" justify="space-between">
      <Text as="span" textStyle="sm">
        <Badge tone={test.is_hidden ? 'warning' : 'neutral'}>{test.is_hidden ? 'Hidden' : 'Visible'}</Badge>{' '}
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {`${JSON.stringify(test.input ?? '')} → ${JSON.stringify(test.expected_output)}`}
        </Text>
        <Text as="span" color="fg.muted">{` weight ${test.weight ?? 1}`}</Text>
      </Text>
      <HStack gap="1">
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {`Edit test case ${index + 1}`}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost">
              {`Delete test case ${index + 1}`}
            </Button>
          }
          title={`Delete test case ${index + 1}?`}
          message="Attempts already graded keep their results. This cannot be undone."
          confirmLabel="Delete test case"
          destructive
          onConfirm={async () => {
            try {
              await replace(index, null);
            } catch (error) {
              toast.error('Could not delete the test case', error instanceof Error ? error.message : undefined);
              throw error;
            }
            toast.success('Test case deleted');
          }}
        />
      </HStack>
    </HStack>
  );
}

export function TestCases({ questionId }: { questionId: number }) {
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
          <Stack as="ul" listStyle="none" gap="2">
            {rows.map((test, index) => (
              <li key={test.id}>
                <TestCaseRow rows={rows} index={index} questionId={questionId} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** One more test case of a code question (add_test_case): input, expected output, hidden or visible, weight. */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAddQuestionTestCase } from '@ujuzi/api/hooks';
import { zAddQuestionTestCaseBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormNumberField, FormSwitch, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { refreshAssessments } from './refresh';

export function TestCaseForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const add = useAddQuestionTestCase();
  const form = useContractForm({
    schema: zAddQuestionTestCaseBody,
    defaultValues: { input: '', expected_output: '', is_hidden: true, weight: 1 },
    send: (data) => add.mutateAsync({ id: questionId, data }),
    onSuccess: (saved) => {
      toast.success(saved.is_hidden ? 'Hidden test case added' : 'Test case added');
      void refreshAssessments(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Add test case" onCancel={onDone} aria-label="New test case" guardLeaving={false}>
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

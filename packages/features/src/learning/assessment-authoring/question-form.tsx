/**
 * A new question of an assessment: the contract's AssessmentQuestionRequest through the form kit. Multiple
 * choice takes its options one per line and the correct one; true/false and short answers their expected
 * answer; a code question its language, starter and model code and its first test case (input, expected
 * output, hidden or visible, weight). Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateAssessmentQuestion } from '@ujuzi/api/hooks';
import { zCreateAssessmentQuestionBody } from '@ujuzi/api/schemas';
import { LANGUAGE_OPTIONS } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { refreshAssessments } from './refresh';

export const QUESTION_TYPES = [
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'true_false', label: 'True or false' },
  { value: 'short_answer', label: 'Short answer' },
  { value: 'code', label: 'Code' },
];

/** The body with the options typed one per line and the first test case of a code question. */
const zQuestionForm = zCreateAssessmentQuestionBody.omit({ options: true, test_cases: true }).extend({
  options_text: z.string().optional(),
  test_input: z.string().optional(),
  test_expected: z.string().optional(),
  test_hidden: z.boolean().optional(),
  test_weight: z.number().min(0).optional(),
});

const KEYS = 'abcdefghij';

export const QUESTION_MESSAGES = {
  twoOptions: 'Give at least two options, one per line.',
  correctOption: 'Choose the correct option.',
  expectedOutput: 'Give the expected output of the first test case.',
  language: 'Choose the language of the code.',
} as const;

export interface QuestionFormProps {
  assessmentId: number;
  /** Where the question goes in the order. */
  order: number;
  onDone: () => void;
}

export function QuestionForm({ assessmentId, order, onDone }: QuestionFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateAssessmentQuestion();
  const form = useContractForm({
    schema: zQuestionForm,
    rules: (values): Record<string, string> => {
      const options = (values.options_text ?? '').split('\n').filter((line) => line.trim());
      if (values.question_type === 'multiple_choice') {
        if (options.length < 2) return { options_text: QUESTION_MESSAGES.twoOptions };
        if (!values.correct_answer || !KEYS.slice(0, options.length).includes(values.correct_answer))
          return { correct_answer: QUESTION_MESSAGES.correctOption };
      }
      if (values.question_type === 'code') {
        if (!values.language) return { language: QUESTION_MESSAGES.language };
        if (!values.test_expected?.trim()) return { test_expected: QUESTION_MESSAGES.expectedOutput };
      }
      return {};
    },
    defaultValues: {
      assessment: assessmentId,
      question_type: 'multiple_choice',
      question_text: '',
      points: 1,
      order,
      options_text: '',
      correct_answer: null,
      explanation: '',
      language: null,
      starter_code: '',
      solution_code: '',
      test_input: '',
      test_expected: '',
      test_hidden: true,
      test_weight: 1,
    },
    send: ({ options_text, test_input, test_expected, test_hidden, test_weight, ...body }) => {
      const lines = (options_text ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const code = body.question_type === 'code';
      return create.mutateAsync({
        data: {
          ...body,
          correct_answer: code ? null : body.correct_answer,
          language: code ? body.language : null,
          options:
            body.question_type === 'multiple_choice'
              ? lines.map((text, index) => ({
                  key: KEYS[index] ?? String(index),
                  text,
                  is_correct: KEYS[index] === body.correct_answer,
                }))
              : [],
          test_cases: code
            ? [
                {
                  input: test_input ?? '',
                  expected_output: test_expected ?? '',
                  is_hidden: test_hidden ?? true,
                  weight: test_weight ?? 1,
                },
              ]
            : [],
        },
      });
    },
    onSuccess: () => {
      toast.success('Question added');
      void refreshAssessments(queryClient);
      onDone();
    },
  });
  const type = useWatch({ control: form.form.control, name: 'question_type' });
  const optionLines = (useWatch({ control: form.form.control, name: 'options_text' }) ?? '')
    .split('\n')
    .filter((line) => line.trim());
  return (
    <ContractForm form={form} submitLabel="Add question" onCancel={onDone} aria-label="New question" guardLeaving={false}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormSelect name="question_type" label="Kind of question" options={QUESTION_TYPES} />
        <FormNumberField name="points" label="Points" decimal />
      </SimpleGrid>
      <FormTextareaField name="question_text" label="Question" rows={3} />
      {type === 'multiple_choice' ? (
        <>
          <FormTextareaField name="options_text" label="Options" rows={4} helpText="One option per line." />
          <FormSelect
            name="correct_answer"
            label="Correct option"
            placeholder="Choose"
            options={optionLines.map((line, index) => ({ value: KEYS[index] ?? String(index), label: line }))}
          />
        </>
      ) : null}
      {type === 'true_false' ? (
        <FormSelect
          name="correct_answer"
          label="Correct answer"
          placeholder="Choose"
          options={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
        />
      ) : null}
      {type === 'short_answer' ? (
        <FormTextField name="correct_answer" label="Expected answer" helpText="A guide for grading by hand." />
      ) : null}
      {type === 'code' ? (
        <>
          <FormSelect name="language" label="Language" placeholder="Choose" options={LANGUAGE_OPTIONS} />
          <FormTextareaField name="starter_code" label="Starter code" rows={4} />
          <FormTextareaField name="solution_code" label="Model solution" rows={4} helpText="Staff only." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormTextareaField name="test_input" label="Test input" rows={2} />
            <FormTextareaField name="test_expected" label="Expected output" rows={2} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormSwitch name="test_hidden" label="Hidden test" helpText="Learners see only whether it passed." />
            <FormNumberField name="test_weight" label="Weight" decimal />
          </SimpleGrid>
        </>
      ) : null}
      <FormTextareaField name="explanation" label="Explanation" rows={2} helpText="Shown with the results." />
    </ContractForm>
  );
}

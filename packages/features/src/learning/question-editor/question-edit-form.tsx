/**
 * A question's own fields saved with PATCH (learning/questions/{id}): its text, points, explanation and,
 * by kind, the options of a multiple choice (one per line, with the correct one), the expected answer, or
 * the starter code and model solution.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion } from '@ujuzi/api';
import { usePartialUpdateAssessmentQuestion } from '@ujuzi/api/hooks';
import { zPartialUpdateAssessmentQuestionBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { QUESTION_MESSAGES } from '../assessment-authoring/question-form';
import { refreshAssessments } from '../assessment-authoring/refresh';

export const QUESTION_TEXT_REQUIRED = 'This field may not be blank.';

const KEYS = 'abcdefghij';

/** The body with a multiple choice's options typed one per line. */
const zEditForm = zPartialUpdateAssessmentQuestionBody.omit({ options: true, test_cases: true }).extend({
  options_text: z.string().optional(),
});

const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function QuestionEditForm({ question, onDone }: { question: AssessmentQuestion; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateAssessmentQuestion();
  const code = question.question_type === 'code';
  const choice = question.question_type === 'multiple_choice';
  const options = question.options ?? [];
  const form = useContractForm({
    schema: zEditForm,
    rules: (values): Record<string, string> => {
      if (!values.question_text?.trim()) return { question_text: QUESTION_TEXT_REQUIRED };
      if (!choice) return {};
      const lines = linesOf(values.options_text);
      if (lines.length < 2) return { options_text: QUESTION_MESSAGES.twoOptions };
      if (!values.correct_answer || !KEYS.slice(0, lines.length).includes(values.correct_answer))
        return { correct_answer: QUESTION_MESSAGES.correctOption };
      return {};
    },
    defaultValues: {
      question_text: question.question_text,
      points: question.points,
      explanation: question.explanation ?? '',
      ...(code
        ? { starter_code: question.starter_code ?? '', solution_code: question.solution_code ?? '' }
        : choice
          ? {
              options_text: options.map((option) => option.text).join('\n'),
              correct_answer: KEYS[options.findIndex((option) => option.is_correct)] ?? null,
            }
          : { correct_answer: question.correct_answer ?? '' }),
    },
    send: ({ options_text, ...data }) =>
      update.mutateAsync({
        id: question.id,
        data: choice
          ? {
              ...data,
              options: linesOf(options_text).map((text, index) => ({
                key: KEYS[index] ?? String(index),
                text,
                is_correct: KEYS[index] === data.correct_answer,
              })),
            }
          : data,
      }),
    onSuccess: () => {
      toast.success('Question saved');
      void refreshAssessments(queryClient);
      onDone();
    },
  });
  const typed = linesOf(useWatch({ control: form.form.control, name: 'options_text' }));
  return (
    <ContractForm form={form} submitLabel="Save question" onCancel={onDone} aria-label="Edit question" guardLeaving={false}>
      <FormTextareaField name="question_text" label="Question" rows={3} />
      <FormNumberField name="points" label="Points" decimal />
      {choice ? (
        <>
          <FormTextareaField name="options_text" label="Options" rows={4} helpText="One option per line." />
          <FormSelect
            name="correct_answer"
            label="Correct option"
            placeholder="Choose"
            options={typed.map((line, index) => ({ value: KEYS[index] ?? String(index), label: line }))}
          />
        </>
      ) : null}
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

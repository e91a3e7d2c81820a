/**
 * Grading an attempt: the contract's AssessmentAttemptGradeRequest through the form kit. Auto-grading
 * marks the objective answers and runs code against every test case; a score typed for an answer sets
 * (or overrides) its points, with a comment; for an assessment with a rubric, the points and a comment
 * for each criterion, which the learner reads with the score; the overall feedback goes to the learner.
 * Loaded as a lazy part.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentAttempt, AssessmentResponse, Rubric } from '@ujuzi/api';
import { useGetCodingAssessment, useGetRubric, useGradeAssessmentAttempt } from '@ujuzi/api/hooks';
import { zGradeAssessmentAttemptBody } from '@ujuzi/api/schemas';
import { SkeletonText, toast } from '@ujuzi/ui';
import { z } from 'zod';
import {
  ContractForm,
  FormNumberField,
  FormSwitch,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { refreshGrading } from '../grading-shared';

/** The body, with one score per answer that the grader may leave blank (left to auto-grading). */
const zAttemptGradeForm = zGradeAssessmentAttemptBody.omit({ response_grades: true }).extend({
  answers: z.array(
    z.object({ response_id: z.int(), points_awarded: z.number().min(0).nullish(), feedback: z.string().nullish() }),
  ),
});

export interface AttemptGradeFormProps {
  attempt: AssessmentAttempt;
  responses: readonly AssessmentResponse[];
  /** The question's text for each response, numbered as the learner saw them. */
  questionLabel: (response: AssessmentResponse, index: number) => string;
}

/** The form, once the assessment's rubric (if it has one) is known. */
export function AttemptGradeForm(props: AttemptGradeFormProps) {
  const assessment = useGetCodingAssessment(props.attempt.assessment);
  const rubricId = assessment.data?.rubric ?? null;
  const rubric = useGetRubric(rubricId ?? 0, { query: { enabled: rubricId !== null } });
  if (assessment.isPending || (rubricId !== null && rubric.isPending)) return <SkeletonText lines={4} />;
  return <GradeForm {...props} rubric={rubric.data ?? null} />;
}

function GradeForm({ attempt, responses, questionLabel, rubric }: AttemptGradeFormProps & { rubric: Rubric | null }) {
  const queryClient = useQueryClient();
  const criteria = rubric ? [...rubric.criteria].sort((a, b) => a.order - b.order) : [];
  const given = (id: number) => attempt.rubric_scores?.find((score) => score.criterion === id);
  const grade = useGradeAssessmentAttempt();
  const form = useContractForm({
    schema: zAttemptGradeForm,
    rules: (values) => {
      const messages: Record<string, string> = {};
      values.answers.forEach((answer, index) => {
        const max = responses[index]?.max_points ?? 0;
        if (typeof answer.points_awarded === 'number' && answer.points_awarded > max)
          messages[`answers.${index}.points_awarded`] = `At most ${max} points.`;
      });
      (values.rubric_scores ?? []).forEach((score, index) => {
        const criterion = criteria[index];
        if (!criterion) return;
        if (typeof score.points !== 'number' || Number.isNaN(score.points))
          messages[`rubric_scores.${index}.points`] = `Score ${criterion.title}.`;
        else if (score.points > criterion.points)
          messages[`rubric_scores.${index}.points`] = `At most ${criterion.points} points.`;
      });
      return messages;
    },
    defaultValues: {
      auto_grade: true,
      feedback: attempt.feedback ?? '',
      rubric_scores: criteria.map((criterion) => ({
        criterion: criterion.id,
        points: given(criterion.id)?.points ?? (undefined as unknown as number),
        comment: given(criterion.id)?.comment ?? '',
      })),
      answers: responses.map((response) => ({
        response_id: response.id,
        // Short answers are scored by hand; the rest start blank (auto-graded) unless already scored by hand.
        points_awarded: response.question_type === 'short_answer' ? (response.points_awarded ?? null) : null,
        feedback: response.feedback ?? '',
      })),
    },
    send: ({ answers, ...body }) =>
      grade.mutateAsync({
        id: attempt.id,
        data: {
          ...body,
          rubric_scores: rubric ? body.rubric_scores : undefined,
          response_grades: answers
            .filter((answer) => typeof answer.points_awarded === 'number')
            .map((answer) => ({
              response_id: answer.response_id,
              points_awarded: answer.points_awarded as number,
              feedback: answer.feedback || null,
            })),
        },
      }),
    onSuccess: (saved) => {
      toast.success('Attempt graded', `${saved.score ?? 0} / ${saved.max_score ?? 0}${saved.is_passed ? ', passed' : ''}`);
      void refreshGrading(queryClient);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Grade attempt" aria-label="Grade this attempt">
      <FormSwitch
        name="auto_grade"
        label="Auto-grade"
        helpText="Marks multiple-choice and true/false answers and runs code against every test case, hidden ones too."
      />
      {responses.map((response, index) => (
        <Stack key={response.id} gap="2" borderTopWidth="1px" borderColor="border" pt="3">
          <Text fontWeight="medium">{questionLabel(response, index)}</Text>
          <FormNumberField
            name={`answers.${index}.points_awarded`}
            label={`Points (of ${response.max_points})`}
            decimal
            helpText={response.question_type === 'short_answer' ? 'Scored by hand.' : 'Blank: left to auto-grading.'}
          />
          <FormTextField name={`answers.${index}.feedback`} label="Comment on this answer" />
        </Stack>
      ))}
      {rubric ? (
        <Text fontWeight="medium" borderTopWidth="1px" borderColor="border" pt="3">{`Rubric: ${rubric.title}`}</Text>
      ) : null}
      {criteria.map((criterion, index) => (
        <Stack key={criterion.id} gap="2" borderTopWidth="1px" borderColor="border" pt="3">
          <FormNumberField
            name={`rubric_scores.${index}.points`}
            label={`${criterion.title} (out of ${criterion.points})`}
            decimal
            helpText={(criterion.levels ?? []).map((level) => `${level.title}: ${level.points}`).join(' · ') || undefined}
          />
          <FormTextField name={`rubric_scores.${index}.comment`} label={`Comment on ${criterion.title}`} />
        </Stack>
      ))}
      <FormTextareaField name="feedback" label="Feedback for the learner" rows={4} />
    </ContractForm>
  );
}

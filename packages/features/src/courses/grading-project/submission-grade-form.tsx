/**
 * The grader's verdict on a project submission: the contract's ProjectSubmissionGradeRequest through the
 * form kit — the score (at most the project's maximum), or, for a project with a rubric, the points and a
 * comment for each criterion (the grade is then the rubric's points scaled to the maximum); feedback,
 * whether the project counts as done, or the work returned for the learner to hand in again. Loaded as a
 * lazy part.
 */
import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectSubmission, Rubric } from '@ujuzi/api';
import { useGradeProjectSubmission } from '@ujuzi/api/hooks';
import { zGradeProjectSubmissionBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormNumberField,
  FormRubricScores,
  FormSwitch,
  FormTextareaField,
  rubricCriteria,
  rubricScoreMessages,
  typedRubricPoints,
  useContractForm,
} from '../../infra/kit/forms';
import { refreshGrading } from '../grading-shared';

export interface SubmissionGradeFormProps {
  submission: ProjectSubmission;
  /** The project's maximum score (100 when unknown). */
  maxScore: number;
  /** The project's rubric: each criterion is scored on its own. */
  rubric?: Rubric | null;
  onSaved: (submission: ProjectSubmission) => void;
}

/** The rubric's points scaled to the project's maximum score, to two decimals. */
const scaled = (points: number, rubric: Rubric, maxScore: number) =>
  Math.round((points / Math.max(1, rubric.total_points)) * maxScore * 100) / 100;

export function SubmissionGradeForm({ submission, maxScore, rubric = null, onSaved }: SubmissionGradeFormProps) {
  const queryClient = useQueryClient();
  const grade = useGradeProjectSubmission();
  const criteria = rubricCriteria(rubric);
  const given = (id: number) => submission.rubric_scores?.find((score) => score.criterion === id);
  const form = useContractForm({
    schema: zGradeProjectSubmissionBody,
    rules: (values): Record<string, string> => {
      const messages: Record<string, string> = {};
      if (!rubric && typeof values.grade === 'number' && values.grade > maxScore)
        messages.grade = `Ensure this value is between 0 and ${maxScore}.`;
      Object.assign(messages, rubricScoreMessages('rubric_scores', criteria, values.rubric_scores));
      return messages;
    },
    defaultValues: {
      grade: submission.grade ?? (rubric ? 0 : undefined),
      rubric_scores: criteria.map((criterion) => ({
        criterion: criterion.id,
        points: given(criterion.id)?.points ?? (undefined as unknown as number),
        comment: given(criterion.id)?.comment ?? '',
      })),
      feedback: submission.feedback ?? '',
      is_completed: submission.status === 'graded' ? submission.is_completed : true,
      request_resubmission: false,
    },
    send: (data) => {
      const points = (data.rubric_scores ?? []).reduce((sum, score) => sum + score.points, 0);
      const body = rubric ? { ...data, grade: scaled(points, rubric, maxScore) } : { ...data, rubric_scores: undefined };
      return grade.mutateAsync({ id: submission.id, data: body });
    },
    onSuccess: (saved) => {
      toast.success(saved.status === 'resubmission_requested' ? 'Returned for resubmission' : 'Grade saved', saved.project_title);
      void refreshGrading(queryClient);
      onSaved(saved);
    },
  });
  const returning = useWatch({ control: form.form.control, name: 'request_resubmission' });
  const typed = useWatch({ control: form.form.control, name: 'rubric_scores' });
  const points = typedRubricPoints(typed);
  return (
    <ContractForm
      form={form}
      submitLabel={returning ? 'Return for resubmission' : 'Save grade'}
      aria-label="Grade this submission"
    >
      {rubric ? (
        <>
          <FormRubricScores name="rubric_scores" criteria={criteria} />
          <Text aria-live="polite">
            {`${rubric.title}: `}
            <strong>{points}</strong>
            {` of ${rubric.total_points} points, a score of ${scaled(points, rubric, maxScore)} of ${maxScore}`}
          </Text>
        </>
      ) : (
        <FormNumberField name="grade" label="Score" unit={`of ${maxScore}`} decimal />
      )}
      <FormTextareaField name="feedback" label="Feedback" rows={5} />
      <FormSwitch
        name="request_resubmission"
        label="Return for resubmission"
        helpText="The learner reads your feedback and hands the work in again."
      />
      {returning ? null : (
        <FormSwitch name="is_completed" label="Counts as completed" helpText="The project counts towards the course." />
      )}
    </ContractForm>
  );
}

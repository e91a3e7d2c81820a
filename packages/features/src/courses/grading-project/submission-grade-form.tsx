/**
 * The grader's verdict on a project submission: the contract's ProjectSubmissionGradeRequest through the
 * form kit — the score (at most the project's maximum), feedback, whether the project counts as done, or
 * the work returned for the learner to hand in again. Loaded as a lazy part.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectSubmission } from '@ujuzi/api';
import { useGradeProjectSubmission } from '@ujuzi/api/hooks';
import { zGradeProjectSubmissionBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import { ContractForm, FormNumberField, FormSwitch, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { refreshGrading } from '../grading-shared';

export interface SubmissionGradeFormProps {
  submission: ProjectSubmission;
  /** The project's maximum score (100 when unknown). */
  maxScore: number;
  onSaved: (submission: ProjectSubmission) => void;
}

export function SubmissionGradeForm({ submission, maxScore, onSaved }: SubmissionGradeFormProps) {
  const queryClient = useQueryClient();
  const grade = useGradeProjectSubmission();
  const form = useContractForm({
    schema: zGradeProjectSubmissionBody,
    rules: (values): Record<string, string> =>
      typeof values.grade === 'number' && values.grade > maxScore
        ? { grade: `Ensure this value is between 0 and ${maxScore}.` }
        : {},
    defaultValues: {
      grade: submission.grade ?? undefined,
      feedback: submission.feedback ?? '',
      is_completed: submission.status === 'graded' ? submission.is_completed : true,
      request_resubmission: false,
    },
    send: (data) => grade.mutateAsync({ id: submission.id, data }),
    onSuccess: (saved) => {
      toast.success(saved.status === 'resubmission_requested' ? 'Returned for resubmission' : 'Grade saved', saved.project_title);
      void refreshGrading(queryClient);
      onSaved(saved);
    },
  });
  const returning = useWatch({ control: form.form.control, name: 'request_resubmission' });
  return (
    <ContractForm
      form={form}
      submitLabel={returning ? 'Return for resubmission' : 'Save grade'}
      aria-label="Grade this submission"
    >
      <FormNumberField name="grade" label="Score" unit={`of ${maxScore}`} decimal />
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

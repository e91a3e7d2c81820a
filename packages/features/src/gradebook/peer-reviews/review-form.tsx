/**
 * The reviewer writes their review (submitPeerReview): the points for every criterion of the rubric
 * (at most the criterion's points, with the levels as a guide) with a comment each, and the overall
 * feedback. Once submitted it cannot change; the author then reads it.
 */
import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PeerReview, Rubric } from '@ujuzi/api';
import {
  getGetPeerReviewQueryKey,
  getListPeerReviewsQueryKey,
  getListPendingPeerReviewsQueryKey,
  useSubmitPeerReview,
} from '@ujuzi/api/hooks';
import { zSubmitPeerReviewBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormRubricScores,
  FormTextareaField,
  rubricCriteria,
  rubricScoreMessages,
  typedRubricPoints,
  useContractForm,
} from '../../infra/kit/forms';

export interface ReviewFormProps {
  review: PeerReview;
  rubric: Rubric | null;
}

export function ReviewForm({ review, rubric }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const submit = useSubmitPeerReview();
  const criteria = rubricCriteria(rubric);
  const form = useContractForm({
    schema: zSubmitPeerReviewBody,
    defaultValues: {
      scores: criteria.map((criterion) => ({ criterion: criterion.id, points: undefined as unknown as number, comment: '' })),
      overall_feedback: '',
    },
    rules: (values) => rubricScoreMessages('scores', criteria, values.scores),
    send: (data) => submit.mutateAsync({ id: review.id, data }),
    onSuccess: (saved) => {
      toast.success('Review submitted', `${saved.total_score ?? 0} of ${saved.max_score ?? 0} points.`);
      void queryClient.invalidateQueries({ queryKey: getGetPeerReviewQueryKey(review.id) });
      void queryClient.invalidateQueries({ queryKey: getListPendingPeerReviewsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListPeerReviewsQueryKey() });
    },
  });
  const typed = useWatch({ control: form.form.control, name: 'scores' });
  const total = typedRubricPoints(typed);
  return (
    <ContractForm form={form} submitLabel="Submit review" sendingLabel="Submitting…" aria-label="Your review">
      <FormRubricScores name="scores" criteria={criteria} />
      {criteria.length > 0 ? (
        <Text aria-live="polite">
          Total: <strong>{total}</strong> of {rubric?.total_points} points
        </Text>
      ) : null}
      <FormTextareaField name="overall_feedback" label="Overall feedback" rows={4} />
    </ContractForm>
  );
}

/**
 * The reviewer writes their review (submitPeerReview): the points for every criterion of the rubric
 * (at most the criterion's points, with the levels as a guide) with a comment each, and the overall
 * feedback. Once submitted it cannot change; the author then reads it.
 */
import { Stack, Text } from '@chakra-ui/react';
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
import { ContractForm, FormNumberField, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';

export interface ReviewFormProps {
  review: PeerReview;
  rubric: Rubric | null;
}

export function ReviewForm({ review, rubric }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const submit = useSubmitPeerReview();
  const criteria = rubric ? [...rubric.criteria].sort((a, b) => a.order - b.order) : [];
  const form = useContractForm({
    schema: zSubmitPeerReviewBody,
    defaultValues: {
      scores: criteria.map((criterion) => ({ criterion: criterion.id, points: undefined as unknown as number, comment: '' })),
      overall_feedback: '',
    },
    rules: (values) => {
      const messages: Record<string, string> = {};
      (values.scores ?? []).forEach((score, index) => {
        const max = criteria[index]?.points ?? 0;
        if (score.points === undefined || score.points === null || Number.isNaN(score.points))
          messages[`scores.${index}.points`] = `Score ${criteria[index]?.title ?? 'this criterion'}.`;
        else if (score.points > max) messages[`scores.${index}.points`] = `At most ${max} points.`;
      });
      return messages;
    },
    send: (data) => submit.mutateAsync({ id: review.id, data }),
    onSuccess: (saved) => {
      toast.success('Review submitted', `${saved.total_score ?? 0} of ${saved.max_score ?? 0} points.`);
      void queryClient.invalidateQueries({ queryKey: getGetPeerReviewQueryKey(review.id) });
      void queryClient.invalidateQueries({ queryKey: getListPendingPeerReviewsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListPeerReviewsQueryKey() });
    },
  });
  const typed = useWatch({ control: form.form.control, name: 'scores' });
  const total = (typed ?? []).reduce((sum, score) => sum + (Number(score?.points) || 0), 0);
  return (
    <ContractForm form={form} submitLabel="Submit review" sendingLabel="Submitting…" aria-label="Your review">
      {criteria.map((criterion, index) => (
        <Stack key={criterion.id} gap="2" borderBottomWidth="1px" pb="4">
          <FormNumberField
            name={`scores.${index}.points`}
            label={`${criterion.title} (out of ${criterion.points})`}
            decimal
            helpText={
              criterion.levels && criterion.levels.length > 0
                ? criterion.levels.map((level) => `${level.title}: ${level.points}`).join(' · ')
                : criterion.description || undefined
            }
          />
          <FormTextField name={`scores.${index}.comment`} label={`Comment on ${criterion.title}`} />
        </Stack>
      ))}
      {criteria.length > 0 ? (
        <Text aria-live="polite">
          Total: <strong>{total}</strong> of {rubric?.total_points} points
        </Text>
      ) : null}
      <FormTextareaField name="overall_feedback" label="Overall feedback" rows={4} />
    </ContractForm>
  );
}

/**
 * A learner's review of a course (createCourseReview, or updateCourseReview for their own): a rating of
 * 1 to 5 stars, a title and the review. The contract allows one review per learner and course.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseReview } from '@ujuzi/api';
import { getListCourseReviewsQueryKey, useCreateCourseReview, useUpdateCourseReview } from '@ujuzi/api/hooks';
import { zCreateCourseReviewBody } from '@ujuzi/api/schemas';
import { RadioGroup, toast } from '@ujuzi/ui';
import { useController } from 'react-hook-form';
import { ContractForm, FormTextareaField, FormTextField, useContractForm } from '../../infra/kit';
import { starsLabel } from './review-stars';

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: starsLabel(stars) }));

function RatingField() {
  const { field, fieldState } = useController({ name: 'rating' });
  return (
    <RadioGroup
      label="Your rating"
      name={field.name}
      options={RATING_OPTIONS}
      value={field.value ? String(field.value) : null}
      onChange={(value) => field.onChange(Number(value))}
      error={fieldState.error?.message}
      required
      orientation="horizontal"
    />
  );
}

export interface ReviewFormProps {
  course: Pick<Course, 'id' | 'title'>;
  /** The learner's own review, when editing it. */
  existing?: CourseReview;
  onDone: (saved: CourseReview) => void;
  onCancel?: () => void;
}

export function ReviewForm({ course, existing, onDone, onCancel }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateCourseReview();
  const update = useUpdateCourseReview();
  const form = useContractForm({
    schema: zCreateCourseReviewBody,
    defaultValues: {
      course: course.id,
      rating: existing?.rating,
      title: existing?.title ?? '',
      comment: existing?.comment ?? '',
    },
    send: (data) => (existing ? update.mutateAsync({ id: existing.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(existing ? 'Your review was updated' : 'Thank you for your review', course.title);
      void queryClient.invalidateQueries({ queryKey: getListCourseReviewsQueryKey() });
      onDone(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={existing ? 'Save review' : 'Post review'}
      onCancel={onCancel}
      aria-label={existing ? 'Edit your review' : 'Review this course'}
    >
      <Stack gap="4">
        <RatingField />
        <FormTextField name="title" label="Title" placeholder="Practical and well paced" />
        <FormTextareaField name="comment" label="Your review" rows={4} />
      </Stack>
    </ContractForm>
  );
}

/**
 * Feedback about the learning area (learning/feedback): what it is about, a subject, the message and an
 * optional rating, sent with the course and the page it was written on. Loaded as a lazy part.
 */
import type { LearningFeedback } from '@ujuzi/api';
import { useSubmitLearningFeedback } from '@ujuzi/api/hooks';
import { zSubmitLearningFeedbackBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useLocation } from 'react-router-dom';
import { ContractForm, FormSelect, FormTextareaField, FormTextField, useContractForm } from '../../infra/kit/forms';

const KINDS = [
  { value: 'general', label: 'General' },
  { value: 'content', label: 'The course content' },
  { value: 'bug', label: 'Something does not work' },
  { value: 'assessment', label: 'An assessment' },
  { value: 'code_editor', label: 'The code editor' },
  { value: 'suggestion', label: 'A suggestion' },
];

const RATINGS = [
  { value: '5', label: '5 — excellent' },
  { value: '4', label: '4 — good' },
  { value: '3', label: '3 — fair' },
  { value: '2', label: '2 — poor' },
  { value: '1', label: '1 — very poor' },
];

export interface FeedbackFormProps {
  /** The course the feedback is about, when sent from one of its pages. */
  courseId?: number | null;
  onDone: () => void;
}

export function FeedbackForm({ courseId = null, onDone }: FeedbackFormProps) {
  const { pathname, search } = useLocation();
  const send = useSubmitLearningFeedback();
  const form = useContractForm({
    schema: zSubmitLearningFeedbackBody,
    defaultValues: {
      feedback_type: 'general',
      subject: '',
      message: '',
      rating: null,
      course: courseId,
      page_url: `${pathname}${search}`,
    },
    send: (data) => send.mutateAsync({ data }),
    onSuccess: (saved: LearningFeedback) => {
      toast.success('Thank you for your feedback', saved.subject || 'The learning team reads every message.');
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Send feedback" sendingLabel="Sending…" onCancel={onDone} aria-label="Feedback">
      <FormSelect name="feedback_type" label="About" options={KINDS} />
      <FormTextField name="subject" label="Subject" />
      <FormTextareaField name="message" label="Your feedback" rows={5} />
      <FormSelect name="rating" label="Rating" valueAs="number" placeholder="No rating" options={RATINGS} />
    </ContractForm>
  );
}

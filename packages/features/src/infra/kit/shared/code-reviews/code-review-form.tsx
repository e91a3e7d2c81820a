/**
 * A reviewer's comment on a code answer (the contract's CodeReviewRequest): the line it is about, or a
 * range ending on a later line, how important it is, the comment and an optional suggestion.
 */
import type { CodeReview } from '@ujuzi/api';
import { useCreateCodeReview } from '@ujuzi/api/hooks';
import { zCreateCodeReviewBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import { ContractForm, FormSelect, FormTextareaField, useContractForm } from '../../forms';
import { lineLabel, rangeLabel, SEVERITY_LABELS } from './code-review-labels';

export interface CodeReviewFormProps {
  responseId: number;
  /** The answer's lines, to choose from. */
  lines: readonly string[];
  /** The line the form starts on (a line's 'Comment' button). */
  initialLine?: number;
  onSaved: (review: CodeReview) => void;
  onCancel: () => void;
}

const SEVERITIES = (Object.keys(SEVERITY_LABELS) as (keyof typeof SEVERITY_LABELS)[]).map((value) => ({
  value,
  label: SEVERITY_LABELS[value],
}));

export function CodeReviewForm({ responseId, lines, initialLine = 1, onSaved, onCancel }: CodeReviewFormProps) {
  const create = useCreateCodeReview();
  const form = useContractForm({
    schema: zCreateCodeReviewBody,
    defaultValues: {
      response: responseId,
      line_number: initialLine,
      end_line_number: null,
      severity: 'suggestion',
      comment: '',
      suggested_code: null,
    },
    rules: (values): Record<string, string> =>
      typeof values.end_line_number === 'number' &&
      typeof values.line_number === 'number' &&
      values.end_line_number <= values.line_number
        ? { end_line_number: 'Choose a line after the first one, or the first line only.' }
        : {},
    send: (data) => create.mutateAsync({ data: { ...data, suggested_code: data.suggested_code || null } }),
    onSuccess: (saved) => {
      toast.success('Comment added', rangeLabel(saved));
      onSaved(saved);
    },
  });
  const first = useWatch({ control: form.form.control, name: 'line_number' });
  const lineOptions = lines.map((line, index) => ({ value: String(index + 1), label: lineLabel(index + 1, line) }));
  const endOptions = lineOptions.filter((option) => typeof first !== 'number' || Number(option.value) > first);
  return (
    <ContractForm form={form} submitLabel="Add comment" onCancel={onCancel} aria-label="Comment on the code">
      <FormSelect name="line_number" label="Line" options={lineOptions} valueAs="number" />
      <FormSelect
        name="end_line_number"
        label="Up to line"
        helpText="For a comment on several lines; leave it for one line."
        options={endOptions}
        placeholder="Only the line above"
        valueAs="number"
      />
      <FormSelect name="severity" label="Kind" options={SEVERITIES} />
      <FormTextareaField name="comment" label="Comment" rows={3} />
      <FormTextareaField name="suggested_code" label="Suggested code" helpText="Optional: how you would write it." rows={3} />
    </ContractForm>
  );
}

/**
 * Staff assign a peer review (createPeerReview): a project submission, the classmate who reviews it
 * (never its author: the server refuses), the rubric, whether the reviewer stays anonymous, and the
 * due date. An assignment is changed as a whole (updatePeerReview).
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PeerReview } from '@ujuzi/api';
import {
  getGetPeerReviewQueryKey,
  getListPeerReviewsQueryKey,
  listProjectSubmissions,
  listUsers,
  useCreatePeerReview,
  useListRubrics,
  useUpdatePeerReview,
} from '@ujuzi/api/hooks';
import { zCreatePeerReviewBody } from '@ujuzi/api/schemas';
import { displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormDateTimeField, FormSelect, FormSwitch, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';

async function submissions(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listProjectSubmissions({ search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((row) => ({ value: String(row.id), label: `${row.project_title}: ${displayName(row.student)}` }));
}

async function students(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ user_type: 'student', search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((user) => ({ value: String(user.id), label: displayName(user) }));
}

export function AssignReviewForm({ item, onDone }: EntityFormProps<PeerReview>) {
  const queryClient = useQueryClient();
  const create = useCreatePeerReview();
  const update = useUpdatePeerReview();
  const rubrics = useListRubrics({ is_active: true, page_size: 100 });
  const form = useContractForm({
    schema: zCreatePeerReviewBody,
    defaultValues: {
      submission: item?.submission ?? (null as unknown as number),
      reviewer: item?.reviewer.id ?? (null as unknown as number),
      rubric: item?.rubric ?? null,
      is_anonymous: item?.is_anonymous ?? true,
      due_date: item?.due_date ?? null,
    },
    send: (data) => (item ? update.mutateAsync({ id: item.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        item ? 'Peer review saved' : 'Peer review assigned',
        `${displayName(saved.reviewer)} reviews ${displayName(saved.reviewee)}’s work.`,
      );
      void queryClient.invalidateQueries({ queryKey: getListPeerReviewsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetPeerReviewQueryKey(saved.id) });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save peer review' : 'Assign review'} onCancel={onDone}>
      <FormCombobox
        name="submission"
        label="Project submission"
        valueAs="number"
        placeholder="Project or learner"
        emptyText="No submission matches."
        search={submissions}
        selected={item ? { value: String(item.submission), label: `${displayName(item.reviewee)}’s submission` } : null}
      />
      <FormCombobox
        name="reviewer"
        label="Reviewer"
        valueAs="number"
        placeholder="A classmate"
        emptyText="No learner matches."
        search={students}
        selected={item ? { value: String(item.reviewer.id), label: displayName(item.reviewer) } : null}
        helpText="Not the submission’s author."
      />
      <FormSelect
        name="rubric"
        label="Rubric"
        valueAs="number"
        placeholder="No rubric: feedback only"
        options={(rubrics.data?.results ?? []).map((rubric) => ({
          value: String(rubric.id),
          label: `${rubric.title} (${rubric.total_points} points)`,
        }))}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateTimeField name="due_date" label="Due" />
        <FormSwitch name="is_anonymous" label="Anonymous" helpText="The author does not see who reviewed them." />
      </Stack>
    </ContractForm>
  );
}

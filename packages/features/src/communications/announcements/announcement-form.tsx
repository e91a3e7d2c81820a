/** The announcement form: the contract's AnnouncementRequest through the form kit (create, or edit the given one). */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@ujuzi/api';
import { useCreateAnnouncement, useUpdateAnnouncement } from '@ujuzi/api/hooks';
import { zCreateAnnouncementBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateTimeField,
  FormMarkdownField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { AUDIENCES, AUDIENCE_LABELS, PRIORITIES, PRIORITY_LABELS, refreshAnnouncements } from '../shared';

const AUDIENCE_OPTIONS = AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }));
const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

export function AnnouncementForm({
  item: announcement,
  onDone,
  onSaved,
}: EntityFormProps<Announcement> & { onSaved?: (saved: Announcement) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const form = useContractForm({
    schema: zCreateAnnouncementBody,
    defaultValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      audience: announcement?.audience ?? 'all',
      priority: announcement?.priority ?? 'normal',
      is_published: announcement?.is_published ?? true,
      is_pinned: announcement?.is_pinned ?? false,
      expires_at: announcement?.expires_at ?? null,
    },
    send: (data) => (announcement ? update.mutateAsync({ id: announcement.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(
        announcement ? 'Announcement saved' : saved.is_published ? 'Announcement published' : 'Draft saved',
        saved.title,
      );
      void refreshAnnouncements(queryClient);
      onDone();
      onSaved?.(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={announcement ? 'Save announcement' : 'Create announcement'}
      onCancel={onDone}
      aria-label={announcement ? 'Edit announcement' : 'New announcement'}
    >
      <FormTextField name="title" label="Title" />
      <FormMarkdownField
        name="body"
        label="Message"
        rows={7}
        helpText="Plain text or light Markdown: **bold**, *italic*, lists and links."
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect
          name="audience"
          label="Audience"
          options={AUDIENCE_OPTIONS}
          helpText="Who sees it and is counted as a reader."
        />
        <FormSelect name="priority" label="Priority" options={PRIORITY_OPTIONS} />
      </Stack>
      <FormDateTimeField name="expires_at" label="Expires" helpText="After this it no longer shows to its audience. Optional." />
      <FormSwitch name="is_published" label="Published" helpText="Off keeps it as a draft that only staff see." />
      <FormSwitch name="is_pinned" label="Pinned" helpText="Pinned announcements are listed first." />
    </ContractForm>
  );
}

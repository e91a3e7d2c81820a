/**
 * Sending one notification to an audience (the contract's notifications/bulk-send): roles, a class or a
 * course (their students or their parents), a title, a message and a priority. Submitting first asks the
 * server how many people it reaches (`dry_run`), then a confirmation names that number; the send runs
 * once, however often the button is pressed.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationBulkSendRequest, NotificationBulkSendResult } from '@ujuzi/api';
import { getGetCommunicationStatsQueryKey, useBulkSendNotifications, useListClassSections } from '@ujuzi/api/hooks';
import { zBulkSendNotificationsBody } from '@ujuzi/api/schemas';
import { ConfirmDialog, toast } from '@ujuzi/ui';
import { useRef, useState } from 'react';
import { errorMessage, useCourseOptions } from '../../infra/kit';
import {
  ContractForm,
  FormCheckboxGroup,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { PRIORITIES, PRIORITY_LABELS } from '../shared';

const ROLE_OPTIONS = [
  { value: 'student', label: 'Students' },
  { value: 'parent', label: 'Parents' },
  { value: 'teacher', label: 'Teachers' },
  { value: 'accountant', label: 'Accountants' },
  { value: 'staff', label: 'Other staff' },
  { value: 'admin', label: 'Admins' },
];
const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
const EMPTY: NotificationBulkSendRequest = {
  user_types: [],
  class_section: null,
  course: null,
  to_parents: false,
  title: '',
  message: '',
  priority: 'normal',
};

const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

export function BroadcastForm() {
  const queryClient = useQueryClient();
  const send = useBulkSendNotifications();
  const sections = useListClassSections({ page_size: 100 });
  const courses = useCourseOptions();
  const [pending, setPending] = useState<{ body: NotificationBulkSendRequest; count: number } | null>(null);
  const sending = useRef(false);
  const form = useContractForm({
    schema: zBulkSendNotificationsBody,
    defaultValues: EMPTY,
    send: async (data) => ({ body: data, result: await send.mutateAsync({ data: { ...data, dry_run: true } }) }),
    onSuccess: ({ body, result }: { body: NotificationBulkSendRequest; result: NotificationBulkSendResult }) =>
      setPending({ body, count: result.recipient_count }),
  });
  const confirm = async () => {
    if (!pending || sending.current) return;
    sending.current = true;
    try {
      const result = await send.mutateAsync({ data: { ...pending.body, dry_run: false } });
      toast.success('Notification sent', result.message);
      form.form.reset(EMPTY);
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: getGetCommunicationStatsQueryKey() });
    } catch (error) {
      toast.error('Could not send the notification', errorMessage(error));
      throw error;
    } finally {
      sending.current = false;
    }
  };
  const sectionOptions = (sections.data?.results ?? []).map((section) => ({
    value: String(section.id),
    label: section.display_name ?? section.name,
  }));
  return (
    <>
      <ContractForm form={form} submitLabel="Preview recipients" sendingLabel="Counting…" aria-label="Send a notification">
        <Stack gap="1">
          <Text as="h2" fontWeight="semibold">
            Who receives it
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Everyone chosen below, each once: roles, a class, a course.
          </Text>
        </Stack>
        <FormCheckboxGroup name="user_types" label="Roles" options={ROLE_OPTIONS} orientation="horizontal" />
        <FormSelect name="class_section" label="Class" valueAs="number" placeholder="No class" options={sectionOptions} />
        <FormSelect name="course" label="Course" valueAs="number" placeholder="No course" options={courses.options} />
        <FormSwitch
          name="to_parents"
          label="Send to their parents instead"
          helpText="For a class or a course: their students’ parents receive it, not the students."
        />
        <FormTextField name="title" label="Title" />
        <FormTextareaField name="message" label="Message" rows={4} />
        <FormSelect name="priority" label="Priority" options={PRIORITY_OPTIONS} />
      </ContractForm>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending ? `Send to ${peopleCount(pending.count)}?` : 'Send?'}
        message={
          pending?.count === 0
            ? 'Nobody is in this audience: choose other roles, a class or a course.'
            : `“${pending?.body.title ?? ''}” goes to ${peopleCount(pending?.count ?? 0)} at once. It cannot be called back.`
        }
        confirmLabel={pending?.count ? `Send to ${peopleCount(pending.count)}` : 'Choose again'}
        onConfirm={pending?.count === 0 ? () => setPending(null) : confirm}
      />
    </>
  );
}

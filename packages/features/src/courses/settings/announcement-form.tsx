/** Posting a course announcement through the form kit: the contract's CourseAnnouncementRequest. */
import { Box, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { getListCourseAnnouncementsQueryKey, useCreateCourseAnnouncement } from '@ujuzi/api/hooks';
import { zCreateCourseAnnouncementBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormMarkdownField, FormSelect, FormSwitch, FormTextField, useContractForm } from '../../infra/kit/forms';

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

export function AnnouncementForm({ course, onDone }: { course: Course; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateCourseAnnouncement();
  const form = useContractForm({
    schema: zCreateCourseAnnouncementBody,
    defaultValues: { title: '', content: '', priority: 'normal', is_pinned: false, send_email: false },
    send: (data) => create.mutateAsync({ id: course.id, data }),
    onSuccess: (saved) => {
      toast.success('Announcement posted', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListCourseAnnouncementsQueryKey(course.id) });
      onDone();
    },
  });
  return (
    <Box borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
      <ContractForm form={form} submitLabel="Post announcement" onCancel={onDone} aria-label="New announcement">
        <FormTextField name="title" label="Title" />
        <FormMarkdownField name="content" label="Message" rows={6} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <FormSelect name="priority" label="Priority" options={PRIORITIES} />
        </Stack>
        <FormSwitch name="is_pinned" label="Pin to the top" />
        <FormSwitch name="send_email" label="Also e-mail every enrolled learner" />
      </ContractForm>
    </Box>
  );
}

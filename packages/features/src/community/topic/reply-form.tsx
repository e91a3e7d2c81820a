/** The reply box under a topic (createCommunityTopicReply): Markdown with a preview; a failed post keeps the text. */
import { useQueryClient } from '@tanstack/react-query';
import { useCreateCommunityTopicReply } from '@ujuzi/api/hooks';
import { zCreateCommunityTopicReplyBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormMarkdownField, useContractForm } from '../../kit/forms';
import { contentHtml, refreshCommunityQueries } from '../shared';

export function ReplyForm({ topicId, topicTitle }: { topicId: number; topicTitle: string }) {
  const queryClient = useQueryClient();
  const reply = useCreateCommunityTopicReply();
  const contract = useContractForm({
    schema: zCreateCommunityTopicReplyBody,
    defaultValues: { content: '' },
    send: (body) => reply.mutateAsync({ id: topicId, data: { content: contentHtml(body.content), parent: null } }),
    onSuccess: () => {
      contract.form.reset({ content: '' });
      toast.success('Reply posted', topicTitle);
      void refreshCommunityQueries(queryClient);
    },
  });
  return (
    <ContractForm
      form={contract}
      aria-label="Reply to the topic"
      submitLabel="Post reply"
      sendingLabel="Posting…"
      guardLeaving={false}
    >
      <FormMarkdownField name="content" label="Your reply" rows={5} />
    </ContractForm>
  );
}

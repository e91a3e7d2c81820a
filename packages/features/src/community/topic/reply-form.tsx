/** The reply box under a topic (createCommunityTopicReply; kept on the device while offline), and a reply's edit form: Markdown with a preview; a failed post keeps the text. */
import { useQueryClient } from '@tanstack/react-query';
import { usePartialUpdateCommunityReply } from '@ujuzi/api/hooks';
import { zCreateCommunityTopicReplyBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { makeWaitingWrite } from '../../infra/offline-writes';
import { ContractForm, FormMarkdownField, useContractForm } from '../../infra/kit/forms';
import { contentHtml, contentMarkdown, refreshCommunityQueries } from '../shared';

export function ReplyForm({ topicId, topicTitle }: { topicId: number; topicTitle: string }) {
  const queryClient = useQueryClient();
  const contract = useContractForm({
    schema: zCreateCommunityTopicReplyBody,
    defaultValues: { content: '' },
    // A write that waits (issue 29): offline, the reply is kept on the device and appended once back online.
    send: (body) =>
      makeWaitingWrite(queryClient, 'topicReply', { topicId, content: contentHtml(body.content) }, `Reply to “${topicTitle}”`),
    onSuccess: (outcome) => {
      contract.form.reset({ content: '' });
      if (outcome.queued) {
        toast.info('Kept on this device', 'Your reply is posted when you are back online.');
        return;
      }
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

/** A reply's own text, changed in place by its author or a moderator (partialUpdateCommunityReply; marks it edited). */
export function ReplyEditForm({ replyId, content, onDone }: { replyId: number; content: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateCommunityReply();
  const contract = useContractForm({
    schema: zCreateCommunityTopicReplyBody,
    defaultValues: { content: contentMarkdown(content) },
    send: (body) => update.mutateAsync({ id: replyId, data: { content: contentHtml(body.content) } }),
    onSuccess: () => {
      toast.success('Reply saved');
      void refreshCommunityQueries(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={contract} aria-label="Edit the reply" submitLabel="Save reply" onCancel={onDone} guardLeaving={false}>
      <FormMarkdownField name="content" label="Reply" rows={5} />
    </ContractForm>
  );
}

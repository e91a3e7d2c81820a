/** The reply box under an opened message (replyToMessage): it goes to the other party, "Re: <subject>". */
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ujuzi/api';
import { zReplyToMessageBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { makeWaitingWrite } from '../../infra/offline-writes';
import { ContractForm, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { personName, refreshMessages } from '../shared';

export function ReplyForm({
  message,
  otherParty,
  onSent,
}: {
  message: Message;
  otherParty: Message['sender'];
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: zReplyToMessageBody,
    defaultValues: { body: '' },
    // A write that waits (issue 29): offline, the reply is kept on the device and sent once back online.
    send: (data) =>
      makeWaitingWrite<'messageReply', Message>(
        queryClient,
        'messageReply',
        { messageId: message.id, body: data.body },
        `Reply to ${personName(otherParty)}: ${message.subject}`,
      ),
    onSuccess: (outcome) => {
      if (outcome.queued) {
        toast.info('Kept on this device', 'Your reply is sent when you are back online.');
        onSent();
        return;
      }
      toast.success('Reply sent', `To ${personName(outcome.result.recipient)}`);
      void refreshMessages(queryClient);
      onSent();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Send reply" sendingLabel="Sending…" aria-label="Reply">
      <FormTextareaField name="body" label={`Reply to ${personName(otherParty)}`} rows={5} />
    </ContractForm>
  );
}

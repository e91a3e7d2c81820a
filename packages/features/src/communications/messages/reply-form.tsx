/** The reply box under an opened message (replyToMessage): it goes to the other party, "Re: <subject>". */
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ujuzi/api';
import { useReplyToMessage } from '@ujuzi/api/hooks';
import { zReplyToMessageBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
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
  const reply = useReplyToMessage();
  const form = useContractForm({
    schema: zReplyToMessageBody,
    defaultValues: { body: '' },
    send: (data) => reply.mutateAsync({ id: message.id, data }),
    onSuccess: (sent) => {
      toast.success('Reply sent', `To ${personName(sent.recipient)}`);
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

/**
 * Writing a message: the recipient found by name among the users the server lets the viewer reach
 * (searchAccounts), subject and text; Send, or Save as draft. A draft opens here with its values and
 * is sent or saved again. Nothing typed is lost when sending fails (the form kit keeps it).
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ujuzi/api';
import { searchAccounts, useCreateMessage, useUpdateMessage } from '@ujuzi/api/hooks';
import { zCreateMessageBody } from '@ujuzi/api/schemas';
import { Button, toast, type SelectOption } from '@ujuzi/ui';
import { useRef } from 'react';
import { ContractForm, FormCombobox, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { useSession } from '../../infra/session/session-context';
import { ROLE_LABELS, personName, refreshMessages } from '../shared';

/** Users matching what was typed (2 letters or more), the viewer left out, as recipient choices. */
export function useRecipientSearch(): (text: string, signal: AbortSignal) => Promise<readonly SelectOption[]> {
  const { user } = useSession();
  return async (text, signal) => {
    const q = text.trim();
    if (q.length < 2) return [];
    const page = await searchAccounts({ q, page_size: 10 }, { signal });
    return page.results
      .filter((person) => person.id !== user?.id)
      .map((person) => ({
        value: String(person.id),
        label: `${personName(person)} · ${ROLE_LABELS[person.user_type] ?? person.user_type}`,
      }));
  };
}

export function ComposeForm({
  draft,
  to,
  onDone,
}: {
  /** A draft to finish; null for a new message. */
  draft: Message | null;
  /** A recipient chosen beforehand (e.g. writing back to someone). */
  to?: { id: number; name: string } | null;
  onDone: (sent?: Message) => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateMessage();
  const update = useUpdateMessage();
  const search = useRecipientSearch();
  // Which button sent the form: Send (false) or Save as draft (true).
  const asDraft = useRef(false);
  const recipient = draft ? { id: draft.recipient.id, name: personName(draft.recipient) } : (to ?? null);
  const form = useContractForm({
    schema: zCreateMessageBody,
    defaultValues: {
      recipient: recipient?.id,
      subject: draft?.subject ?? '',
      body: draft?.body ?? '',
      is_draft: false,
    },
    send: (data) => {
      const body = { ...data, is_draft: asDraft.current };
      return draft ? update.mutateAsync({ id: draft.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(saved.is_draft ? 'Draft saved' : 'Message sent', saved.subject);
      void refreshMessages(queryClient);
      onDone(saved);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Send" sendingLabel="Sending…" onCancel={() => onDone()} aria-label="Write a message">
      <FormCombobox
        name="recipient"
        label="To"
        valueAs="number"
        placeholder="Type a name"
        emptyText="Type two or more letters of a name"
        search={search}
        selected={recipient ? { value: String(recipient.id), label: recipient.name } : null}
      />
      <FormTextField name="subject" label="Subject" />
      <FormTextareaField name="body" label="Message" rows={7} />
      <HStack justify="flex-start">
        <Button
          variant="outline"
          disabled={form.sending}
          onClick={() => {
            asDraft.current = true;
            void form.onSubmit().finally(() => {
              asDraft.current = false;
            });
          }}
        >
          Save as draft
        </Button>
      </HStack>
    </ContractForm>
  );
}

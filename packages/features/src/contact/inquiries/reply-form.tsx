/** The reply box of an inquiry: a contract form (`add_response`'s body) with the option to keep it as a staff-only note. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type GetInquiryQueryResult, useAddInquiryResponse } from '@ujuzi/api/hooks';
import { zAddInquiryResponseBody } from '@ujuzi/api/schemas';
import { can } from '@ujuzi/domain';
import { Checkbox } from '@ujuzi/ui';
import { useState } from 'react';
import { ContractForm, FormCheckbox, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { useSession } from '../../infra/session/session-context';
import { refreshContactQueries } from './refresh';

export function ReplyForm({ inquiry }: { inquiry: GetInquiryQueryResult }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const reply = useAddInquiryResponse();
  const [resolve, setResolve] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const canResolve = can(user, 'inquiry.resolve', inquiry.status);
  const contract = useContractForm({
    schema: zAddInquiryResponseBody,
    defaultValues: { message: '', is_internal: false },
    send: (body) =>
      reply.mutateAsync({
        id: inquiry.id,
        // Notes are never e-mailed; a reply is, and may resolve the inquiry in the same call. The body's
        // `status` is left out unless resolving: its schema default ('new') would reopen the inquiry.
        data: {
          message: body.message,
          is_internal: body.is_internal,
          send_email: !body.is_internal,
          ...(resolve && canResolve ? { status: 'resolved' as const } : {}),
        },
      }),
    onSuccess: (_, body) => {
      contract.form.reset({ message: '', is_internal: body.is_internal });
      setSent(body.is_internal ? 'Note added.' : resolve ? 'Reply sent and inquiry resolved.' : 'Reply sent to the enquirer.');
      setResolve(false);
      void refreshContactQueries(queryClient);
    },
  });
  const internal = Boolean(contract.form.watch('is_internal'));

  return (
    <Stack gap="2">
      <ContractForm
        form={contract}
        aria-label="Reply to the inquiry"
        submitLabel={internal ? 'Add note' : 'Send reply'}
        sendingLabel="Sending…"
      >
        <FormTextareaField
          name="message"
          label={internal ? 'Internal note' : 'Reply'}
          helpText={internal ? 'Only staff see notes; nothing is e-mailed.' : `E-mailed to ${inquiry.email}.`}
          rows={4}
        />
        <HStack gap="5" wrap="wrap">
          <FormCheckbox name="is_internal" label="Internal note (staff only)" />
          {canResolve && !internal ? <Checkbox label="Resolve after sending" checked={resolve} onChange={setResolve} /> : null}
        </HStack>
      </ContractForm>
      <Text role="status" textStyle="sm" color="success.fg">
        {contract.dirty ? null : sent}
      </Text>
    </Stack>
  );
}

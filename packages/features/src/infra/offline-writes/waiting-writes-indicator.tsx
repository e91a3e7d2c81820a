/**
 * The header's "Waiting to send (3)": how many writes are queued or were refused, and a panel listing
 * each (what it is, when it was made, the server's reason for a refused one with its text kept as a
 * draft) with "Send again" and "Discard". Nothing shows while nothing waits.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, Button } from '@ujuzi/ui';
import { CloudUpload } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  discard,
  isOutstanding,
  refusedReason,
  sendAgain,
  type WaitingMutation,
  type WaitingWriteVariables,
} from './waiting-writes';

interface Row {
  mutation: WaitingMutation;
  variables: WaitingWriteVariables | undefined;
  failed: boolean;
  reason: string | undefined;
}

const draftText = (variables: WaitingWriteVariables | undefined): string | undefined => {
  const payload = variables?.payload as
    | { content?: string; body?: string; responses?: WaitingWriteVariables<'assessmentSubmit'>['payload']['responses'] }
    | undefined;
  if (payload?.responses) {
    // An attempt's answers: how many are kept, and the written ones as typed (choices are on its page).
    const written = payload.responses.flatMap((answer) => answer.answer_text?.trim() || answer.code?.trim() || []);
    const count = payload.responses.length;
    return [`${count} ${count === 1 ? 'answer' : 'answers'} kept on this device.`, ...written].join('\n\n');
  }
  return payload?.content ?? payload?.body;
};

export function WaitingWritesIndicator() {
  const queryClient = useQueryClient();
  const rows = useMutationState<Row>({
    filters: { predicate: (mutation) => isOutstanding(mutation as WaitingMutation) },
    select: (mutation) => ({
      mutation: mutation as WaitingMutation,
      variables: mutation.state.variables as WaitingWriteVariables | undefined,
      failed: mutation.state.status === 'error',
      reason:
        mutation.state.status === 'error' ? (refusedReason(mutation.state.error) ?? 'Could not reach the server.') : undefined,
    }),
  });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (!rows.length) {
    // All sent: the panel starts closed the next time something waits.
    if (open) setOpen(false);
    return null;
  }
  const failed = rows.filter((row) => row.failed).length;
  const name = failed ? `Not sent (${failed}) · Waiting to send (${rows.length})` : `Waiting to send (${rows.length})`;
  return (
    <Box position="relative">
      <Button
        ref={button}
        size="sm"
        variant={failed ? 'danger' : 'outline'}
        aria-label={name}
        aria-expanded={open}
        aria-controls={panelId}
        startIcon={<CloudUpload size={16} />}
        onClick={() => setOpen((value) => !value)}
      >
        <Text as="span" hideBelow="md">{`Waiting to send (${rows.length})`}</Text>
        <Text as="span" hideFrom="md">
          {rows.length}
        </Text>
      </Button>
      {open ? (
        <Box
          id={panelId}
          role="region"
          aria-label="Waiting to send"
          // On a phone the panel spans the screen under the header; beside the button from md up.
          position={{ base: 'fixed', md: 'absolute' }}
          top={{ base: '4.25rem', md: 'calc(100% + 0.5rem)' }}
          left={{ base: '0.5rem', md: 'auto' }}
          right={{ base: '0.5rem', md: '0' }}
          zIndex="popover"
          w={{ base: 'auto', md: '22rem' }}
          boxShadow="lg"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              Kept on this device and sent in this order when you are back online.
            </Text>
            <Stack as="ol" gap="3" p="0" listStyleType="none">
              {rows.map((row, index) => (
                <Stack as="li" key={row.variables?.idempotencyKey ?? index} gap="1">
                  <HStack justify="space-between" gap="2" align="start">
                    <Text fontWeight="medium">{row.variables?.label ?? 'A change'}</Text>
                    <Badge tone={row.failed ? 'danger' : 'neutral'}>{row.failed ? 'Not sent' : 'Waiting'}</Badge>
                  </HStack>
                  {row.variables ? (
                    <Text textStyle="xs" color="fg.muted">{`Made ${formatDateTime(row.variables.madeAt)}`}</Text>
                  ) : null}
                  {row.failed ? (
                    <>
                      <Text textStyle="sm" color="fg.error">
                        {row.reason}
                      </Text>
                      {draftText(row.variables) ? (
                        <Text textStyle="sm" whiteSpace="pre-wrap" bg="bg.muted" p="2" borderRadius="md">
                          {draftText(row.variables)}
                        </Text>
                      ) : null}
                      <HStack gap="2">
                        <Button size="sm" onClick={() => sendAgain(queryClient, row.mutation)}>
                          Send again
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => discard(queryClient, row.mutation)}>
                          Discard
                        </Button>
                      </HStack>
                    </>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * What a manager does with an editable campaign once it is saved: a test send to a few addresses, a
 * schedule for later, or sending it now to every targeted subscriber (each asks first). A scheduled
 * campaign can only be cancelled (it returns to editable as Cancelled).
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import type { Newsletter } from '@ujuzi/api';
import { useCancelNewsletter, useScheduleNewsletter, useSendNewsletterNow, useSendNewsletterTest } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Button, Card, DateTimeField, TextField, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ActionButton, errorMessage, useEntityAction } from '../../infra/kit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refreshes every newsletter query (the campaign, the list, the overview's counts). */
const refreshNewsletters = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('/newsletter/') });

function TestSend({ newsletter }: { newsletter: Newsletter }) {
  const sendTest = useSendNewsletterTest();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const list = emails
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter(Boolean);
    if (list.length === 0) return setError('Please enter your email address');
    const bad = list.find((email) => !EMAIL.test(email));
    if (bad) return setError(`Please enter a valid email address (${bad})`);
    setError(null);
    try {
      await sendTest.mutateAsync({ id: newsletter.id, data: { test_emails: list } });
      toast.success('Test sent', `Sent to ${list.join(', ')}.`);
    } catch (failure) {
      toast.error('Could not send the test', errorMessage(failure));
    }
  };
  return (
    <Stack gap="2">
      <TextField
        label="Send a test to"
        helpText="One or more addresses, separated by commas."
        type="email"
        value={emails}
        error={error ?? undefined}
        onChange={(event) => setEmails(event.target.value)}
      />
      <HStack>
        <Button variant="outline" loading={sendTest.isPending} onClick={() => void submit()}>
          Send test
        </Button>
      </HStack>
    </Stack>
  );
}

/** `blocked`: why it may not be sent or scheduled yet (the second admin's approval), shown beside the disabled buttons. */
export function SendPanel({ newsletter, blocked = null }: { newsletter: Newsletter; blocked?: string | null }) {
  const sendNow = useSendNewsletterNow();
  const schedule = useScheduleNewsletter();
  const [when, setWhen] = useState<string | null>(null);
  const [whenError, setWhenError] = useState<string | null>(null);
  const now = useEntityAction<Newsletter>({
    queryKey: [],
    call: () => sendNow.mutateAsync({ id: newsletter.id }),
    success: () => ({ title: 'Newsletter is being sent', description: newsletter.title }),
    failure: 'Could not send the newsletter',
    refresh: refreshNewsletters,
  });
  const later = useEntityAction<Newsletter, string>({
    queryKey: [],
    call: (scheduled_at) => schedule.mutateAsync({ id: newsletter.id, data: { scheduled_at } }),
    success: (scheduled_at) => ({ title: 'Newsletter scheduled', description: `It goes out ${formatDateTime(scheduled_at)}.` }),
    failure: 'Could not schedule the newsletter',
    refresh: refreshNewsletters,
  });
  const scheduleValid = when !== null && whenError === null;
  return (
    <Card>
      <Stack gap="5">
        <Heading as="h2" textStyle="lg">
          Send
        </Heading>
        <TestSend newsletter={newsletter} />
        <Stack gap="2">
          <DateTimeField
            label="Schedule for"
            value={when}
            error={whenError ?? undefined}
            onChange={(value) => {
              setWhen(value);
              setWhenError(value && !(Date.parse(value) > Date.now()) ? 'Scheduled time must be in the future.' : null);
            }}
          />
          {blocked ? (
            <Text color="fg.muted" role="note">
              {blocked}
            </Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <ActionButton
              label="Schedule"
              disabled={!scheduleValid || blocked !== null}
              pending={later.pending}
              confirm={{
                title: `Schedule ${newsletter.title}?`,
                message: when ? `It goes out to its subscribers on ${formatDateTime(when)}.` : undefined,
              }}
              onRun={() => later.run(when ?? '')}
            />
            <ActionButton
              label="Send now"
              variant="solid"
              disabled={blocked !== null}
              pending={now.pending}
              confirm={{
                title: `Send ${newsletter.title} now?`,
                message: `It goes out at once to ${newsletter.recipients_count ?? 0} active subscribers and cannot be undone.`,
                confirmLabel: 'Send now',
              }}
              onRun={() => now.run()}
            />
          </HStack>
        </Stack>
      </Stack>
    </Card>
  );
}

export function ScheduledNote({ newsletter }: { newsletter: Newsletter }) {
  const cancel = useCancelNewsletter();
  const action = useEntityAction<Newsletter>({
    queryKey: [],
    call: () => cancel.mutateAsync({ id: newsletter.id }),
    success: 'Scheduled newsletter cancelled',
    failure: 'Could not cancel the newsletter',
    refresh: refreshNewsletters,
  });
  return (
    <Card>
      <Stack gap="3" role="note">
        <Text>
          Scheduled for {newsletter.scheduled_at ? formatDateTime(newsletter.scheduled_at) : 'later'}. Cancel the schedule to
          change it.
        </Text>
        <HStack>
          <ActionButton
            label="Cancel schedule"
            destructive
            pending={action.pending}
            confirm={{ title: `Cancel the schedule of ${newsletter.title}?`, confirmLabel: 'Cancel schedule' }}
            onRun={() => action.run()}
          />
        </HStack>
      </Stack>
    </Card>
  );
}

/**
 * The second admin's approval of a campaign (issue 27; requestNewsletterApproval, approveNewsletter,
 * rejectNewsletter): where it stands, Ask for approval for a draft while the settings require it, and
 * Approve or Reject (with the reason the author reads) for any admin but the one who asked.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import type { Newsletter, UserSummary } from '@ujuzi/api';
import { useApproveNewsletter, useRejectNewsletter, useRequestNewsletterApproval } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, Card, Link } from '@ujuzi/ui';
import { ActionButton, ReasonConfirmDialog, links, useEntityAction } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';

/** The server's refusal of send now and schedule, shown beside them while approval is missing. */
export const NEEDS_APPROVAL = "This campaign needs a second admin's approval before it is sent.";
export const REJECT_REASON_REQUIRED = 'Please say why, so the author can correct it.';

/** Why the campaign may not be sent or scheduled yet; null when it may. */
export function approvalBlock(newsletter: Newsletter, required: boolean): string | null {
  if (!required || newsletter.approval_status === 'approved') return null;
  return newsletter.approval_status === 'awaiting'
    ? `${NEEDS_APPROVAL} It is waiting for another admin.`
    : `${NEEDS_APPROVAL} Ask for approval first.`;
}

const refreshNewsletters = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('/newsletter/') });

function Person({ user }: { user: UserSummary }) {
  const href = links.person(user);
  return href ? <Link href={href}>{displayName(user)}</Link> : <>{displayName(user)}</>;
}

function StatusLine({ newsletter }: { newsletter: Newsletter }) {
  const { approval_status: status, approved_by: by, approval_requested_by: asker } = newsletter;
  if (status === 'awaiting')
    return (
      <HStack gap="2" wrap="wrap">
        <Badge tone="warning">Awaiting approval</Badge>
        {asker ? (
          <Text textStyle="sm">
            Asked by <Person user={asker} />
          </Text>
        ) : null}
      </HStack>
    );
  if (status === 'approved')
    return (
      <HStack gap="2" wrap="wrap">
        <Badge tone="success">Approved</Badge>
        <Text textStyle="sm">Approved by {by ? <Person user={by} /> : 'another admin'}</Text>
      </HStack>
    );
  if (status === 'rejected')
    return (
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Badge tone="danger">Rejected</Badge>
          {by ? (
            <Text textStyle="sm">
              by <Person user={by} />
            </Text>
          ) : null}
        </HStack>
        <Text>Rejected: {newsletter.rejection_reason ?? 'no reason given'}</Text>
        <Text color="fg.muted" textStyle="sm">
          Correct it, save your changes, and ask for approval again.
        </Text>
      </Stack>
    );
  return <Text>{NEEDS_APPROVAL}</Text>;
}

function Decision({ newsletter }: { newsletter: Newsletter }) {
  const approve = useApproveNewsletter();
  const reject = useRejectNewsletter();
  const approval = useEntityAction<Newsletter>({
    call: () => approve.mutateAsync({ id: newsletter.id }),
    success: () => ({ title: `${newsletter.title} approved`, description: 'Its author may now send or schedule it.' }),
    failure: 'Could not approve the newsletter',
    refresh: refreshNewsletters,
  });
  const rejection = useEntityAction<Newsletter, string>({
    call: (why) => reject.mutateAsync({ id: newsletter.id, data: { reason: why } }),
    success: () => ({ title: `${newsletter.title} rejected`, description: 'Its author is told your reason.' }),
    failure: 'Could not reject the newsletter',
    refresh: refreshNewsletters,
  });
  return (
    <HStack gap="2" wrap="wrap">
      <ActionButton
        label="Approve"
        variant="solid"
        pending={approval.pending}
        confirm={{ title: `Approve ${newsletter.title}?`, message: 'Its author may then send or schedule it.' }}
        onRun={() => approval.run()}
      />
      <ReasonConfirmDialog
        label="Reject"
        title={`Reject ${newsletter.title}?`}
        message="It stays a draft; its author is told why and can correct it."
        reason={{ required: REJECT_REASON_REQUIRED, maxLength: 1000, helpText: 'Shown to the author.' }}
        onConfirm={(why) => rejection.run(why)}
      />
    </HStack>
  );
}

export function ApprovalPanel({ newsletter, required }: { newsletter: Newsletter; required: boolean }) {
  const { user } = useSession();
  const ask = useRequestNewsletterApproval();
  const request = useEntityAction<Newsletter>({
    call: () => ask.mutateAsync({ id: newsletter.id }),
    success: () => ({ title: 'Approval asked for', description: 'The other admins are told it is waiting for them.' }),
    failure: 'Could not ask for approval',
    refresh: refreshNewsletters,
  });
  const status = newsletter.approval_status ?? null;
  if (!required && status === null) return null;
  const mine = newsletter.approval_requested_by?.id === user?.id;
  return (
    <Card title="Approval" headingLevel={2}>
      <Stack gap="3">
        <StatusLine newsletter={newsletter} />
        {status === 'awaiting' && mine ? (
          <Text color="fg.muted" textStyle="sm" role="note">
            You asked for approval: another admin must approve it before it can be sent.
          </Text>
        ) : null}
        {status === 'awaiting' && !mine ? <Decision newsletter={newsletter} /> : null}
        {required && (status === null || status === 'rejected') ? (
          <HStack>
            <ActionButton
              label="Ask for approval"
              variant="solid"
              pending={request.pending}
              confirm={{
                title: `Ask for approval of ${newsletter.title}?`,
                message: 'The other admins are notified; save your changes first.',
              }}
              onRun={() => request.run()}
            />
          </HStack>
        ) : null}
      </Stack>
    </Card>
  );
}

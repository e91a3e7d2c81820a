/**
 * Mock mode only: where a screen says "we sent you an e-mail", the demo inbox shows the mail the mock
 * backend wrote instead of sending it, and opens its link in the app, so a reset, a verification or a
 * newsletter confirmation can be finished by hand. Without a demo inbox (a real API) it renders nothing.
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge, ButtonLink } from '@ujuzi/ui';
import { useDemoAccounts, useDemoInbox, type DemoInboxReader } from '../infra/routing/demo-accounts';

export const DEMO_INBOX_MESSAGES = {
  title: 'Demo inbox',
  badge: 'Mock backend',
  reading: 'Looking for the e-mail…',
  failed: 'The demo inbox could not be read.',
  showBody: 'Show the whole e-mail',
} as const;

/** What the button opening a mail's link says, by where the link leads. */
export function demoLinkLabel(path: string): string {
  if (path.startsWith('/reset-password/')) return 'Open the reset link';
  if (/^\/login\?(.*&)?verify=/.test(path)) return 'Open the verification link';
  if (path.startsWith('/newsletter/confirm/')) return 'Open the confirmation link';
  if (path.startsWith('/newsletter/unsubscribe/')) return 'Open the unsubscribe link';
  return 'Open the link in the e-mail';
}

export interface DemoInboxProps {
  /** The address the server writes to. */
  to: string;
  /** When the request was made: older mails to the address are not its answer. */
  since: Date;
  /** Said after "no e-mail was sent" when the server wrote none, e.g. why an address got nothing. */
  noMailHint?: string;
}

export function DemoInbox(props: DemoInboxProps) {
  const readInbox = useDemoInbox();
  return readInbox ? <DemoInboxBox readInbox={readInbox} {...props} /> : null;
}

/** A demo account's address for hints ('Try student@ujuzi.ac.ke'), when the app passed the accounts' addresses. */
export function useDemoAddress(): string | undefined {
  const accounts = useDemoAccounts()?.accounts ?? [];
  return (accounts.find((account) => account.userType === 'student') ?? accounts[0])?.email;
}

function DemoInboxBox({ readInbox, to, since, noMailHint }: DemoInboxProps & { readInbox: DemoInboxReader }) {
  const titleId = useId();
  const mail = useQuery({
    queryKey: ['demo-inbox', to, since.getTime()],
    queryFn: async () => (await readInbox({ to, since, limit: 1 }))[0] ?? null,
    // Read once for this request; a later request has its own `since`.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const address = (
    <chakra.strong fontWeight="semibold" overflowWrap="anywhere">
      {to}
    </chakra.strong>
  );
  const link = mail.data?.links[0];

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l3"
      p="4"
      bg="bg.subtle"
      textAlign="start"
    >
      <Stack gap="3">
        <HStack gap="2" justify="space-between" flexWrap="wrap">
          <Text as="h2" id={titleId} fontWeight="semibold">
            {DEMO_INBOX_MESSAGES.title}
          </Text>
          <Badge size="xs" tone="warning">
            {DEMO_INBOX_MESSAGES.badge}
          </Badge>
        </HStack>
        {mail.isPending ? (
          <Text textStyle="sm" color="fg.muted">
            {DEMO_INBOX_MESSAGES.reading}
          </Text>
        ) : mail.isError ? (
          <Text textStyle="sm" color="fg.error">
            {DEMO_INBOX_MESSAGES.failed}
          </Text>
        ) : mail.data ? (
          <>
            <Text textStyle="sm">Demo mode: no e-mail was sent. This is the message the server would send to {address}.</Text>
            <Stack gap="1" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
              <Text textStyle="xs" color="fg.muted">
                Subject
              </Text>
              <Text fontWeight="medium">{mail.data.subject}</Text>
              <chakra.details textStyle="sm" mt="1">
                <chakra.summary cursor="pointer" color="fg.muted">
                  {DEMO_INBOX_MESSAGES.showBody}
                </chakra.summary>
                <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {mail.data.body}
                </Text>
              </chakra.details>
            </Stack>
            {link ? (
              <ButtonLink href={link} variant="outline" fullWidth>
                {demoLinkLabel(link)}
              </ButtonLink>
            ) : null}
          </>
        ) : (
          <Text textStyle="sm">
            Demo mode: no e-mail was sent, and the server wrote none to {address} either.
            {noMailHint ? ` ${noMailHint}` : null}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

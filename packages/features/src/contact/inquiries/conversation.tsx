import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { type GetInquiryQueryResult } from '@ujuzi/api/hooks';
import { Avatar, Badge, RelativeTime } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit';
import { personName } from './inquiry-people';

type Inquiry = GetInquiryQueryResult;
type InquiryReply = NonNullable<Inquiry['responses']>[number];

/** A message of the conversation: the enquirer's on the left, staff replies on the right, notes marked. */
function Bubble({
  author,
  time,
  mine,
  internal,
  children,
  meta,
}: {
  author: string;
  time: string;
  mine: boolean;
  internal?: boolean;
  children: string;
  meta?: string;
}) {
  return (
    <chakra.li display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'} listStyle="none">
      <Stack
        as="article"
        aria-label={`${internal ? 'Internal note' : 'Message'} from ${author}`}
        gap="1"
        maxW={{ base: '92%', md: '75%' }}
        p="3"
        borderRadius="l3"
        borderWidth="1px"
        borderStyle={internal ? 'dashed' : 'solid'}
        borderColor={internal ? 'warning.muted' : mine ? 'brand.muted' : 'border'}
        bg={internal ? 'warning.subtle' : mine ? 'brand.subtle' : 'bg.panel'}
      >
        <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
          <Avatar name={author} size="2xs" />
          <Text fontWeight="semibold" color="fg">
            {author}
          </Text>
          <RelativeTime value={time} />
          {internal ? <Badge tone="warning">Internal note</Badge> : null}
        </HStack>
        <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {children}
        </Text>
        {meta ? (
          <Text textStyle="xs" color="fg.muted">
            {meta}
          </Text>
        ) : null}
      </Stack>
    </chakra.li>
  );
}

/** The reply box, with the form kit in its own chunk (loaded as the conversation shows). */
const ReplyForm = lazyPart(() => import('./reply-form').then((module) => module.ReplyForm), '13rem');

/** The inquiry's message and its responses, then the reply box while it is open. */
export function Conversation({ inquiry, canReply }: { inquiry: Inquiry; canReply: boolean }) {
  const replies: readonly InquiryReply[] = inquiry.responses ?? [];
  return (
    <Stack gap="5">
      <Stack as="ol" gap="3" aria-label="Conversation" p="0">
        <Bubble author={inquiry.name} time={inquiry.created_at} mine={false}>
          {inquiry.message}
        </Bubble>
        {replies.map((item) => (
          <Bubble
            key={item.id}
            author={personName(item.responder)}
            time={item.created_at}
            mine
            internal={item.is_internal}
            meta={item.is_internal ? undefined : item.email_sent ? 'E-mailed to the enquirer' : 'Not e-mailed'}
          >
            {item.message}
          </Bubble>
        ))}
      </Stack>
      {canReply ? (
        <ReplyForm inquiry={inquiry} />
      ) : (
        <Text color="fg.muted" textStyle="sm">
          This inquiry is closed. Reopen it to reply.
        </Text>
      )}
    </Stack>
  );
}

/**
 * One opened message: the earlier messages of its thread, its text, and what the viewer may do with
 * it — reply, mark unread, archive or move back to the inbox, delete (to the trash, then for good);
 * a draft opens to be finished. Opening a received message marks it read on the server, so the lists
 * and the sidebar's "unread messages" counter are refreshed.
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ujuzi/api';
import {
  getGetMessageQueryKey,
  useDeleteMessage,
  useGetMessage,
  usePartialUpdateMessage,
  useTrashMessage,
} from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Avatar, Badge, Button, Card, EmptyState, ErrorState, Link, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, EntityLink, errorMessage, lazyPart, useEntityAction, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  CommunicationsHeader,
  FOLDER_LABELS,
  personName,
  refreshMessageLists,
  refreshMessages,
  type MessageFolder,
} from '../shared';
import { ComposeDialog, preloadComposeForm } from './compose-dialog';

const ReplyForm = lazyPart(() => import('./reply-form').then((module) => module.ReplyForm), '12rem');

/** A person named in a message: their page where the viewer may open it. */
export function Person({ person }: { person: Message['sender'] }) {
  const target = links.person(person);
  return target ? <EntityLink href={target}>{personName(person)}</EntityLink> : <>{personName(person)}</>;
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <chakra.li listStyle="none" display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'}>
      <Stack
        as="article"
        aria-label={`Message from ${personName(message.sender)}`}
        gap="2"
        maxW={{ base: '100%', md: '80%' }}
        w="full"
        p="4"
        borderRadius="l3"
        borderWidth="1px"
        borderColor={mine ? 'brand.muted' : 'border'}
        bg={mine ? 'brand.subtle' : 'bg.panel'}
      >
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Avatar name={personName(message.sender)} size="xs" />
          <Text as="span" fontWeight="semibold">
            <Person person={message.sender} />
          </Text>
          <Text as="span" color="fg.muted">
            to <Person person={message.recipient} />
          </Text>
          <Text as="span" color="fg.muted" textStyle="xs" title={formatDateTime(message.sent_at ?? message.created_at)}>
            <RelativeTime value={message.sent_at ?? message.created_at} />
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.body}
        </Text>
      </Stack>
    </chakra.li>
  );
}

/** The earlier messages of the thread, oldest first (each fetched by its parent id; at most five back). */
function Earlier({ parent, viewer, depth = 0 }: { parent: number; viewer: number | undefined; depth?: number }) {
  const query = useGetMessage(parent);
  if (!query.data) return null;
  const message = query.data;
  return (
    <>
      {message.parent && depth < 4 ? <Earlier parent={message.parent} viewer={viewer} depth={depth + 1} /> : null}
      <Bubble message={message} mine={message.sender.id === viewer} />
    </>
  );
}

function MessageActions({ message, folder }: { message: Message; folder: MessageFolder }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const queryKey = getGetMessageQueryKey(message.id);
  const update = usePartialUpdateMessage();
  const trash = useTrashMessage();
  const received = message.recipient.id === user?.id;
  const back = () => void navigate(links.messageFolder(folder));
  const move = useEntityAction<Message, MessageFolder>({
    queryKey,
    call: (target) => update.mutateAsync({ id: message.id, data: { folder: target } }),
    success: (target) => (target === 'archived' ? 'Message archived' : `Message moved to ${FOLDER_LABELS[target]}`),
    failure: 'Could not move the message',
    refresh: refreshMessages,
  });
  const unread = useEntityAction<Message, undefined>({
    queryKey,
    call: () => update.mutateAsync({ id: message.id, data: { is_read: false } }),
    success: 'Marked as unread',
    failure: 'Could not mark the message unread',
    refresh: refreshMessageLists,
  });
  const remove = useEntityAction<Message, undefined>({
    queryKey,
    call: () => trash.mutateAsync({ id: message.id }),
    success: folder === 'trash' ? 'Message deleted for good' : 'Message moved to Trash',
    failure: 'Could not delete the message',
  });
  const home: MessageFolder = message.sender.id === user?.id ? 'sent' : 'inbox';
  return (
    <>
      {received && folder !== 'trash' ? (
        <ActionButton
          label="Mark unread"
          pending={unread.pending}
          onRun={async () => {
            // Leave first, so the open message is not fetched (and marked read) again.
            back();
            await unread.run(undefined);
          }}
        />
      ) : null}
      {folder === 'inbox' ? (
        <ActionButton label="Archive" pending={move.pending} onRun={async () => (await move.run('archived')) && back()} />
      ) : null}
      {folder === 'archived' || folder === 'trash' ? (
        <ActionButton
          label={`Move to ${FOLDER_LABELS[home]}`}
          pending={move.pending}
          onRun={async () => (await move.run(home)) && back()}
        />
      ) : null}
      <ActionButton
        label={folder === 'trash' ? 'Delete for good' : 'Delete'}
        destructive
        pending={remove.pending}
        confirm={{
          title: `Delete “${message.subject}”?`,
          message:
            folder === 'trash'
              ? 'It leaves your mailbox for good; the other person keeps their copy.'
              : 'It moves to your Trash; the other person keeps their copy.',
        }}
        onRun={async () => {
          if (await remove.run(undefined)) {
            queryClient.removeQueries({ queryKey });
            void refreshMessages(queryClient);
            back();
          }
        }}
      />
    </>
  );
}

function DraftActions({ message }: { message: Message }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteMessage();
  const queryKey = getGetMessageQueryKey(message.id);
  const deletion = useEntityAction<Message, undefined>({
    queryKey,
    call: () => remove.mutateAsync({ id: message.id }),
    success: 'Draft deleted',
    failure: 'Could not delete the draft',
  });
  return (
    <>
      <Button onClick={() => setEditing(true)} onPointerEnter={preloadComposeForm} onFocus={preloadComposeForm}>
        Finish and send
      </Button>
      <ActionButton
        label="Delete draft"
        destructive
        pending={deletion.pending}
        confirm={{ title: `Delete the draft “${message.subject}”?`, message: 'This cannot be undone.' }}
        onRun={async () => {
          if (await deletion.run(undefined)) {
            queryClient.removeQueries({ queryKey });
            void refreshMessages(queryClient);
            void navigate(links.messageFolder('drafts'));
          }
        }}
      />
      <ComposeDialog
        open={editing}
        onOpenChange={setEditing}
        draft={message}
        onDone={(saved) => {
          queryClient.removeQueries({ queryKey });
          void navigate(links.messageFolder(saved.is_draft ? 'drafts' : 'sent'));
        }}
      />
    </>
  );
}

export function MessageView({ id, folder }: { id: number; folder: MessageFolder }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useGetMessage(id);
  const [replies, setReplies] = useState(0);
  const trail = [
    { label: 'Messages', href: links.messageFolder('inbox') },
    ...(folder === 'inbox' ? [] : [{ label: FOLDER_LABELS[folder], href: links.messageFolder(folder) }]),
  ];
  const message = query.data;
  // The server marks a received message read when it answers: the lists and counters catch up after
  // every answer, not only the first data shown (which may come from the cache, before that answer).
  const received = message !== undefined && message.recipient.id === user?.id;
  const answeredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (received && answeredAt > 0) void refreshMessageLists(queryClient);
  }, [received, answeredAt, queryClient]);

  if (query.isPending)
    return (
      <Stack gap="5" aria-busy="true">
        <CommunicationsHeader title="Message" trail={trail} />
        <SkeletonText lines={6} label="Loading the message" />
      </Stack>
    );
  if (!message)
    return (
      <Stack gap="5">
        <CommunicationsHeader title="Message" trail={trail} />
        {(query.error as { status?: number } | null)?.status === 404 ? (
          <EmptyState
            headingLevel="h2"
            title="This message does not exist"
            description="It may have been deleted from your mailbox."
            action={<Link href={links.messageFolder(folder)}>{`Back to ${FOLDER_LABELS[folder]}`}</Link>}
          />
        ) : (
          <ErrorState
            headingLevel="h2"
            title="Could not load this message"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );
  const mine = message.sender.id === user?.id;
  const otherParty = mine ? message.recipient : message.sender;
  return (
    <Stack gap="5">
      <CommunicationsHeader
        title={message.subject}
        trail={trail}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            {message.is_draft ? <Badge tone="warning">Draft</Badge> : null}
            <span>{mine ? 'To ' : 'From '}</span>
            <Person person={otherParty} />
          </HStack>
        }
        actions={message.is_draft ? <DraftActions message={message} /> : <MessageActions message={message} folder={folder} />}
      />
      <Box>
        <Link href={links.messageFolder(folder)} variant="muted">{`← Back to ${FOLDER_LABELS[folder]}`}</Link>
      </Box>
      <Stack as="ol" gap="3" p="0" aria-label="Conversation">
        {message.parent ? <Earlier parent={message.parent} viewer={user?.id} /> : null}
        <Bubble message={message} mine={mine} />
      </Stack>
      {message.is_draft || folder === 'trash' ? null : (
        <Card>
          <ReplyForm key={replies} message={message} otherParty={otherParty} onSent={() => setReplies((count) => count + 1)} />
        </Card>
      )}
    </Stack>
  );
}

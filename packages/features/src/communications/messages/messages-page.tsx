/**
 * /dashboard/communications/messages and /messages/:folder: the viewer's mailbox. The folders of the
 * contract (inbox, sent, drafts, archive, trash) with their counts; a folder's messages, unread ones
 * bold and marked New, searched and filtered, in pages; bulk mark read or unread, archive and delete.
 * `?open=<id>` opens one message (its thread, reply and actions). New message writes one.
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ujuzi/api';
import { partialUpdateMessage, trashMessage, useGetMessageStats, useListMessages } from '@ujuzi/api/hooks';
import { listMessagesList } from '@ujuzi/api/list-params';
import { Badge, Button, EmptyState, Link, RelativeTime } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ListPage,
  columnsOf,
  countOf,
  runPerRow,
  useList,
  useRouteParams,
  SLUG_PARAM,
  type BulkAction,
  links,
  useSearchParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunicationsHeader, FOLDERS, FOLDER_LABELS, isFolder, refreshMessages, type MessageFolder } from '../shared';
import { ComposeDialog, preloadComposeForm } from './compose-dialog';
import { MessageView, Person } from './message-view';

const NOUN = { one: 'message', many: 'messages' };
const column = columnsOf<Message>();

/** Sent messages and drafts name who they go to; the other folders who they came from. */
const showsRecipient = (folder: MessageFolder, message: Message, viewer: number | undefined) =>
  folder === 'sent' || folder === 'drafts' || message.sender.id === viewer;

const columns = (folder: MessageFolder, viewer: number | undefined) => [
  column.text('person', folder === 'sent' || folder === 'drafts' ? 'To' : 'From', (row) => (
    <Text as="span" fontWeight={row.is_read ? 'normal' : 'bold'}>
      <Person person={showsRecipient(folder, row, viewer) ? row.recipient : row.sender} />
    </Text>
  )),
  column.text(
    'subject',
    'Subject',
    (row) => (
      <Stack gap="0.5" minW={{ base: '0', md: '12rem' }} maxW="30rem">
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontWeight={row.is_read ? 'normal' : 'bold'}>
            <Link href={links.messageFolder(folder, { open: row.id })}>{row.subject}</Link>
          </Text>
          {row.is_read ? null : <Badge tone="brand">New</Badge>}
          {row.is_starred ? <Badge tone="accent">Starred</Badge> : null}
          {(row.reply_count ?? 0) > 0 ? (
            <Text as="span" textStyle="xs" color="fg.muted">
              {countOf(row.reply_count ?? 0, 'reply', 'replies')}
            </Text>
          ) : null}
        </HStack>
        <Text textStyle="xs" color="fg.muted" lineClamp="1">
          {row.body}
        </Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.text('created_at', folder === 'drafts' ? 'Saved' : 'Date', (row) => (
    <RelativeTime value={row.sent_at ?? row.updated_at} />
  )),
];

/** A bulk change of the selected messages, one call each: `title` asks it of 'n messages'. */
const change = (
  id: string,
  label: string,
  title: (messages: string) => string,
  data: { is_read?: boolean; folder?: MessageFolder },
) =>
  ({
    id,
    label,
    confirmTitle: (count) => title(countOf(count, 'message', 'messages')),
    run: (rows) => runPerRow(rows, (id) => partialUpdateMessage(Number(id), data)),
  }) satisfies BulkAction;

/** The folder links with their counts; the current one marked. */
function FolderNav({ folder }: { folder: MessageFolder }) {
  const stats = useGetMessageStats();
  const countFor = (name: MessageFolder): string | null => {
    if (!stats.data) return null;
    if (name === 'inbox') return stats.data.unread > 0 ? `${stats.data.unread} unread` : null;
    return stats.data[name] > 0 ? String(stats.data[name]) : null;
  };
  return (
    <chakra.nav aria-label="Folders">
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" p="0">
        {FOLDERS.map((name) => {
          const count = countFor(name);
          const current = name === folder;
          return (
            <Box
              as="li"
              key={name}
              borderWidth="1px"
              borderRadius="full"
              borderColor={current ? 'brand.solid' : 'border'}
              bg={current ? 'brand.subtle' : undefined}
            >
              <Link
                href={links.messageFolder(name)}
                variant={current ? 'plain' : 'muted'}
                aria-current={current ? 'page' : undefined}
              >
                <Box as="span" display="inline-block" px="3" py="1.5" textStyle="sm" fontWeight={current ? 'semibold' : 'medium'}>
                  {FOLDER_LABELS[name]}
                  {count ? ` (${count})` : null}
                </Box>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}

const EMPTY_TEXT: Record<MessageFolder, string> = {
  inbox: 'Messages people send you arrive here; you are notified of each.',
  sent: 'Messages you send are kept here.',
  drafts: 'Save a message as a draft to finish it later.',
  archived: 'Archive a message from your inbox to keep it out of the way.',
  trash: 'Deleted messages wait here until you delete them for good.',
};

function FolderList({ folder }: { folder: MessageFolder }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState(false);
  const list = useList(listMessagesList, { defaultPageSize: 20 });
  const query = useListMessages({ ...list.params, folder }, list.options);
  const composeButton = (
    <Button onClick={() => setComposing(true)} onPointerEnter={preloadComposeForm} onFocus={preloadComposeForm}>
      New message
    </Button>
  );
  const bulkActions: BulkAction[] = [
    ...(folder === 'inbox' || folder === 'archived'
      ? [
          change('read', 'Mark read', (messages) => `Mark ${messages} read?`, { is_read: true }),
          change('unread', 'Mark unread', (messages) => `Mark ${messages} unread?`, { is_read: false }),
        ]
      : []),
    ...(folder === 'inbox' ? [change('archive', 'Archive', (messages) => `Archive ${messages}?`, { folder: 'archived' })] : []),
    {
      id: 'delete',
      label: folder === 'trash' ? 'Delete for good' : 'Delete',
      destructive: true,
      confirmTitle: (count: number) => `Delete ${countOf(count, 'message', 'messages')}?`,
      confirmMessage: () =>
        folder === 'trash'
          ? 'They leave your mailbox for good; the other people keep their copies.'
          : 'They move to your Trash; the other people keep their copies.',
      run: (rows) => runPerRow(rows, (id) => trashMessage(Number(id))),
    },
  ];
  return (
    <>
      <ListPage
        header={
          <Stack gap="4">
            <CommunicationsHeader
              title={folder === 'inbox' ? 'Messages' : `Messages: ${FOLDER_LABELS[folder]}`}
              trail={folder === 'inbox' ? [] : [{ label: 'Messages', href: links.messageFolder('inbox') }]}
              description="Direct messages between you and the people you learn or work with."
              actions={composeButton}
            />
            <FolderNav folder={folder} />
          </Stack>
        }
        list={list}
        query={query}
        label={`${FOLDER_LABELS[folder]} messages`}
        noun={NOUN}
        columns={columns(folder, user?.id)}
        getRowLabel={(row) => row.subject}
        search={{ label: 'Search messages', placeholder: 'Search by subject, text or name' }}
        filters={[
          {
            type: 'select',
            name: 'is_read',
            label: 'Read',
            placeholder: 'Read and unread',
            options: [
              { value: 'false', label: 'Unread' },
              { value: 'true', label: 'Read' },
            ],
          },
          {
            type: 'boolean',
            name: 'is_starred',
            label: 'Starred',
            placeholder: 'Starred or not',
            yes: 'Starred',
            no: 'Not starred',
          },
        ]}
        bulkActions={bulkActions}
        onBulkDone={() => void refreshMessages(queryClient)}
        empty={{
          title: `Nothing in ${FOLDER_LABELS[folder]}`,
          description: EMPTY_TEXT[folder],
          action: composeButton,
        }}
      />
      <ComposeDialog
        open={composing}
        onOpenChange={setComposing}
        onDone={(saved) => void navigate(links.messageFolder(saved.is_draft ? 'drafts' : 'sent', { open: saved.id }))}
      />
    </>
  );
}

// Any name reaches the page: an unknown folder gets the mailbox's own answer, which names it.
const FOLDER_PARAM = { folder: { ...SLUG_PARAM, optional: true } } as const;

export function MessagesPage() {
  const { folder = 'inbox' } = useRouteParams(FOLDER_PARAM);
  const [search] = useSearchParams();
  if (!isFolder(folder))
    return (
      <Stack gap="5">
        <CommunicationsHeader title="Messages" />
        <EmptyState
          headingLevel="h2"
          title={`There is no “${folder}” folder`}
          description="Your mailbox has Inbox, Sent, Drafts, Archive and Trash."
          action={<Link href={links.messageFolder('inbox')}>Open your inbox</Link>}
        />
      </Stack>
    );
  const open = Number(search.get('open'));
  return Number.isInteger(open) && open > 0 ? (
    <MessageView key={open} id={open} folder={folder} />
  ) : (
    <FolderList folder={folder} />
  );
}

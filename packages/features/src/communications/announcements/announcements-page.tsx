/**
 * /dashboard/communications/announcements: the announcements addressed to the viewer (`for_me`), unread
 * ones marked New; staff, who post them, see every announcement (drafts too) filtered by status,
 * audience and priority, with New announcement. Built with the kit's ListPage.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Announcement } from '@ujuzi/api';
import { useListAnnouncements, useListAnnouncementsForMe } from '@ujuzi/api/hooks';
import { listAnnouncementsForMeList, listAnnouncementsList } from '@ujuzi/api/list-params';
import { Badge, Button, Link, RelativeTime } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  AUDIENCE_LABELS,
  CommunicationsHeader,
  PRIORITY_LABELS,
  PRIORITY_TONES,
  maySeeAllAnnouncements,
  personName,
} from '../shared';
import { AnnouncementDialog } from './announcement-form-dialog';

const NOUN = { one: 'announcement', many: 'announcements' };
const column = columnsOf<Announcement>();

function TitleCell({ row }: { row: Announcement }) {
  return (
    <Stack gap="0.5" minW={{ base: '0', md: '14rem' }} maxW="28rem">
      <HStack gap="2" wrap="wrap">
        <Text as="span" fontWeight={row.is_read ? 'normal' : 'bold'}>
          <Link href={links.announcement(row.id)}>{row.title}</Link>
        </Text>
        {row.is_read ? null : <Badge tone="brand">New</Badge>}
        {row.is_pinned ? <Badge tone="accent">Pinned</Badge> : null}
      </HStack>
      <Text textStyle="xs" color="fg.muted" lineClamp="1">
        {row.body.replace(/[#*_`>[\]]/g, '')}
      </Text>
    </Stack>
  );
}

/** The columns; staff also see the audience, the status and (on demand) the readers. */
const columns = (staff: boolean) => [
  column.text('title', 'Announcement', (row) => <TitleCell row={row} />, { isRowHeader: true }),
  column.status('priority', 'Priority', PRIORITY_LABELS, PRIORITY_TONES),
  ...(staff
    ? [
        column.text('audience', 'Audience', (row) => AUDIENCE_LABELS[row.audience]),
        column.text('is_published', 'Status', (row) =>
          row.is_published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>,
        ),
      ]
    : []),
  column.entity('author', 'From', (row) => ({ name: personName(row.author), href: links.person(row.author) })),
  column.text('published_at', 'Published', (row) =>
    row.published_at ? <RelativeTime value={row.published_at} /> : <Text color="fg.muted">Not yet</Text>,
  ),
  ...(staff ? [column.text('read_count', 'Readers', (row) => row.read_count ?? 0, { align: 'end', defaultHidden: true })] : []),
];

const READ_FILTER = {
  type: 'select',
  name: 'is_read',
  label: 'Read',
  placeholder: 'Read and unread',
  options: [
    { value: 'false', label: 'Unread' },
    { value: 'true', label: 'Read' },
  ],
} as const;
const PRIORITY_FILTER = { type: 'enum', name: 'priority', label: 'Priority', labels: PRIORITY_LABELS } as const;

function MyAnnouncements() {
  const list = useList(listAnnouncementsForMeList, { defaultPageSize: 20 });
  const query = useListAnnouncementsForMe(...list.request);
  return (
    <ListPage
      header={<CommunicationsHeader title="Announcements" description="News and notices from the school for you." />}
      list={list}
      query={query}
      label="Announcements"
      noun={NOUN}
      columns={columns(false)}
      filters={[READ_FILTER, PRIORITY_FILTER]}
      empty={{
        title: 'No announcements for you yet',
        description: 'When the school posts news for you it appears here and in the sidebar. Meanwhile, check your messages.',
        action: <Link href={links.messages()}>Open messages</Link>,
      }}
    />
  );
}

function AllAnnouncements() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useList(listAnnouncementsList, { defaultPageSize: 20 });
  const query = useListAnnouncements(...list.request);
  const newButton = (
    <Button onClick={() => setCreating(true)} onPointerEnter={AnnouncementDialog.preload} onFocus={AnnouncementDialog.preload}>
      New announcement
    </Button>
  );
  return (
    <>
      <ListPage
        header={
          <CommunicationsHeader
            title="Announcements"
            description="Every announcement, drafts included; its audience sees it once published."
            actions={newButton}
          />
        }
        list={list}
        query={query}
        label="Announcements"
        noun={NOUN}
        columns={columns(true)}
        search={{ label: 'Search announcements', placeholder: 'Search by title or text' }}
        filters={[
          { type: 'boolean', name: 'is_published', label: 'Status', yes: 'Published', no: 'Draft' },
          { type: 'enum', name: 'audience', label: 'Audience', labels: AUDIENCE_LABELS },
          PRIORITY_FILTER,
          READ_FILTER,
        ]}
        empty={{
          title: 'No announcements yet',
          description: 'Post the first one: its audience sees it on this page and in their sidebar.',
          action: newButton,
        }}
      />
      <AnnouncementDialog
        item={null}
        open={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => void navigate(links.announcement(saved.id))}
      />
    </>
  );
}

export function AnnouncementsPage() {
  const { user } = useSession();
  return maySeeAllAnnouncements(user) ? <AllAnnouncements /> : <MyAnnouncements />;
}

/**
 * /dashboard/communications/announcements: the announcements addressed to the viewer (`for_me`), unread
 * ones marked New; staff, who post them, see every announcement (drafts too) filtered by status,
 * audience and priority, with New announcement. Built with the kit's ListPage.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useListAnnouncements, useListAnnouncementsForMe, type ListAnnouncementsQueryResult } from '@ujuzi/api/hooks';
import { Badge, Button, Link, RelativeTime, type DataTableColumn } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  CommunicationsHeader,
  PRIORITIES,
  PRIORITY_LABELS,
  PRIORITY_TONES,
  maySeeAllAnnouncements,
  personName,
} from '../shared';
import { AnnouncementFormDialog, preloadAnnouncementForm } from './announcement-form-dialog';

type Announcement = ListAnnouncementsQueryResult['results'][number];

/** listAnnouncementsForMe's parameters (openapi/paths/communication/announcements_for_me.yaml). */
export const FOR_ME_SPEC = {
  filters: { is_read: { kind: 'boolean' }, priority: { kind: 'enum', values: PRIORITIES } },
  orderings: [],
  defaultPageSize: 20,
} as const satisfies ListSpec;

/** listAnnouncements' parameters (openapi/paths/communication/announcements.yaml). */
export const ALL_SPEC = {
  filters: {
    is_published: { kind: 'boolean' },
    audience: { kind: 'enum', values: AUDIENCES },
    priority: { kind: 'enum', values: PRIORITIES },
    is_read: { kind: 'boolean' },
  },
  orderings: ['published_at', 'title', 'priority', 'created_at'],
  defaultOrdering: '-is_pinned,-published_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'announcement', many: 'announcements' };

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

const baseColumns = (staff: boolean): DataTableColumn<Announcement>[] => [
  {
    id: 'title',
    header: 'Announcement',
    isRowHeader: true,
    sortable: staff,
    cell: (row) => <TitleCell row={row} />,
  },
  {
    id: 'priority',
    header: 'Priority',
    sortable: staff,
    cell: (row) => <Badge tone={PRIORITY_TONES[row.priority]}>{PRIORITY_LABELS[row.priority]}</Badge>,
  },
  ...(staff
    ? [
        {
          id: 'audience',
          header: 'Audience',
          cell: (row: Announcement) => AUDIENCE_LABELS[row.audience],
        },
        {
          id: 'is_published',
          header: 'Status',
          cell: (row: Announcement) =>
            row.is_published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>,
        },
      ]
    : []),
  {
    id: 'author',
    header: 'From',
    cell: (row) => {
      const target = links.person(row.author);
      return target ? <EntityLink href={target}>{personName(row.author)}</EntityLink> : personName(row.author);
    },
  },
  {
    id: 'published_at',
    header: 'Published',
    sortable: staff,
    cell: (row) => (row.published_at ? <RelativeTime value={row.published_at} /> : <Text color="fg.muted">Not yet</Text>),
  },
  ...(staff
    ? [
        {
          id: 'read_count',
          header: 'Readers',
          align: 'end' as const,
          defaultHidden: true,
          cell: (row: Announcement) => row.read_count ?? 0,
        },
      ]
    : []),
];

const READ_OPTIONS = [
  { value: 'false', label: 'Unread' },
  { value: 'true', label: 'Read' },
];
const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

function MyAnnouncements() {
  const list = useListState(FOR_ME_SPEC);
  const query = useListAnnouncementsForMe(list.params, { query: { placeholderData: keepPreviousData } });
  const filters: ListFilter<typeof FOR_ME_SPEC.filters>[] = [
    { type: 'select', name: 'is_read', label: 'Read', placeholder: 'Read and unread', options: READ_OPTIONS },
    { type: 'select', name: 'priority', label: 'Priority', placeholder: 'Any priority', options: PRIORITY_OPTIONS },
  ];
  return (
    <ListPage
      header={<CommunicationsHeader title="Announcements" description="News and notices from the school for you." />}
      list={list}
      query={query}
      label="Announcements"
      noun={NOUN}
      columns={baseColumns(false)}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.title}
      filters={filters}
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
  const list = useListState(ALL_SPEC);
  const query = useListAnnouncements(list.params, { query: { placeholderData: keepPreviousData } });
  const filters: ListFilter<typeof ALL_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'is_published',
      label: 'Status',
      placeholder: 'Any status',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Draft' },
      ],
    },
    {
      type: 'select',
      name: 'audience',
      label: 'Audience',
      placeholder: 'Any audience',
      options: AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] })),
    },
    { type: 'select', name: 'priority', label: 'Priority', placeholder: 'Any priority', options: PRIORITY_OPTIONS },
    { type: 'select', name: 'is_read', label: 'Read', placeholder: 'Read and unread', options: READ_OPTIONS },
  ];
  const newButton = (
    <Button onClick={() => setCreating(true)} onPointerEnter={preloadAnnouncementForm} onFocus={preloadAnnouncementForm}>
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
        columns={baseColumns(true)}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.title}
        search={{ label: 'Search announcements', placeholder: 'Search by title or text' }}
        filters={filters}
        empty={{
          title: 'No announcements yet',
          description: 'Post the first one: its audience sees it on this page and in their sidebar.',
          action: newButton,
        }}
      />
      <AnnouncementFormDialog
        announcement={null}
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

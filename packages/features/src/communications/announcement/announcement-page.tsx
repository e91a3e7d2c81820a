/**
 * /dashboard/communications/announcements/:id: one announcement, its text sanitised (Markdown or HTML),
 * its author, dates and audience. Opening it marks it read for the viewer, so the sidebar's "new
 * announcements" counter drops. Its author and management edit, publish or unpublish and delete it, and
 * staff see who has read it. Built with the kit's DetailPage, ActionButton and useEntityAction.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAnnouncementQueryKey,
  useDeleteAnnouncement,
  useGetAnnouncement,
  useGetAnnouncementReadStatus,
  useMarkAnnouncementAsRead,
  usePartialUpdateAnnouncement,
  type GetAnnouncementQueryResult,
} from '@ujuzi/api/hooks';
import { getAnnouncementPath } from '@ujuzi/api/path-params';
import { formatDateTime } from '@ujuzi/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Link,
  RelativeTime,
  SafeHtml,
  SkeletonText,
  markdownToHtml,
} from '@ujuzi/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DetailField,
  DetailFields,
  ActionButton,
  DetailPage,
  EntityLink,
  errorMessage,
  useEntityAction,
  useRouteParams,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AnnouncementDialog } from '../announcements/announcement-form-dialog';
import {
  AUDIENCE_LABELS,
  CommunicationsHeader,
  PRIORITY_LABELS,
  PRIORITY_TONES,
  mayEditAnnouncement,
  maySeeAllAnnouncements,
  personName,
  refreshAnnouncements,
} from '../shared';

type Announcement = GetAnnouncementQueryResult;

const TRAIL = [{ label: 'Announcements', href: links.announcements() }];

/** The body as safe HTML: HTML as written, else light Markdown (both sanitised by SafeHtml). */
const bodyHtml = (body: string): string => (/^\s*</.test(body) ? body : markdownToHtml(body));

function Person({ person }: { person: Announcement['author'] }) {
  const target = links.person(person);
  return target ? <EntityLink href={target}>{personName(person)}</EntityLink> : <>{personName(person)}</>;
}

function Summary({ announcement }: { announcement: Announcement }) {
  return (
    <Stack gap="5">
      <Card>
        <DetailFields compact>
          <DetailField label="From">
            <Person person={announcement.author} />
          </DetailField>
          <DetailField label="Published">
            {announcement.published_at ? <RelativeTime value={announcement.published_at} /> : 'Not yet (draft)'}
          </DetailField>
          <DetailField label="For">{AUDIENCE_LABELS[announcement.audience]}</DetailField>
          <DetailField label="Expires">{announcement.expires_at ? formatDateTime(announcement.expires_at) : 'Never'}</DetailField>
        </DetailFields>
      </Card>
      <Card>
        <SafeHtml as="article" html={bodyHtml(announcement.body)} />
      </Card>
    </Stack>
  );
}

function Readers({ announcement }: { announcement: Announcement }) {
  const status = useGetAnnouncementReadStatus(announcement.id);
  if (status.isPending) return <SkeletonText lines={4} label="Loading who has read it" />;
  if (status.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title="Could not load who has read it"
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  const { read_count, total_recipients, read_percentage, readers = [] } = status.data;
  return (
    <Stack gap="3">
      <Text>{`${read_count} of ${total_recipients} people in its audience have read it (${read_percentage}%).`}</Text>
      {readers.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="Nobody has read it yet"
          description={
            announcement.is_published ? 'Readers show here as they open it.' : 'Publish it so its audience can read it.'
          }
        />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Readers">
          {readers.map((reader) => (
            <HStack as="li" key={reader.user.id} justify="space-between" gap="3" wrap="wrap">
              <Person person={reader.user} />
              <Text textStyle="sm" color="fg.muted">
                <RelativeTime value={reader.read_at} />
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Actions({ announcement }: { announcement: Announcement }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const update = usePartialUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const queryKey = getGetAnnouncementQueryKey(announcement.id);
  const publish = useEntityAction<Announcement, boolean>({
    queryKey,
    call: (is_published) => update.mutateAsync({ id: announcement.id, data: { is_published } }),
    success: (is_published) => (is_published ? 'Announcement published' : 'Announcement moved to drafts'),
    failure: 'Could not change the announcement',
    refresh: refreshAnnouncements,
  });
  const deletion = useEntityAction<Announcement, undefined>({
    queryKey,
    call: () => remove.mutateAsync({ id: announcement.id }),
    success: 'Announcement deleted',
    failure: 'Could not delete the announcement',
  });
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setEditing(true)}
        onPointerEnter={AnnouncementDialog.preload}
        onFocus={AnnouncementDialog.preload}
      >
        Edit
      </Button>
      {announcement.is_published ? (
        <ActionButton
          label="Unpublish"
          pending={publish.pending}
          confirm={{ title: `Unpublish “${announcement.title}”?`, message: 'It becomes a draft that only staff see.' }}
          onRun={() => publish.run(false)}
        />
      ) : (
        <ActionButton
          label="Publish"
          variant="solid"
          pending={publish.pending}
          confirm={{
            title: `Publish “${announcement.title}”?`,
            message: `${AUDIENCE_LABELS[announcement.audience]} will see it at once.`,
          }}
          onRun={() => publish.run(true)}
        />
      )}
      <ActionButton
        label="Delete"
        destructive
        pending={deletion.pending}
        confirm={{
          title: `Delete “${announcement.title}”?`,
          message: 'It disappears for everyone, with its read marks. This cannot be undone.',
        }}
        onRun={async () => {
          if (await deletion.run(undefined)) {
            queryClient.removeQueries({ queryKey });
            void refreshAnnouncements(queryClient);
            void navigate(links.announcements());
          }
        }}
      />
      <AnnouncementDialog item={announcement} open={editing} onOpenChange={setEditing} />
    </>
  );
}

/** Marks the announcement read once it has been shown unread, then refreshes the lists and counters. */
function useMarkReadOnOpen(announcement: Announcement | undefined) {
  const queryClient = useQueryClient();
  const mark = useMarkAnnouncementAsRead();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!announcement || announcement.is_read || marked.current === announcement.id) return;
    marked.current = announcement.id;
    mark.mutate(
      { id: announcement.id },
      {
        onSuccess: () => {
          queryClient.setQueryData<Announcement>(getGetAnnouncementQueryKey(announcement.id), (old) =>
            old ? { ...old, is_read: true } : old,
          );
          void queryClient.invalidateQueries({
            predicate: (query) =>
              String(query.queryKey[0]).startsWith('/communication/announcements/') &&
              query.queryKey[0] !== `/communication/announcements/${announcement.id}/`,
          });
        },
      },
    );
  }, [announcement, mark, queryClient]);
}

export function AnnouncementPage() {
  const { id: announcementId } = useRouteParams(getAnnouncementPath);
  const { user } = useSession();
  const query = useGetAnnouncement(announcementId);
  useMarkReadOnOpen(query.data);
  return (
    <DetailPage
      query={query}
      noun="announcement"
      notFoundAction={<Link href={links.announcements()}>Back to announcements</Link>}
      header={(announcement) => (
        <CommunicationsHeader
          title={announcement?.title ?? 'Announcement'}
          trail={TRAIL}
          description={
            announcement ? (
              <HStack as="span" gap="2" wrap="wrap">
                <Badge tone={PRIORITY_TONES[announcement.priority]}>{`${PRIORITY_LABELS[announcement.priority]} priority`}</Badge>
                {announcement.is_published ? null : <Badge tone="warning">Draft</Badge>}
                {announcement.is_pinned ? <Badge tone="accent">Pinned</Badge> : null}
              </HStack>
            ) : undefined
          }
          actions={announcement && mayEditAnnouncement(user, announcement) ? <Actions announcement={announcement} /> : undefined}
        />
      )}
      summary={(announcement) => <Summary announcement={announcement} />}
      tabsLabel="Announcement sections"
      tabs={(announcement) =>
        maySeeAllAnnouncements(user) && mayEditAnnouncement(user, announcement)
          ? [
              {
                value: 'readers',
                label: `Readers (${announcement.read_count ?? 0})`,
                content: <Readers announcement={announcement} />,
              },
            ]
          : []
      }
    />
  );
}

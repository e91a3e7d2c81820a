/** The course's announcements: the list (pinned first, priority, readers so far) and, for its teacher and admins, posting one. */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { Course, CourseAnnouncement } from '@ujuzi/api';
import { useListCourseAnnouncements } from '@ujuzi/api/hooks';
import { displayName, formatDateTime } from '@ujuzi/domain';
import { Badge, Button, EmptyState, ErrorState, SafeHtml, SkeletonText, markdownToHtml, type BadgeProps } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../../infra/kit/shared/lazy-part';
import { writeErrorText } from './curriculum-data';

const AnnouncementForm = lazyPart(() => import('./announcement-form').then((m) => m.AnnouncementForm), '22rem');

const PRIORITY: Record<CourseAnnouncement['priority'], { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  low: { label: 'Low', tone: 'neutral' },
  normal: { label: 'Normal', tone: 'info' },
  high: { label: 'High', tone: 'warning' },
  urgent: { label: 'Urgent', tone: 'danger' },
};

export function AnnouncementsSection({ course, canEdit }: { course: Course; canEdit: boolean }) {
  const announcements = useListCourseAnnouncements(course.id, { page_size: 50 });
  const [posting, setPosting] = useState(false);
  const rows = [...(announcements.data?.results ?? [])].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.created_at.localeCompare(a.created_at),
  );
  const postButton =
    canEdit && !posting ? (
      <Button
        size="sm"
        onPointerEnter={AnnouncementForm.preload}
        onFocus={AnnouncementForm.preload}
        onClick={() => setPosting(true)}
      >
        Post announcement
      </Button>
    ) : null;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Announcements
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            News for everyone enrolled in this course.
          </Text>
        </Stack>
        {rows.length ? postButton : null}
      </HStack>
      {posting ? <AnnouncementForm course={course} onDone={() => setPosting(false)} /> : null}
      {announcements.error ? (
        <ErrorState
          title="Could not load the announcements"
          message={writeErrorText(announcements.error)}
          onRetry={() => void announcements.refetch()}
        />
      ) : announcements.isPending ? (
        <SkeletonText lines={4} />
      ) : rows.length === 0 ? (
        posting ? null : (
          <EmptyState
            title="No announcements yet"
            description="Tell enrolled learners about new lessons, deadlines or live sessions."
            action={postButton ?? undefined}
          />
        )
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3" aria-label="Announcements">
          {rows.map((announcement) => (
            <Box as="li" key={announcement.id} borderWidth="1px" borderRadius="l2" p="3">
              <HStack gap="2" wrap="wrap" mb="1">
                <Heading as="h3" size="sm">
                  {announcement.title}
                </Heading>
                {announcement.is_pinned ? <Badge tone="brand">Pinned</Badge> : null}
                <Badge tone={PRIORITY[announcement.priority].tone}>{`${PRIORITY[announcement.priority].label} priority`}</Badge>
              </HStack>
              <Text textStyle="xs" color="fg.muted" mb="2">
                {`${displayName(announcement.author)} · ${formatDateTime(announcement.created_at)}`}
                {announcement.read_count !== undefined ? ` · read by ${announcement.read_count}` : ''}
              </Text>
              <SafeHtml
                html={/^\s*</.test(announcement.content) ? announcement.content : markdownToHtml(announcement.content)}
                size="sm"
              />
            </Box>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

/**
 * /dashboard/community/activity (any role): the community's activity feed, newest first — topics started,
 * replies, accepted answers, articles, comments and likes — by kind, by member (from a profile) and by
 * what it concerns; each names its member (their community profile) and the topic or article.
 */
import type { CommunityActivity, CommunityActivityType } from '@ujuzi/api';
import { useListCommunityActivities } from '@ujuzi/api/hooks';
import { listCommunityActivitiesList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { CommunityHeader } from '../shared/community-header';

export const ACTIVITY_LABELS: Record<CommunityActivityType, string> = {
  topic_created: 'Started a topic',
  reply_posted: 'Replied',
  answer_accepted: 'Answer accepted',
  article_published: 'Published an article',
  comment_posted: 'Commented',
  topic_liked: 'Liked a topic',
  article_liked: 'Liked an article',
};
const TARGET_LABELS = { topic: 'Topics', reply: 'Replies', article: 'Articles', comment: 'Comments' } as const;

/** The topic or article an activity concerns (replies and comments: their parent's). */
const targetHref = (row: CommunityActivity): string | null => {
  if (!row.target_slug) return null;
  return row.target_type === 'article' || row.target_type === 'comment' || row.activity_type === 'article_liked'
    ? links.communityArticle(row.target_slug)
    : links.topic(row.target_slug);
};

const column = columnsOf<CommunityActivity>();
const COLUMNS = [
  column.person('user', 'Member', ({ user }) => ({
    name: displayName(user),
    avatar: user.profile_picture,
    href: links.communityMember(user.id),
  })),
  column.text('activity_type', 'Did', (row) => ACTIVITY_LABELS[row.activity_type], { sortable: false }),
  column.entity('target_title', 'On', (row) => ({ name: row.target_title, href: targetHref(row) }), { sortable: false }),
  column.date('created_at', 'When', { relative: true }),
];

export function CommunityActivityPage() {
  const list = useList(listCommunityActivitiesList);
  const query = useListCommunityActivities(...list.request);
  return (
    <ListPage
      header={<CommunityHeader title="Activity" description="What members have been doing in the community, newest first." />}
      list={list}
      query={query}
      label="Community activity"
      noun={{ one: 'activity', many: 'activities' }}
      columns={COLUMNS}
      getRowLabel={(row) => row.description}
      filters={[
        { type: 'enum', name: 'activity_type', label: 'Kind', labels: ACTIVITY_LABELS },
        { type: 'enum', name: 'target_type', label: 'About', labels: TARGET_LABELS },
      ]}
      empty={{
        title: 'Nothing has happened yet',
        description: 'Start a topic and the community’s activity begins.',
        action: <ButtonLink href={links.newTopic()}>New topic</ButtonLink>,
      }}
    />
  );
}

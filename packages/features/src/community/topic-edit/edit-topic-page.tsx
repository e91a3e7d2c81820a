/**
 * /dashboard/community/topics/:slug/edit: the topic's author or a moderator changes it (others are told
 * they cannot). Saving a rejected topic sends it back for review (the contract's rule).
 */
import { Stack } from '@chakra-ui/react';
import { useListCommunityTopics, usePartialUpdateCommunityTopic } from '@ujuzi/api/hooks';
import { EmptyState, Link, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunityHeader, mayChange, type Topic } from '../shared';

const TopicForm = lazyPart(() => import('../shared/topic-form').then((m) => m.TopicForm), '36rem');

function EditForm({ topic }: { topic: Topic }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const update = usePartialUpdateCommunityTopic();
  if (!mayChange(user, topic.author.id))
    return (
      <EmptyState
        headingLevel="h2"
        title="Only its author or a moderator can edit this topic"
        action={<Link href={links.topic(topic.slug)}>Back to the topic</Link>}
      />
    );
  return (
    <TopicForm
      topic={topic}
      submitLabel="Save changes"
      send={(data) => update.mutateAsync({ id: topic.id, data })}
      onSaved={(saved) => {
        toast.success(
          'Topic saved',
          saved.status === 'pending' && topic.status === 'rejected' ? 'It is back with the moderators.' : saved.title,
        );
        void navigate(links.topic(saved.slug));
      }}
      onCancel={() => navigate(links.topic(topic.slug))}
    />
  );
}

export function EditTopicPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const lookup = useListCommunityTopics({ slug, page_size: 1 });
  const topic = lookup.data?.results[0];
  const missing = lookup.data !== undefined && topic === undefined;
  return (
    <Stack maxW="3xl">
      <DetailPage
        query={{
          data: topic,
          isPending: lookup.isPending,
          isError: lookup.isError || missing,
          error: missing ? { status: 404 } : lookup.error,
          refetch: () => void lookup.refetch(),
        }}
        noun="topic"
        notFoundAction={<Link href={links.community()}>Back to the community</Link>}
        header={(found) => (
          <CommunityHeader
            title={found ? `Edit ${found.title}` : 'Edit topic'}
            section={links.community()}
            trail={found ? [{ label: found.title, href: links.topic(found.slug) }] : []}
          />
        )}
        summary={(found) => <EditForm topic={found} />}
      />
    </Stack>
  );
}

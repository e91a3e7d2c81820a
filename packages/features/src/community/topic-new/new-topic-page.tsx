/**
 * /dashboard/community/topics/new (any role): the topic form; once created, the topic's own page
 * (its slug URL). Learners' and parents' topics wait for a moderator; moderators' are published at once.
 */
import { Stack } from '@chakra-ui/react';
import { useCreateCommunityTopic } from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { CommunityHeader } from '../shared';

const TopicForm = lazyPart(() => import('../shared/topic-form').then((m) => m.TopicForm), '36rem');

export function NewTopicPage() {
  const navigate = useNavigate();
  const create = useCreateCommunityTopic();
  return (
    <Stack gap="6" maxW="3xl">
      <CommunityHeader
        title="New topic"
        section={links.community()}
        description="Ask a question or start a discussion. Be specific: what you tried, what happened, what you expected."
      />
      <TopicForm
        submitLabel="Post topic"
        send={(data) => create.mutateAsync({ data })}
        onSaved={(topic) => {
          toast.success(
            'Topic posted',
            topic.status === 'approved' ? topic.title : 'A moderator reads it before everyone can see it.',
          );
          void navigate(links.topic(topic.slug));
        }}
        onCancel={() => navigate(links.community())}
      />
    </Stack>
  );
}

/**
 * A topic's poll (voteCommunityTopic with `selected_options`): each option's share of the votes, the
 * viewer's choice marked; one choice unless the poll allows several; voting again replaces the choice.
 * Closed polls and locked topics show the results only.
 */
import { HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { getListCommunityTopicsQueryKey, useVoteCommunityTopic } from '@ujuzi/api/hooks';
import { Button, ProgressBar } from '@ujuzi/ui';
import { useEntityAction } from '../../infra/kit';
import { refreshCommunityQueries, type Topic } from '../shared';

type Poll = NonNullable<Topic['poll']>;

export function TopicPoll({ topic, poll }: { topic: Topic; poll: Poll }) {
  const vote = useVoteCommunityTopic();
  const voting = useEntityAction<Topic, number[]>({
    queryKey: getListCommunityTopicsQueryKey({ slug: topic.slug }),
    call: (selected_options) => vote.mutateAsync({ id: topic.id, data: { selected_options } }),
    success: 'Your vote is in',
    failure: 'Could not record your vote',
    refresh: refreshCommunityQueries,
  });
  const open = !poll.is_closed && !topic.is_locked && topic.status === 'approved';
  const choose = (option: number) => {
    const chosen = poll.selected_options.includes(option);
    const next = poll.allows_multiple
      ? chosen
        ? poll.selected_options.filter((id) => id !== option)
        : [...poll.selected_options, option]
      : [option];
    if (next.length > 0) void voting.run(next);
  };
  return (
    <chakra.section aria-labelledby="poll-heading" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
      <Stack gap="3">
        <Heading as="h2" id="poll-heading" textStyle="lg">
          Poll: {poll.question}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {poll.total_votes} {poll.total_votes === 1 ? 'vote' : 'votes'}
          {poll.allows_multiple ? ' · several choices allowed' : ''}
          {poll.is_closed ? ' · closed' : ''}
        </Text>
        {poll.options.map((option) => {
          const chosen = poll.selected_options.includes(option.id);
          return (
            <HStack key={option.id} gap="3" align="end">
              <Stack flex="1" minW="0">
                <ProgressBar
                  label={`${option.text}${chosen ? ' (your choice)' : ''}`}
                  value={option.percentage ?? 0}
                  valueText={`${Math.round(option.percentage ?? 0)}% · ${option.votes_count}`}
                  size="sm"
                />
              </Stack>
              {open ? (
                <Button
                  size="sm"
                  variant={chosen ? 'solid' : 'outline'}
                  aria-pressed={chosen}
                  disabled={voting.pending || (chosen && poll.selected_options.length === 1)}
                  onClick={() => choose(option.id)}
                >
                  {`Vote ${option.text}`}
                </Button>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
    </chakra.section>
  );
}

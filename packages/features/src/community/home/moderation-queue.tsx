/**
 * The moderators' queue on the community home: pending topics and articles, oldest first, each with
 * its author, category and excerpt, to approve or reject (listCommunityModerationQueue).
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useListCommunityModerationQueue } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, Link, RelativeTime } from '@ujuzi/ui';
import { EntityLink, QueryState, links } from '../../infra/kit';
import { ModerationButtons, type QueueItem } from '../shared';

const itemHref = (item: QueueItem) =>
  item.content_type === 'topic' ? links.topic(item.slug) : links.communityArticle(item.slug);

function QueueEntry({ item }: { item: QueueItem }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
      <chakra.article aria-labelledby={`queue-${item.content_type}-${item.content_id}`}>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge tone={item.content_type === 'topic' ? 'info' : 'accent'}>
              {item.content_type === 'topic' ? 'Topic' : 'Article'}
            </Badge>
            {item.category ? (
              <EntityLink href={links.community({ category: item.category.id })} variant="muted">
                {item.category.name}
              </EntityLink>
            ) : null}
          </HStack>
          <Heading as="h3" textStyle="md" id={`queue-${item.content_type}-${item.content_id}`}>
            <Link href={itemHref(item)}>{item.title}</Link>
          </Heading>
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {item.excerpt}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            By <EntityLink href={links.community({ author: item.author.id })}>{displayName(item.author)}</EntityLink>
            {' · submitted '}
            <RelativeTime value={item.submitted_at} />
          </Text>
          <ModerationButtons contentType={item.content_type} contentId={item.content_id} title={item.title} />
        </Stack>
      </chakra.article>
    </Box>
  );
}

export function ModerationQueue() {
  const query = useListCommunityModerationQueue({ page_size: 20 });
  const count = query.data?.count ?? 0;
  return (
    <chakra.section aria-labelledby="moderation-heading">
      <Stack gap="3">
        <Heading as="h2" id="moderation-heading" textStyle="xl">
          Waiting for moderation{query.data ? ` (${count})` : ''}
        </Heading>
        <QueryState
          query={query}
          noun="the moderation queue"
          size="sm"
          headingLevel="h3"
          empty={{
            title: 'Nothing waits for moderation',
            description: 'New topics and articles by learners and parents appear here until you approve or reject them.',
          }}
        >
          {(page) => (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Content waiting for moderation">
              {page.results.map((item) => (
                <QueueEntry key={`${item.content_type}-${item.content_id}`} item={item} />
              ))}
            </Stack>
          )}
        </QueryState>
        {count > 20 ? (
          <Text textStyle="sm" color="fg.muted">
            The 20 oldest of {count} are shown; approve or reject them to see the next.
          </Text>
        ) : null}
      </Stack>
    </chakra.section>
  );
}

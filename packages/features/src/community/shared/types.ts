/** The community entities as the generated hooks answer them (orval's models, which '@ujuzi/api' does not export). */
import type {
  GetCommunityTopicQueryResult,
  ListCommunityModerationQueueQueryResult,
  ListCommunityTopicRepliesQueryResult,
  ListMyCommunityArticlesQueryResult,
} from '@ujuzi/api/hooks';

export type Topic = GetCommunityTopicQueryResult;
export type Reply = ListCommunityTopicRepliesQueryResult['results'][number];
export type Article = ListMyCommunityArticlesQueryResult['results'][number];
export type QueueItem = ListCommunityModerationQueueQueryResult['results'][number];

export { COMMUNITY_SECTIONS, CommunityHeader, type CommunityHeaderProps } from './community-header';
export { contentHtml, contentMarkdown, parseTags } from './content';
export { ARTICLE_STATUS, TOPIC_STATUS, TOPIC_STATUS_LABELS, mayChange, moderates } from './labels';
export { useCategoryOptions } from './category-options';
export { isCommunityQuery, refreshCommunityQueries } from './refresh';
export { ModerationButtons, REJECT_REASON_REQUIRED, type ModerationButtonsProps } from './moderation-buttons';
export type { Article, QueueItem, Reply, Topic } from './types';
export { ArticleActions, ArticleDelete } from './article-actions';

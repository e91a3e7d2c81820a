/** How community statuses read, and who may do what with a topic or an article (the contract's rules). */
import type { CommunityArticleStatus, CommunityTopicStatus } from '@ujuzi/api';
import { can, type Actor } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export const TOPIC_STATUS: Record<CommunityTopicStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for approval', tone: 'warning' },
  approved: { label: 'Published', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** The topic statuses' names alone (the status filter's options). */
export const TOPIC_STATUS_LABELS = Object.fromEntries(
  Object.entries(TOPIC_STATUS).map(([status, { label }]) => [status, label]),
) as Record<CommunityTopicStatus, string>;

export const ARTICLE_STATUS: Record<CommunityArticleStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  pending: { label: 'Waiting for review', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** Staff act as community moderators (client spec §6; the contract's moderation operations). */
export const moderates = (user: Actor): boolean => can(user, 'community.moderate');

/** The author or a moderator may edit or delete a topic, a reply or an article (the contract's 403 rule). */
export const mayChange = (user: (Actor & { id?: number }) | null | undefined, authorId: number): boolean =>
  Boolean(user) && (user?.id === authorId || moderates(user));

/** Where community entities live: a topic's page, its edit form, an article's edit form and public page, filtered lists. */
import { href } from '@ujuzi/domain';

export const COMMUNITY_HOME = '/dashboard/community';
export const NEW_TOPIC = '/dashboard/community/topics/new';
export const COMMUNITY_ARTICLES = '/dashboard/community/articles';
export const NEW_ARTICLE = '/dashboard/community/articles/new';

export const topicHref = (slug: string): string => href('/dashboard/community/topics/:slug', { slug });
export const editTopicHref = (slug: string): string => href('/dashboard/community/topics/:slug/edit', { slug });
export const editArticleHref = (slug: string): string => href('/dashboard/community/articles/:slug/edit', { slug });
/** A published article's public page (/articles/{slug}). */
export const publicArticleHref = (slug: string): string => href('/articles/:slug', { slug });

/** The discussions list filtered (a category, an author's topics): the list every name of a set links to. */
export function topicsHref(filter: { category?: number; author?: number }): string {
  const query = new URLSearchParams();
  if (filter.category !== undefined) query.set('category', String(filter.category));
  if (filter.author !== undefined) query.set('author', String(filter.author));
  const text = query.toString();
  return text ? `${COMMUNITY_HOME}?${text}` : COMMUNITY_HOME;
}

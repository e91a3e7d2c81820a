/** The FAQ page's read: every published FAQ with its category name, in display order. */
import type { PaginatedFaqList } from '@ujuzi/api';
import { getListFaqsQueryOptions } from '@ujuzi/api/hooks';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import type { Prefetch, PublicQuery } from '../shared/prefetch';

/** All of them at once: the page groups and searches them without another request. */
const FAQ_PAGE_SIZE = 200;

export const faqsQuery = (): PublicQuery<PaginatedFaqList> =>
  getListFaqsQueryOptions(
    // Published only, also for signed-in staff (whose token would bring drafts).
    { page_size: FAQ_PAGE_SIZE, ordering: 'display_order', is_published: true },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

export const prefetchFaq: Prefetch = async (client) => {
  await client.prefetchQuery(faqsQuery());
};

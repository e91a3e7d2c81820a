/** The contact page's reads: the public contact information (with the form's categories) and featured FAQs. */
import type { ContactPublicInfo, PaginatedFaqList } from '@ujuzi/api';
import { getGetContactPublicInfoQueryOptions, getListFaqsQueryOptions } from '@ujuzi/api/hooks';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import type { Prefetch, PublicQuery } from '../shared/prefetch';

export const contactInfoQuery = (): PublicQuery<ContactPublicInfo> =>
  getGetContactPublicInfoQueryOptions({ query: { retry: retryTransient, staleTime: 10 * 60_000 } });

export const featuredFaqsQuery = (): PublicQuery<PaginatedFaqList> =>
  getListFaqsQueryOptions(
    // Published only, also for signed-in staff (whose token would bring drafts).
    { is_featured: true, is_published: true, page_size: 4, ordering: 'display_order' },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

export const prefetchContact: Prefetch = async (client) => {
  await Promise.all([client.prefetchQuery(contactInfoQuery()), client.prefetchQuery(featuredFaqsQuery())]);
};

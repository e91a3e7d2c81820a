/** The contact page's reads: the public contact information (with the form's categories) and featured FAQs. */
import type { ContactPublicInfo, PaginatedFaqList } from '@ujuzi/api';
import { getListFaqsQueryOptions } from '@ujuzi/api/hooks';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import { siteInfoQuery } from '../../infra/shell/site-info';
import type { Prefetch, PublicQuery } from '../shared/prefetch';

/** The school's public details: the footer's read too (one source, one cache entry). */
export const contactInfoQuery = (): PublicQuery<ContactPublicInfo> => siteInfoQuery();

export const featuredFaqsQuery = (): PublicQuery<PaginatedFaqList> =>
  getListFaqsQueryOptions(
    // Published only, also for signed-in staff (whose token would bring drafts).
    { is_featured: true, is_published: true, page_size: 4, ordering: 'display_order' },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

export const prefetchContact: Prefetch = async (client) => {
  await Promise.all([client.prefetchQuery(contactInfoQuery()), client.prefetchQuery(featuredFaqsQuery())]);
};

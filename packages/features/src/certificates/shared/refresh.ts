/** After a certificate changes: every certificate query (lists, counts, pending, my certificates) is stale. */
import type { QueryClient } from '@tanstack/react-query';

export const isCertificateQuery = (key: readonly unknown[]): boolean =>
  typeof key[0] === 'string' && key[0].startsWith('/courses/certificates');

export function refreshCertificateQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isCertificateQuery(query.queryKey) });
}

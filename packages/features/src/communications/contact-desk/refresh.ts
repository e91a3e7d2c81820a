/** Refetches every contact-us query (the lists, a message, the figures) after a change. */
import type { QueryClient } from '@tanstack/react-query';

export const refreshContactMessages = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/communication/contact-us/'),
  });

/** Refetches the cached announcement or message queries (lists, details, the sidebar counters) after a change. */
import type { QueryClient } from '@tanstack/react-query';

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);

export const refreshAnnouncements = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: startsWith('/communication/announcements/') });

export const refreshMessages = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: startsWith('/communication/messages/') });

/** Only the message lists and counts (not an open message), e.g. after opening one marked it read. */
export const refreshMessageLists = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => ['/communication/messages/', '/communication/messages/stats/'].includes(String(query.queryKey[0])),
  });

/** After a document changes: every documents list (a person's, the whole school's, the queue) reloads. */
import type { QueryClient } from '@tanstack/react-query';
import { getListUnverifiedUserDocumentsQueryKey, getListUserDocumentsQueryKey } from '@ujuzi/api/hooks';

export const refreshDocuments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListUserDocumentsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListUnverifiedUserDocumentsQueryKey() }),
  ]);

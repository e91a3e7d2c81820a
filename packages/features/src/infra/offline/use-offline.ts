/**
 * Whether the app is offline as the person sees it: the browser says so (navigator.onLine), or a call
 * just failed for want of a network (an ApiError of kind 'network': the connection dropped, or the mock
 * backend's offline switch). A later call that gets an answer, or the browser's 'online', ends it.
 */
import { ApiError } from '@ujuzi/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.kind === 'network';

export function useOffline(): boolean {
  const client = useQueryClient();
  const [browserOffline, setBrowserOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [callsFailing, setCallsFailing] = useState(false);
  useEffect(() => {
    const online = () => {
      setBrowserOffline(false);
      setCallsFailing(false);
    };
    const offline = () => setBrowserOffline(true);
    addEventListener('online', online);
    addEventListener('offline', offline);
    const seen = (error: unknown, failed: boolean) => {
      if (failed && isNetworkFailure(error)) setCallsFailing(true);
      else if (!failed) setCallsFailing(false);
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') seen(event.action.error, true);
      else if (event.action.type === 'success') seen(null, false);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') seen(event.action.error, true);
      else if (event.action.type === 'success') seen(null, false);
    });
    return () => {
      removeEventListener('online', online);
      removeEventListener('offline', offline);
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return browserOffline || callsFailing;
}

import { getListCommunityTopicsQueryKey } from '@ujuzi/api/hooks';
import { useEntityAction } from '../../infra/kit';
import { refreshCommunityQueries, type Topic } from '../shared';

export /** One state change of the topic or a reply, toasted, then every community query refreshed. */
function useTopicAction<Vars>(slug: string, call: (vars: Vars) => Promise<unknown>, success: string, failure: string) {
  return useEntityAction<Topic, Vars>({
    queryKey: getListCommunityTopicsQueryKey({ slug }),
    call,
    success,
    failure,
    refresh: refreshCommunityQueries,
  });
}

/**
 * A state transition of one entity (resolve, assign, reopen…): the success toast, the failure toast
 * with the spec's error text (the ApiError's message), and an optimistic update of the entity's
 * cached detail that is rolled back when the call fails. Pass `optimistic` only where nothing else
 * waits on the answer (the screen shows the new state at once; the server's answer then replaces it).
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorText } from '../shared/api-error';

export interface EntityActionOptions<Entity, Vars> {
  /** The entity's detail query key (the generated `get…QueryKey(id)`); needed for `optimistic`. */
  queryKey?: QueryKey;
  /** The call (a generated mutation's `mutateAsync`). */
  call: (vars: Vars) => Promise<unknown>;
  /** The entity as it will be once the call succeeds; applied at once and rolled back on failure. */
  optimistic?: (entity: Entity, vars: Vars) => Entity;
  /** The success toast ('Inquiry resolved'), or its title and text (`{ title: 'FAQ deleted', description: faq.question }`). */
  success: string | ((vars: Vars) => string | { title: string; description?: string });
  /** The failure toast's title ('Could not resolve the inquiry'); its text is the server's or the spec's. */
  failure: string;
  /** Other queries the change affects (the list, the dashboard counts); refreshed after the call. */
  invalidate?: readonly QueryKey[];
  /**
   * How the screen refreshes after the call, in place of invalidating `queryKey` and `invalidate`
   * (e.g. every query of an area at once, so no list is fetched twice).
   */
  refresh?: (queryClient: QueryClient) => Promise<unknown>;
}

export interface EntityAction<Vars> {
  /** Runs the transition; resolves true on success, false on failure (already toasted). Never rejects. */
  run: (vars: Vars) => Promise<boolean>;
  pending: boolean;
}

/** The failure's text for a toast (the specs' words, from the HTTP core). */
export const errorMessage = errorText;

export function useEntityAction<Entity, Vars = void>(options: EntityActionOptions<Entity, Vars>): EntityAction<Vars> {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async (vars: Vars): Promise<boolean> => {
    const { queryKey, optimistic } = options;
    setPending(true);
    let previous: Entity | undefined;
    if (optimistic && queryKey) {
      // A refetch landing now would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey });
      previous = queryClient.getQueryData<Entity>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<Entity>(queryKey, optimistic(previous, vars));
    }
    try {
      await options.call(vars);
      const success = typeof options.success === 'function' ? options.success(vars) : options.success;
      if (typeof success === 'string') toast.success(success);
      else toast.success(success.title, success.description);
      return true;
    } catch (error) {
      if (optimistic && queryKey && previous !== undefined) queryClient.setQueryData<Entity>(queryKey, previous);
      toast.error(options.failure, errorMessage(error));
      return false;
    } finally {
      setPending(false);
      if (options.refresh) await options.refresh(queryClient);
      else
        await Promise.all(
          [...(queryKey ? [queryKey] : []), ...(options.invalidate ?? [])].map((key) =>
            queryClient.invalidateQueries({ queryKey: key }),
          ),
        );
    }
  };

  return { run, pending };
}

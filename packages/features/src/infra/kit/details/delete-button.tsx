/**
 * A detail page's Delete: a confirmation naming the item (focus on Cancel), the delete as an entity action
 * (its success and failure toasts, then the refresh), and the page leaves for `then` as soon as the item
 * is gone, so no query of the deleted item is fetched again.
 */
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { useEntityAction, type EntityActionOptions } from './use-entity-action';

export interface DeleteButtonProps extends Pick<
  EntityActionOptions<unknown, undefined>,
  'success' | 'failure' | 'invalidate' | 'refresh'
> {
  /** The confirmation, naming the item ('Delete Spring offers?'). */
  title: string;
  /** What goes with it ('Its replies are deleted too. This cannot be undone.'). */
  message: ReactNode;
  /** The delete (a generated mutation's `mutateAsync`). */
  call: () => Promise<unknown>;
  /** Where the page goes once the item is gone (its list). */
  then: string;
}

export function DeleteButton({ title, message, call, then, ...toasts }: DeleteButtonProps) {
  const navigate = useNavigate();
  const deletion = useEntityAction<unknown, undefined>({ ...toasts, call: () => call().then(() => navigate(then)) });
  return (
    <ActionButton
      label="Delete"
      destructive
      pending={deletion.pending}
      confirm={{ title, message }}
      onRun={() => deletion.run(undefined)}
    />
  );
}

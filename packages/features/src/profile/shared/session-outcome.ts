/**
 * What the profile forms do with a session action's result (client spec §4, §8): success refreshes
 * the cached current user (the header reads the session, which the action already updated); a
 * failure is a toast, a redirect to /login when the spec says so, and an error the form kit places
 * (server field errors at their fields, the spec's message above the buttons).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type SessionResult } from '@ujuzi/api';
import { getGetCurrentUserQueryKey } from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { useSessionService } from '../../infra/session/session-context';

/** The kit's error for a failed session result: a 400 carrying the field errors, else the message alone. */
export function sessionFailure(result: SessionResult, general: string): ApiError {
  const fields = result.fieldErrors ?? {};
  if (Object.keys(fields).length === 0) return new ApiError(result.message, 0, 'http');
  const body = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]]));
  return new ApiError(result.message, 400, 'http', { ...body, non_field_errors: [general] });
}

/** Runs a session action; resolves on success, throws the kit's error (after toast and redirect) on failure. */
export function useSessionAction() {
  const session = useSessionService();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (action: () => Promise<SessionResult>, general: string): Promise<SessionResult> => {
    const result = await action();
    if (result.ok) {
      const user = session.getState().user;
      if (user) queryClient.setQueryData(getGetCurrentUserQueryKey(), user);
      return result;
    }
    toast.error(result.message);
    if (result.redirectTo) void navigate(result.redirectTo);
    throw sessionFailure(result, general);
  };
}

/** Signing out from either shell: the session's logout, its toast ('Successfully logged out'), then /login. */
import { toast } from '@ujuzi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSessionService } from '../session/session-context';

export const SIGN_OUT_MESSAGES = {
  failed: 'Error logging out',
} as const;

export function useSignOut(): () => Promise<void> {
  const session = useSessionService();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      const result = await session.logout();
      // Nothing of the previous user may show to the next one.
      queryClient.clear();
      toast.success(result.message);
      if (result.redirectTo) void navigate(result.redirectTo, { replace: true });
    } catch {
      toast.error(SIGN_OUT_MESSAGES.failed);
    }
  };
}

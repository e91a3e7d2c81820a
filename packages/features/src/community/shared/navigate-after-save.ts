/**
 * Navigation once a saved form has re-rendered: the kit marks the form clean by resetting it, and its
 * leave guard reads that state after the next render; navigating in the same tick would ask "Leave
 * without saving?" about changes that were just saved.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function useNavigateAfterSave(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ path: string; replace: boolean } | null>(null);
  useEffect(() => {
    if (target) void navigate(target.path, { replace: target.replace });
  }, [navigate, target]);
  return (path, options) => setTarget({ path, replace: options?.replace ?? false });
}

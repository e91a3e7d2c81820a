/**
 * Asks before a changed form is left: the browser's own prompt on reload, close or typed address
 * (beforeunload, always), and a confirmation dialog on in-app navigation where the app runs a data
 * router (react-router's useBlocker works only there).
 */
import { ConfirmDialog } from '@ujuzi/ui';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { FORM_MESSAGES } from './messages';

export interface LeaveGuardProps {
  /** Read when someone leaves: true while there are unsaved changes. */
  hasUnsavedChanges: () => boolean;
}

export function LeaveGuard({ hasUnsavedChanges }: LeaveGuardProps) {
  const check = useRef(hasUnsavedChanges);
  useEffect(() => {
    check.current = hasUnsavedChanges;
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  // Whether a data router is present never changes while the app runs, so the hook order is stable.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouterLeaveGuard check={check} /> : null;
}

function RouterLeaveGuard({ check }: { check: { current: () => boolean } }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && check.current(),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={FORM_MESSAGES.leaveTitle}
      message={FORM_MESSAGES.leaveMessage}
      confirmLabel={FORM_MESSAGES.leaveConfirm}
      cancelLabel={FORM_MESSAGES.leaveCancel}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

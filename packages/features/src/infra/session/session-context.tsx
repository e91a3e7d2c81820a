/** The React face of the session (`Session` in @ujuzi/api): one instance for the app, its state as a hook. */
import { Session, type SessionState } from '@ujuzi/api';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  /** An existing session (tests, stories); by default the provider makes one and starts it from storage. */
  session?: Session;
  children: ReactNode;
}

export function SessionProvider({ session: given, children }: SessionProviderProps) {
  const [session] = useState(() => given ?? new Session());
  useEffect(() => {
    if (session.getState().status === 'initializing') session.start();
  }, [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session service, for actions (login, logout, register, updateProfile…). */
export function useSessionService(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session's state (status, user, error), re-rendering on every change. */
export function useSession(): SessionState & { session: Session } {
  const session = useSessionService();
  const state = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.getState(),
    () => session.getState(),
  );
  return { ...state, session };
}

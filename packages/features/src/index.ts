export { SessionProvider, useSession, useSessionService, type SessionProviderProps } from './session/session-context';

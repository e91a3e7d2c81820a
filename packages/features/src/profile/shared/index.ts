export { ProfileHeader } from './profile-header';
export { sessionFailure, useSessionAction } from './session-outcome';

export { PROFILE_PATH, ProfileHeader, SETTINGS_PATH } from './profile-header';
export { sessionFailure, useSessionAction } from './session-outcome';

/** /dashboard/profile/settings: edit the profile, picture, password and sign-in options. */
export { ProfileSettingsPage } from './settings-page';

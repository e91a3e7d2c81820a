/** /dashboard/profile: the signed-in user's profile. */
export { ProfilePage } from './profile-page';

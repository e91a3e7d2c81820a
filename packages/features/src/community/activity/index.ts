export { CommunityActivityPage } from './activity-page';

export { CommunityHomePage } from './community-home-page';

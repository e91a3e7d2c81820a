export { CommunityMemberPage } from './member-page';

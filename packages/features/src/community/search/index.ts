export { CommunitySearchPage } from './community-search-page';

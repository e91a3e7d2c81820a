export { CommunityArticlesPage } from './community-articles-page';

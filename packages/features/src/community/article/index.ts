export { CommunityArticlePage } from './community-article-page';

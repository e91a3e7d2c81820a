export { ARTICLES_LIST_SPEC, CommunityArticlesPage } from './community-articles-page';

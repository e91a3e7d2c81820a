export { NewArticlePage } from './new-article-page';

export { EditArticlePage } from './edit-article-page';

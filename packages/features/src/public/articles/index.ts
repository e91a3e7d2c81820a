/** The `public/articles` area: the lists (all, by category, by tag) and an article. */
export { ArticlesPage } from './articles-page';
export { ArticlePage } from './article-page';

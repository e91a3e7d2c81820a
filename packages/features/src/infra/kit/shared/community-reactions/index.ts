export { ArticleComments, type ArticleCommentsProps } from './article-comments';
export { ArticleReactions, BookmarkButton, type ArticleReactionsProps, type BookmarkButtonProps } from './reactions';
export { COMMENT_MAX, COMMENT_REQUIRED, COMMENT_TOO_LONG } from './comment-box';
export { refreshArticleQueries } from './refresh';

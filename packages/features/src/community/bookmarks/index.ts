export { BookmarksPage } from './bookmarks-page';

export { TopicPage } from './topic-page';

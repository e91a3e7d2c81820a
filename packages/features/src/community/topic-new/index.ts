export { NewTopicPage } from './new-topic-page';

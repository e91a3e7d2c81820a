export { EditTopicPage } from './edit-topic-page';

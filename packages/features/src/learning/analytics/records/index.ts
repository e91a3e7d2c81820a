export { LearningRecordsPage } from './records-page';

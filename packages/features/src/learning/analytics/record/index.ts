export { LearningRecordPage } from './record-page';

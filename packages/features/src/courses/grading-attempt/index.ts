export { AttemptPage } from './attempt-page';

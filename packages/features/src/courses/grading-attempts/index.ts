export { AttemptsPage } from './attempts-page';

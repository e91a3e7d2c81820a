export { EnrollPage } from './enroll-page';

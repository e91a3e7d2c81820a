/** The `public/admissions` area. */
export { AdmissionsPage } from './admissions-page';

export { AlumniPage } from './alumni-page';

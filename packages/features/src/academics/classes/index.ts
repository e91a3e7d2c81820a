export { ClassesPage } from './classes-page';

export { CLASS_LIST_SPEC, ClassesPage } from './classes-page';

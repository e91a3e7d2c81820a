export { DefaultersPage } from './defaulters-page';

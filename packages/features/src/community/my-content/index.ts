export { MyContentPage } from './my-content-page';

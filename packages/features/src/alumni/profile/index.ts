export { AlumnusPage } from './alumnus-page';

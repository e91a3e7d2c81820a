export { NewslettersPage } from './newsletters-page';

export { ReviewsPage } from './reviews-page';

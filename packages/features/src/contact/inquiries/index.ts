export { InquiriesPage } from './inquiries-page';
export { refreshContactQueries } from './refresh';

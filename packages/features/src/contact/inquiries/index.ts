export { INQUIRY_LIST_SPEC, InquiriesPage } from './inquiries-page';
export { refreshContactQueries } from './refresh';

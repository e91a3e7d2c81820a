export { INQUIRY_LIST_SPEC, InquiriesPage } from './inquiries-page';
export { InquiryPage } from './inquiry-page';
export { refreshContactQueries } from './refresh';

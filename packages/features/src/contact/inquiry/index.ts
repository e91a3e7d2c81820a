/** One inquiry's screen as a chunk of its own: it carries the reply form, not the list's table. */
export { InquiryPage } from '../inquiries/inquiry-page';

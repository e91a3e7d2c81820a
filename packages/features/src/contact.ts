/** The `contact` area: contact management in the dashboard (dashboard, inquiries, FAQs, categories, contact info and settings). */
export { ContactDashboardPage } from './contact/dashboard/contact-dashboard-page';
export { InquiriesPage } from './contact/inquiries';
export { InquiryPage } from './contact/inquiry';
export { FaqsPage } from './contact/faqs';
export { CategoriesPage } from './contact/categories';

/** The `contact` area: contact management in the dashboard (dashboard, inquiries, FAQs, categories, contact info and settings). */
export { ContactDashboardPage } from './contact/dashboard/contact-dashboard-page';
export { InquiriesPage, InquiryPage } from './contact/inquiries';
export { FaqsPage } from './contact/faqs';
export { CategoriesPage } from './contact/categories';

/** The `public/contact` area: the contact page and its inquiry form. */
export { ContactPage, InquiryForm } from './contact-page';

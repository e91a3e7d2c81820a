export {
  CONTACT_SECTIONS,
  ContactHeader,
  currentSection,
  inquiriesHref,
  inquiryHref,
  useContactSections,
  type ContactCrumb,
  type ContactHeaderProps,
} from './contact-header';

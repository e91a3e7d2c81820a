export {
  CONTACT_SECTIONS,
  ContactHeader,
  currentSection,
  useContactSections,
  type ContactCrumb,
  type ContactHeaderProps,
} from './contact-header';
export {
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_PRIORITY_TONES,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TONES,
} from './inquiry-labels';

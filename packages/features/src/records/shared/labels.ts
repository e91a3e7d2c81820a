/** The names of the contract's document types (UserDocumentType), as the records screens show them. */
import type { UserDocumentType } from '@ujuzi/api';

export const DOCUMENT_TYPE_LABELS: Record<UserDocumentType, string> = {
  national_id: 'National ID',
  passport: 'Passport',
  birth_certificate: 'Birth certificate',
  kcse_certificate: 'KCSE certificate',
  academic_certificate: 'Academic certificate',
  transcript: 'Transcript',
  cv: 'CV',
  recommendation_letter: 'Recommendation letter',
  medical_report: 'Medical report',
  other: 'Other',
};

/** The contract's upload limit: PDF, JPEG or PNG up to 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES_ACCEPTED = ['application/pdf', 'image/jpeg', 'image/png'];

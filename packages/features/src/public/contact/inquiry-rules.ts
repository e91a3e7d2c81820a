/**
 * The contact form's own checks with the specs' texts (the contract's ContactSubmitRequest — name 1–100, a
 * valid e-mail, an optional phone of 10+ digits, subject 1–200, message 10–5000 characters — is checked
 * from `@ujuzi/api/body-rules` by the light form kit), and the payload.
 */
import { submitContactFormBody } from '@ujuzi/api/body-rules';
import { isEmail, isPhoneNumber, NEWSLETTER_MESSAGES, PROFILE_MESSAGES } from '@ujuzi/domain';

export interface InquiryInput {
  name: string;
  email: string;
  phone: string;
  category: string;
  subject: string;
  message: string;
}

export type InquiryErrors = Partial<Record<keyof InquiryInput, string>>;

export const INQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: NEWSLETTER_MESSAGES.emailRequired,
  emailInvalid: NEWSLETTER_MESSAGES.emailInvalid,
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  subjectRequired: 'Please enter a subject',
  messageTooShort: 'Please write at least 10 characters so we can help',
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent. Nothing you typed is lost: check the form and try again.',
} as const;

export const MESSAGE_MIN_LENGTH = submitContactFormBody.message.minLength;
export const MESSAGE_MAX_LENGTH = submitContactFormBody.message.maxLength;

export function validateInquiry(input: InquiryInput): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!input.name.trim()) errors.name = INQUIRY_MESSAGES.nameRequired;
  if (!input.email.trim()) errors.email = INQUIRY_MESSAGES.emailRequired;
  else if (!isEmail(input.email)) errors.email = INQUIRY_MESSAGES.emailInvalid;
  if (input.phone.trim() && !isPhoneNumber(input.phone)) errors.phone = INQUIRY_MESSAGES.phoneInvalid;
  if (!input.subject.trim()) errors.subject = INQUIRY_MESSAGES.subjectRequired;
  if (input.message.trim().length < MESSAGE_MIN_LENGTH) errors.message = INQUIRY_MESSAGES.messageTooShort;
  return errors;
}

/** The submit body: trimmed texts, the e-mail lower-cased, the category as its id, optional fields only when given. */
export function inquiryPayload(input: InquiryInput) {
  const phone = input.phone.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    ...(phone ? { phone } : {}),
    ...(input.category ? { category: Number(input.category) } : {}),
  };
}

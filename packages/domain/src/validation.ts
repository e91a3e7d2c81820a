/** Input rules and their messages (client spec §3, §5, §8; service spec §5). */
import { NEWSLETTER_FREQUENCY, NEWSLETTER_SOURCE } from './constants';
import type { UserType } from './roles';
import { nairobiDay } from './ics';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Service spec §5: optional plus, then at least 10 digits, spaces, dashes or parentheses. */
export const isPhoneNumber = (value: string): boolean =>
  /^\+?[\d\s\-()]{10,}$/.test(value.trim()) && (value.match(/\d/g)?.length ?? 0) >= 10;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  invalidEmail: 'Please enter a valid email address.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  serverError: 'Server error. Please try again later.',
  failed: 'Failed to subscribe. Please try again.',
  success: 'Successfully subscribed! Please check your email to confirm your subscription.',
  successTitle: 'Welcome aboard!',
  successDetail: 'Check your email for confirmation.',
  errorTitle: 'Oops! Something went wrong',
  errorDetail: 'Please try again in a moment.',
} as const;

/** Client spec §5: the newsletter form's email check; null when valid. */
export function newsletterEmailError(email: string): string | null {
  if (!email.trim()) return NEWSLETTER_MESSAGES.emailRequired;
  if (!isEmail(email)) return NEWSLETTER_MESSAGES.emailInvalid;
  return null;
}

export interface NewsletterSubscription {
  email: string;
  first_name: string;
  last_name: string;
  source: string;
  frequency: string;
}

/** Client spec §3: the subscribe payload (email lower-cased and trimmed, names trimmed, source website, frequency weekly). */
export function newsletterSubscription(input: { email: string; firstName?: string; lastName?: string }): NewsletterSubscription {
  return {
    email: input.email.trim().toLowerCase(),
    first_name: (input.firstName ?? '').trim(),
    last_name: (input.lastName ?? '').trim(),
    source: NEWSLETTER_SOURCE,
    frequency: NEWSLETTER_FREQUENCY,
  };
}

/** Client spec §8: what a failed subscribe shows, by status and server message. */
export function newsletterSubscribeError(status: number, serverMessage?: string | null): string {
  const message = (serverMessage ?? '').toLowerCase();
  if (status === 400) {
    if (message.includes('already subscribed') || message.includes('already exists'))
      return NEWSLETTER_MESSAGES.alreadySubscribed;
    if (message.includes('invalid email')) return NEWSLETTER_MESSAGES.invalidEmail;
    return serverMessage?.trim() || NEWSLETTER_MESSAGES.failed;
  }
  if (status === 429) return NEWSLETTER_MESSAGES.tooManyRequests;
  if (status >= 500) return NEWSLETTER_MESSAGES.serverError;
  return NEWSLETTER_MESSAGES.failed;
}

/** Client spec §3: the login payload (username lower-cased and trimmed). */
export const loginPayload = (username: string, password: string) => ({ username: username.trim().toLowerCase(), password });

export interface RegistrationInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  userType?: UserType;
  phoneNumber?: string;
  address?: string;
  dateOfBirth?: string;
  profileData?: Record<string, unknown>;
}

/** Client spec §3: the registration payload; optional fields only when given, profile_data only when non-empty. */
export function registrationPayload(input: RegistrationInput) {
  const phone = input.phoneNumber?.trim();
  const address = input.address?.trim();
  const profile = input.profileData && Object.keys(input.profileData).length > 0 ? input.profileData : undefined;
  return {
    username: input.username.trim().toLowerCase(),
    email: input.email.trim().toLowerCase(),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    password: input.password,
    confirm_password: input.confirmPassword,
    user_type: input.userType ?? 'student',
    ...(phone ? { phone_number: phone } : {}),
    ...(address ? { address } : {}),
    ...(input.dateOfBirth ? { date_of_birth: input.dateOfBirth } : {}),
    ...(profile ? { profile_data: profile } : {}),
  };
}

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  joiningDateFuture: 'Joining date cannot be in the future',
  experienceRange: 'Experience years must be between 0 and 50',
  salaryNegative: 'Basic salary cannot be negative',
  admissionDateFuture: 'Admission date cannot be in the future',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

export interface ProfileInput {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  date_of_birth?: string | null;
  phone_number?: string | null;
  joining_date?: string | null;
  experience_years?: number | string | null;
  basic_salary?: number | string | null;
  admission_date?: string | null;
}

const STAFF_PROFILE_TYPES: readonly string[] = ['staff', 'teacher', 'admin', 'super_admin'];
const isFuture = (date: string | null | undefined, today: string) => Boolean(date) && (date as string).slice(0, 10) > today;
const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/** Service spec §5: profile validation by user type. Returns the first message of each failing field. */
export function validateProfile(profile: ProfileInput, userType: string, now: Date = new Date()): FieldMessages {
  // The school's today (Nairobi), as the server checks it: from 21:00 UTC it is already tomorrow there.
  const today = nairobiDay(now);
  const errors: FieldMessages = {};
  if (!present(profile.first_name)) errors.first_name = PROFILE_MESSAGES.firstNameRequired;
  if (!present(profile.last_name)) errors.last_name = PROFILE_MESSAGES.lastNameRequired;
  if (!present(profile.email)) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!isEmail(String(profile.email))) errors.email = PROFILE_MESSAGES.emailInvalid;
  if (isFuture(profile.date_of_birth, today)) errors.date_of_birth = PROFILE_MESSAGES.dateOfBirthFuture;
  const phone = phoneNumberError(profile.phone_number);
  if (phone) errors.phone_number = phone;
  if (STAFF_PROFILE_TYPES.includes(userType)) {
    if (isFuture(profile.joining_date, today)) errors.joining_date = PROFILE_MESSAGES.joiningDateFuture;
    if (present(profile.experience_years)) {
      const years = Number(profile.experience_years);
      if (!Number.isFinite(years) || years < 0 || years > 50) errors.experience_years = PROFILE_MESSAGES.experienceRange;
    }
    if (present(profile.basic_salary) && Number(profile.basic_salary) < 0) errors.basic_salary = PROFILE_MESSAGES.salaryNegative;
  }
  if (userType === 'student' && isFuture(profile.admission_date, today))
    errors.admission_date = PROFILE_MESSAGES.admissionDateFuture;
  return errors;
}

/** What a rule set answers: the message of each failing field, by the field's API name. */
export type FieldMessages = Record<string, string>;

/** Service spec §5 phone rule as a field check: null when empty or valid. */
export const phoneNumberError = (value: string | null | undefined): string | null =>
  present(value) && !isPhoneNumber(String(value)) ? PROFILE_MESSAGES.phoneInvalid : null;

/** Password texts: the server's validators (Django's) and the change form's own checks. */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password',
  tooShort: 'This password is too short. It must contain at least 8 characters.',
  entirelyNumeric: 'This password is entirely numeric.',
  sameAsOld: 'The new password must differ from the old one.',
  mismatch: 'Passwords do not match.',
} as const;

/** The contract's minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordChangeInput {
  old_password?: string | null;
  new_password?: string | null;
  confirm_password?: string | null;
}

/**
 * The change-password rules a client can check before sending (contract: at least 8 characters,
 * different from the old one, confirmed; Django's numeric-only validator). Common or too-similar
 * passwords are only known to the server, which answers them on `new_password`.
 */
export function validatePasswordChange(input: PasswordChangeInput): FieldMessages {
  const errors: FieldMessages = {};
  const current = input.old_password ?? '';
  const next = input.new_password ?? '';
  if (!current) errors.old_password = PASSWORD_MESSAGES.currentRequired;
  if (next.length < PASSWORD_MIN_LENGTH) errors.new_password = PASSWORD_MESSAGES.tooShort;
  else if (/^\d+$/.test(next)) errors.new_password = PASSWORD_MESSAGES.entirelyNumeric;
  else if (current && next === current) errors.new_password = PASSWORD_MESSAGES.sameAsOld;
  if ((input.confirm_password ?? '') !== next) errors.confirm_password = PASSWORD_MESSAGES.mismatch;
  return errors;
}

/** Profile pictures the contract accepts: JPEG, PNG or WebP, at most 5 MB. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export interface ContactInfoInput {
  phone?: string | null;
  alternate_phone?: string | null;
  whatsapp?: string | null;
}

/** Service spec §5's phone rule on every number of a contact-info entry (the contract only checks `phone`'s shape). */
export function validateContactInfo(info: ContactInfoInput): FieldMessages {
  const errors: FieldMessages = {};
  for (const field of ['phone', 'alternate_phone', 'whatsapp'] as const) {
    const message = phoneNumberError(info[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export type CourseIdentifier = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

/**
 * Service spec §5: a course identifier must be a non-empty string; a numeric one is an id, any other a slug.
 * Throws with the spec's messages.
 */
export function parseCourseIdentifier(identifier: unknown): CourseIdentifier {
  if (typeof identifier !== 'string' && typeof identifier !== 'number') throw new Error('Invalid course identifier provided');
  const text = String(identifier).trim();
  if (!text) throw new Error('Empty course identifier');
  return /^\d+$/.test(text) ? { kind: 'id', id: Number(text) } : { kind: 'slug', slug: text };
}

/** Service spec §8: the not-found text of a course lookup. */
export const courseNotFoundMessage = (identifier: string) => `Course with identifier "${identifier}" not found`;

/** Service spec §5: assessment ids are whole numbers, else 'Invalid assessment ID' and no call is made. */
export function parseAssessmentId(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) throw new Error('Invalid assessment ID');
  return Number(text);
}

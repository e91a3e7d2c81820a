import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MESSAGES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  courseNotFoundMessage,
  isPhoneNumber,
  loginPayload,
  newsletterEmailError,
  newsletterSubscribeError,
  newsletterSubscription,
  parseAssessmentId,
  parseCourseIdentifier,
  registrationPayload,
  validateProfile,
  validatePasswordChange,
  validateContactInfo,
  phoneNumberError,
} from './validation';

describe('the newsletter form (client spec §3, §5, §8)', () => {
  it('requires an email, then a valid one', () => {
    expect(newsletterEmailError('  ')).toBe('Please enter your email address');
    expect(newsletterEmailError('amina@')).toBe('Please enter a valid email address');
    expect(newsletterEmailError('amina@ujuzi.ac.ke')).toBeNull();
  });
  it('sends email lower-cased and trimmed, names trimmed, source website, frequency weekly', () => {
    expect(newsletterSubscription({ email: ' Amina@Ujuzi.AC.KE ', firstName: ' Amina ', lastName: '' })).toEqual({
      email: 'amina@ujuzi.ac.ke',
      first_name: 'Amina',
      last_name: '',
      source: 'website',
      frequency: 'weekly',
    });
  });
  it.each([
    [400, 'This email is already subscribed.', NEWSLETTER_MESSAGES.alreadySubscribed],
    [400, 'Subscriber already exists', NEWSLETTER_MESSAGES.alreadySubscribed],
    [400, 'Invalid email address', 'Please enter a valid email address.'],
    [400, 'Disposable addresses are not accepted', 'Disposable addresses are not accepted'],
    [429, 'Request was throttled', 'Too many requests. Please try again in a few minutes.'],
    [500, 'boom', 'Server error. Please try again later.'],
    [503, null, 'Server error. Please try again later.'],
    [404, null, 'Failed to subscribe. Please try again.'],
  ])('maps %i "%s" to its message', (status, message, text) => expect(newsletterSubscribeError(status, message)).toBe(text));
});

describe('sign-in and registration payloads (client spec §3)', () => {
  it('lower-case and trim the username', () =>
    expect(loginPayload('  Wanjiku.Kamau ', 'pw')).toEqual({ username: 'wanjiku.kamau', password: 'pw' }));
  it('normalise registration and send optional fields only when given', () => {
    expect(
      registrationPayload({
        username: ' Otieno ',
        email: ' OTIENO@Example.com',
        firstName: ' Otieno ',
        lastName: ' Odhiambo ',
        password: 'p',
        confirmPassword: 'p',
        phoneNumber: ' ',
        profileData: {},
      }),
    ).toEqual({
      username: 'otieno',
      email: 'otieno@example.com',
      first_name: 'Otieno',
      last_name: 'Odhiambo',
      password: 'p',
      confirm_password: 'p',
      user_type: 'student',
    });
    expect(
      registrationPayload({
        username: 'a',
        email: 'a@b.co',
        firstName: 'A',
        lastName: 'B',
        password: 'p',
        confirmPassword: 'p',
        userType: 'parent',
        phoneNumber: ' +254 712 345 678 ',
        address: ' Kilimani, Nairobi ',
        dateOfBirth: '1990-01-01',
        profileData: { bio: 'x' },
      }),
    ).toMatchObject({
      user_type: 'parent',
      phone_number: '+254 712 345 678',
      address: 'Kilimani, Nairobi',
      date_of_birth: '1990-01-01',
      profile_data: { bio: 'x' },
    });
  });
});

describe('profile validation by user type (service spec §5)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const valid = { first_name: 'Amina', last_name: 'Hassan', email: 'amina@ujuzi.ac.ke' };
  it('requires names and a valid email', () => {
    expect(validateProfile({}, 'student', now)).toEqual({
      first_name: PROFILE_MESSAGES.firstNameRequired,
      last_name: PROFILE_MESSAGES.lastNameRequired,
      email: PROFILE_MESSAGES.emailRequired,
    });
    expect(validateProfile({ ...valid, email: 'amina' }, 'student', now)).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('refuses future dates', () => {
    expect(validateProfile({ ...valid, date_of_birth: '2026-11-23' }, 'parent', now)).toEqual({
      date_of_birth: 'Date of birth cannot be in the future',
    });
    expect(validateProfile({ ...valid, admission_date: '2027-01-01' }, 'student', now)).toEqual({
      admission_date: 'Admission date cannot be in the future',
    });
    expect(validateProfile({ ...valid, date_of_birth: '2026-11-22' }, 'parent', now)).toEqual({});
  });
  it("counts the future from the school's today: at 22:30 UTC Nairobi is already on the next day", () => {
    const night = new Date('2026-11-28T22:30:00Z');
    expect(validateProfile({ ...valid, admission_date: '2026-11-29' }, 'student', night)).toEqual({});
    expect(validateProfile({ ...valid, admission_date: '2026-11-30' }, 'student', night)).toEqual({
      admission_date: 'Admission date cannot be in the future',
    });
  });
  it.each(['teacher', 'admin', 'super_admin', 'staff'])('checks staff fields for %s', (type) => {
    expect(validateProfile({ ...valid, joining_date: '2030-01-01', experience_years: 51, basic_salary: -1 }, type, now)).toEqual({
      joining_date: 'Joining date cannot be in the future',
      experience_years: 'Experience years must be between 0 and 50',
      basic_salary: 'Basic salary cannot be negative',
    });
    expect(validateProfile({ ...valid, experience_years: 0, basic_salary: '0' }, type, now)).toEqual({});
    expect(validateProfile({ ...valid, experience_years: 50 }, type, now)).toEqual({});
  });
  it('leaves staff fields alone for students', () =>
    expect(validateProfile({ ...valid, experience_years: 99 }, 'student', now)).toEqual({}));
  it('checks phone numbers: optional plus, at least 10 digits, spaces, dashes or parentheses', () => {
    expect(['+254712345678', '0712 345 678', '(020) 123-4567'].map(isPhoneNumber)).toEqual([true, true, true]);
    expect(['12345', '+254-71a-345678', '+ ( ) - - - - - -'].map(isPhoneNumber)).toEqual([false, false, false]);
  });
});

describe('identifiers (service spec §5, §8)', () => {
  it('read a numeric course identifier as an id and any other as a slug', () => {
    expect(parseCourseIdentifier('12')).toEqual({ kind: 'id', id: 12 });
    expect(parseCourseIdentifier(7)).toEqual({ kind: 'id', id: 7 });
    expect(parseCourseIdentifier(' python-basics ')).toEqual({ kind: 'slug', slug: 'python-basics' });
  });
  it('refuse empty or non-string course identifiers', () => {
    expect(() => parseCourseIdentifier('  ')).toThrow('Empty course identifier');
    expect(() => parseCourseIdentifier(null)).toThrow('Invalid course identifier provided');
  });
  it('say which course was not found', () =>
    expect(courseNotFoundMessage('go-101')).toBe('Course with identifier "go-101" not found'));
  it('accept only whole-number assessment ids', () => {
    expect(parseAssessmentId('42')).toBe(42);
    expect(() => parseAssessmentId('4.2')).toThrow('Invalid assessment ID');
    expect(() => parseAssessmentId('quiz-1')).toThrow('Invalid assessment ID');
  });
});

describe('phone numbers of forms (service spec §5)', () => {
  it('accepts an empty or well-formed number and names a malformed one', () => {
    expect(phoneNumberError('')).toBeNull();
    expect(phoneNumberError(null)).toBeNull();
    expect(phoneNumberError('+254 (20) 765-4321')).toBeNull();
    expect(phoneNumberError('0712 34')).toBe('Please enter a valid phone number');
  });

  it('checks every number of a contact-info entry', () => {
    expect(validateContactInfo({ phone: '+254 20 765 4321', alternate_phone: '12345', whatsapp: 'call me' })).toEqual({
      alternate_phone: 'Please enter a valid phone number',
      whatsapp: 'Please enter a valid phone number',
    });
    expect(validateContactInfo({ phone: '+254711000222', alternate_phone: null })).toEqual({});
  });
});

describe('changing a password (contract: ChangePasswordRequest)', () => {
  it('asks for the current password, 8 characters, not only digits, a new one, confirmed', () => {
    expect(validatePasswordChange({ old_password: '', new_password: 'short', confirm_password: 'other' })).toEqual({
      old_password: PASSWORD_MESSAGES.currentRequired,
      new_password: PASSWORD_MESSAGES.tooShort,
      confirm_password: PASSWORD_MESSAGES.mismatch,
    });
    expect(validatePasswordChange({ old_password: 'x', new_password: '1234567890', confirm_password: '1234567890' })).toEqual({
      new_password: 'This password is entirely numeric.',
    });
    expect(
      validatePasswordChange({ old_password: 'Karura-2026', new_password: 'Karura-2026', confirm_password: 'Karura-2026' }),
    ).toEqual({ new_password: 'The new password must differ from the old one.' });
  });

  it('passes a good change', () => {
    expect(
      validatePasswordChange({
        old_password: 'ujuzi-demo',
        new_password: 'Karura-Forest-2027',
        confirm_password: 'Karura-Forest-2027',
      }),
    ).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsFromBody, formErrorsFromBody } from './errors';

describe('field errors for forms', () => {
  it('take the first message of each field and leave non_field_errors to the form', () => {
    expect(
      fieldErrorsFromBody({
        username: ['A user with that username already exists.', 'Too short.'],
        email: ['Enter a valid email address.'],
        non_field_errors: ['Passwords do not match.'],
      }),
    ).toEqual({ username: 'A user with that username already exists.', email: 'Enter a valid email address.' });
  });

  it('read an errors object too', () => {
    expect(fieldErrorsFromBody({ errors: { phone_number: ['Enter a valid phone number.'] } })).toEqual({
      phone_number: 'Enter a valid phone number.',
    });
  });
});

describe('form errors of a 400', () => {
  it('put the first message of each field on its path and non_field_errors as the general message', () => {
    expect(
      formErrorsFromBody({
        question: ['This field may not be blank.', 'Too long.'],
        social_links: { facebook: ['Enter a valid URL.'] },
        rows: [{}, { name: ['Required.'] }],
        non_field_errors: ['An FAQ with this question already exists.'],
      }),
    ).toEqual({
      fields: {
        question: 'This field may not be blank.',
        'social_links.facebook': 'Enter a valid URL.',
        'rows.1.name': 'Required.',
      },
      general: 'An FAQ with this question already exists.',
    });
  });

  it('make detail the general message when no field is named', () => {
    expect(formErrorsFromBody({ detail: 'Category is inactive.' })).toEqual({ fields: {}, general: 'Category is inactive.' });
    expect(formErrorsFromBody(null)).toEqual({ fields: {}, general: null });
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsFromBody } from './errors';

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

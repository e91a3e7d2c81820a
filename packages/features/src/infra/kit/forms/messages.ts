/** The texts the form kit shows; the contract's constraints read as sentences, the specs' own texts come from @ujuzi/domain. */
import { PROFILE_MESSAGES } from '@ujuzi/domain';

export const FORM_MESSAGES = {
  required: 'This field is required',
  tooShort: (minimum: number) => `Enter at least ${minimum} characters`,
  tooLong: (maximum: number) => `Enter at most ${maximum} characters`,
  tooSmall: (minimum: number) => `Enter ${minimum} or more`,
  tooBig: (maximum: number) => `Enter ${maximum} or less`,
  tooFew: (minimum: number) => `Choose at least ${minimum}`,
  number: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  email: PROFILE_MESSAGES.emailInvalid,
  url: 'Enter a full web address, starting with https://',
  date: 'Enter a valid date',
  format: 'Check the format of this value',
  choice: 'Choose one of the options',
  invalid: 'Check this value',
  /** Shown above the buttons when the server's 400 names no field the form shows. */
  checkFields: 'Some fields need your attention.',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'Your changes on this page have not been saved. If you leave, they are lost.',
  leaveConfirm: 'Leave page',
  leaveCancel: 'Stay',
  uploading: (percent: number) => `Uploading… ${percent}%`,
} as const;

/** How contact-us statuses read and look on the contact desk (the contract's ContactSubmissionStatus, in its order). */
import type { ContactSubmissionStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const CONTACT_STATUS_LABELS: Readonly<Record<ContactSubmissionStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const CONTACT_STATUS_TONES: Readonly<Record<ContactSubmissionStatus, BadgeTone>> = {
  new: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

/** A message still waiting for someone (resolving it is offered). */
export const isOpenMessage = (status: ContactSubmissionStatus): boolean => status === 'new' || status === 'in_progress';

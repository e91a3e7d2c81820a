/** How inquiry statuses and priorities read and look on every contact screen (the contract's enums, in their order). */
import type { InquiryPriority, InquiryStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['new', 'in_progress', 'resolved', 'closed'];
export const INQUIRY_PRIORITIES: readonly InquiryPriority[] = ['low', 'medium', 'high', 'urgent'];

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const INQUIRY_STATUS_TONES: Readonly<Record<InquiryStatus, BadgeTone>> = {
  new: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export const INQUIRY_PRIORITY_LABELS: Readonly<Record<InquiryPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const INQUIRY_PRIORITY_TONES: Readonly<Record<InquiryPriority, BadgeTone>> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
};

/** How the installment screens name an installment's status, and its badge's tone. */
import type { InstallmentStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const INSTALLMENT_STATUS_LABELS: Readonly<Record<InstallmentStatus, string>> = {
  pending: 'Upcoming',
  paid: 'Paid',
  overdue: 'Overdue',
  partially_paid: 'Partly paid',
};
export const STATUS_TONES: Readonly<Record<InstallmentStatus, BadgeTone>> = {
  pending: 'neutral',
  paid: 'success',
  overdue: 'danger',
  partially_paid: 'warning',
};

/** Reminding defaulters (sendDefaulterReminders): the channels in words, the outcome per debt as the kit's bulk report. */
import type { DefaulterReminderResult, PaymentDefaulter, PaymentNotificationChannel } from '@ujuzi/api';
import { formatMoney } from '@ujuzi/domain';
import type { BulkReport, BulkRow } from '../../infra/kit';

export const CHANNEL_LABELS: Readonly<Record<'email' | 'sms', string>> = { email: 'E-mail', sms: 'SMS' };
export const CHANNEL_CHOICES = [
  { value: 'email,sms', label: 'E-mail and SMS' },
  { value: 'email', label: 'E-mail only' },
  { value: 'sms', label: 'SMS only' },
] as const;

export const channelsOf = (choice: string | undefined): PaymentNotificationChannel[] =>
  (choice || 'email,sms').split(',').filter((value): value is 'email' | 'sms' => value === 'email' || value === 'sms');

export const channelWords = (channels: readonly PaymentNotificationChannel[]): string =>
  channels.map((channel) => (channel === 'in_app' ? 'in the app' : CHANNEL_LABELS[channel])).join(' and ') || 'nothing';

/** What the debt is for: the course or the fee. */
export const debtFor = (row: PaymentDefaulter): string => row.course?.title ?? row.fee_name ?? 'School fees';
export const learnerOf = (row: PaymentDefaulter): string => row.learner.get_full_name || row.learner.username;
/** 'Esther Musembi · Perl and Bash Scripting · KES 1,500.00': how a debt is named in confirmations and reports. */
export const debtLabel = (row: PaymentDefaulter): string =>
  `${learnerOf(row)} · ${debtFor(row)} · ${formatMoney(row.amount_overdue, row.currency)}`;

/** The per-debt report: sent (by which channels) or why not. */
export function reminderReport(rows: readonly BulkRow[], result: DefaulterReminderResult): BulkReport {
  const byId = new Map(result.results.map((outcome) => [outcome.id, outcome]));
  const outcomes = rows.map((row) => {
    const outcome = byId.get(row.id);
    if (outcome?.ok) return { ...row, label: `${row.label} — sent by ${channelWords(outcome.channels_sent)}`, ok: true as const };
    const sent = outcome?.channels_sent.length ? ` (sent by ${channelWords(outcome.channels_sent)})` : '';
    return { ...row, ok: false as const, reason: `${outcome?.error ?? 'No answer for this debt.'}${sent}` };
  });
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  return { outcomes, succeeded, failed: outcomes.length - succeeded, message: result.message };
}

/** What a confirm or unsubscribe answer means for the page (the contract repeats success for a second click). */
import type { NewsletterSubscriptionResult } from '@ujuzi/api';

/** A repeated confirm or unsubscribe succeeds again; the server's message says it was already done. */
export const wasAlreadyDone = (result: Pick<NewsletterSubscriptionResult, 'message'>): boolean =>
  /\balready\b/i.test(result.message);

export const NEWSLETTER_PAGE_TEXTS = {
  confirming: 'Confirming your subscription…',
  confirmed: 'Subscription confirmed',
  alreadyConfirmed: 'Your subscription is already confirmed',
  expired: 'This confirmation link has expired',
  invalidConfirm: 'This confirmation link is not valid',
  unsubscribeTitle: 'Unsubscribe from the Ujuzi newsletter',
  unsubscribed: 'You have been unsubscribed',
  alreadyUnsubscribed: 'You were already unsubscribed',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
} as const;

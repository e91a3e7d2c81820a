/** Adding a subscriber by hand, in a dialog whose form loads when it first opens. */
import type { NewsletterSubscriber } from '@ujuzi/api';
import { lazyFormDialog, type EntityFormProps } from '../../infra/kit';

export const NewSubscriberDialog = lazyFormDialog<NewsletterSubscriber, EntityFormProps<NewsletterSubscriber>>(
  () => import('./new-subscriber-form').then((m) => m.NewSubscriberForm),
  {
    noun: 'subscriber',
    title: () => 'Add a subscriber',
    description: 'They start active, without a confirmation e-mail: add only people who asked for the newsletter.',
  },
);

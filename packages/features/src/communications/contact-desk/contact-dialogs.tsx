/** The contact desk's dialogs; each form's code loads when its dialog first opens (or its button is hovered). */
import type { ContactSubmission } from '@ujuzi/api';
import { lazyFormDialog } from '../../infra/kit';

export const ContactMessageDialog = lazyFormDialog(() => import('./contact-message-form').then((m) => m.ContactMessageForm), {
  noun: 'contact-us message',
  title: (item: ContactSubmission | null) => (item ? `Edit “${item.subject}”` : 'Record a contact-us message'),
  description: (item: ContactSubmission | null) =>
    item ? null : 'A message taken by phone or at the front desk, so it is not lost.',
});

export const ResolveContactDialog = lazyFormDialog(() => import('./contact-action-forms').then((m) => m.ResolveContactForm), {
  noun: 'message',
  size: 'md',
  height: '12rem',
  title: (item: ContactSubmission | null) => `Resolve “${item?.subject ?? 'message'}”`,
  description: 'It moves to Resolved, stamped with the time; the notes stay with it.',
});

export const AssignContactDialog = lazyFormDialog(() => import('./contact-action-forms').then((m) => m.AssignContactForm), {
  noun: 'message',
  size: 'md',
  height: '10rem',
  title: (item: ContactSubmission | null) => `Assign “${item?.subject ?? 'message'}”`,
  description: 'The staff member is notified; a new message moves to In progress.',
});

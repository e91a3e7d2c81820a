/** The alumni forms in dialogs whose code loads when they first open. */
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const AlumnusDialog = lazyFormDialog(() => import('./alumnus-form').then((module) => module.AlumnusForm), {
  noun: 'alumnus',
  title: (item) => (item ? 'Edit alumni record' : 'New alumni record'),
  height: '40rem',
});

export const AlumniEventDialog = lazyFormDialog(() => import('./event-form').then((module) => module.AlumniEventForm), {
  noun: 'alumni event',
  title: (item) => (item ? 'Edit alumni event' : 'New alumni event'),
  height: '40rem',
});

/** The alumni contract's event types and states under the words the screens show, with each state's tone. */
import type { AlumniEventStatus, AlumniEventType } from '@ujuzi/api';

export const ALUMNI_EVENT_TYPE_LABELS: Readonly<Record<AlumniEventType, string>> = {
  reunion: 'Reunion',
  networking: 'Networking',
  career_talk: 'Career talk',
  workshop: 'Workshop',
  mentorship: 'Mentorship',
  webinar: 'Webinar',
  other: 'Other',
};

export const ALUMNI_EVENT_STATUS_LABELS: Readonly<Record<AlumniEventStatus, string>> = {
  upcoming: 'Upcoming',
  ongoing: 'Happening now',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const ALUMNI_EVENT_STATUS_TONES: Readonly<Record<AlumniEventStatus, 'info' | 'success' | 'neutral' | 'danger'>> = {
  upcoming: 'info',
  ongoing: 'success',
  completed: 'neutral',
  cancelled: 'danger',
};

/** The first cohort the contract allows (AlumnusRequest.graduation_year's minimum). */
export const FIRST_GRADUATION_YEAR = 1990;

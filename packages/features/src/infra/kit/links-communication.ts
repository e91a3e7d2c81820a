/**
 * The communication and community depth links (issue 27): sending to an audience, e-mail templates and
 * logs, community categories; part of the kit's `links`.
 */
import type {
  ListCommunityActivitiesData,
  ListContactSubmissionsData,
  ListEmailLogsData,
  ListEmailTemplatesData,
} from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

type Id = number | string;

export const communicationLinks = {
  sendNotification: () => href('/dashboard/communications/send'),
  emailTemplates: (filters: Pick<ListFilters<ListEmailTemplatesData>, 'search'> = {}) =>
    withQuery(href('/dashboard/communications/email-templates'), filters),
  emailLogs: (filters: Pick<ListFilters<ListEmailLogsData>, 'template' | 'status'> = {}) =>
    withQuery(href('/dashboard/communications/email-logs'), filters),
  emailLog: (id: Id) => href('/dashboard/communications/email-logs/:id', { id }),
  contactMessages: (filters: Pick<ListFilters<ListContactSubmissionsData>, 'status' | 'assigned_to'> = {}) =>
    withQuery(href('/dashboard/communications/contact-us'), filters),
  contactMessage: (id: Id) => href('/dashboard/communications/contact-us/:id', { id }),
  communityCategories: () => href('/dashboard/community/categories'),
  communityCategory: (id: Id) => href('/dashboard/community/categories/:id', { id }),
  communityActivity: (filters: Pick<ListFilters<ListCommunityActivitiesData>, 'user' | 'activity_type'> = {}) =>
    withQuery(href('/dashboard/community/activity'), filters),
  communityMember: (id: Id) => href('/dashboard/community/members/:id', { id }),
};

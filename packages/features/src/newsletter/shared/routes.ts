/** Where the newsletter screens live, and the screens they lead to. */
import { href } from '@ujuzi/domain';

export const NEWSLETTER_HREF = '/dashboard/newsletter';
export const NEWSLETTERS_HREF = '/dashboard/newsletter/newsletters';
export const NEW_NEWSLETTER_HREF = '/dashboard/newsletter/newsletters/new';
export const SUBSCRIBERS_HREF = '/dashboard/newsletter/subscribers';
export const IMPORT_HREF = '/dashboard/newsletter/subscribers/import';
export const CATEGORIES_HREF = '/dashboard/newsletter/categories';
export const TEMPLATES_HREF = '/dashboard/newsletter/templates';
export const NEW_TEMPLATE_HREF = '/dashboard/newsletter/templates/new';
export const SETTINGS_HREF = '/dashboard/newsletter/settings';

export const editNewsletterHref = (id: number): string => href('/dashboard/newsletter/newsletters/edit/:id', { id });
export const newsletterPreviewHref = (id: number): string => href('/dashboard/newsletter/newsletters/:id/preview', { id });
export const newsletterStatisticsHref = (id: number): string => href('/dashboard/newsletter/newsletters/:id/statistics', { id });
export const subscriberHref = (id: number): string => href('/dashboard/newsletter/subscribers/:id', { id });
export const editSubscriberHref = (id: number): string => href('/dashboard/newsletter/subscribers/edit/:id', { id });
export const editTemplateHref = (id: number): string => href('/dashboard/newsletter/templates/edit/:id', { id });
/** The subscribers list filtered to one category. */
export const categorySubscribersHref = (id: number): string => `${SUBSCRIBERS_HREF}?category=${id}`;

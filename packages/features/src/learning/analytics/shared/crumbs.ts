/** The staff analytics screens' breadcrumb back to the records list. */
import { links } from '../../../infra/kit';
import type { LearningCrumb } from '../../shared';

export const ANALYTICS_CRUMB: LearningCrumb = { label: 'Learning analytics', href: links.learningAnalytics() };

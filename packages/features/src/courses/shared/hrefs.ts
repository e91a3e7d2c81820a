/** Where the course screens live (routes.txt). */
export const COURSES_HREF = '/dashboard/courses';
export const NEW_COURSE_HREF = '/dashboard/courses/new';
export const MANAGE_COURSES_HREF = '/dashboard/courses/manage';

/** A course's page (the learner-side details screen, every role). */
export const courseHref = (slug: string): string => `/dashboard/courses/${encodeURIComponent(slug)}`;
export const courseEditHref = (id: number): string => `/dashboard/courses/${id}/edit`;
export const courseSettingsHref = (slug: string): string => `${courseHref(slug)}/settings`;
export const newProjectHref = (slug: string): string => `${courseHref(slug)}/projects/new`;
export const projectEditHref = (slug: string, projectId: number): string => `${courseHref(slug)}/projects/${projectId}/edit`;

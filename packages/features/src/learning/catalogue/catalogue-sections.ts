/** The catalogue's sections: all courses, and learning paths (which the route table gives no route of their own). */
export const PATHS_HREF = '/dashboard/courses?section=paths';
export const pathHref = (id: number) => `/dashboard/courses?path=${id}`;

export const catalogueSections = (current: 'courses' | 'paths') => ({
  label: 'Catalogue sections',
  links: [
    { label: 'All courses', href: '/dashboard/courses' },
    { label: 'Learning paths', href: PATHS_HREF },
  ],
  current: current === 'paths' ? PATHS_HREF : '/dashboard/courses',
});

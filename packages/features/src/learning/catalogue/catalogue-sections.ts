import { links } from '../../infra/kit/links';

export const catalogueSections = (current: 'courses' | 'paths') => ({
  label: 'Catalogue sections',
  links: [
    { label: 'All courses', href: links.courses() },
    { label: 'Learning paths', href: links.courses({ section: 'paths' }) },
  ],
  current: current === 'paths' ? links.courses({ section: 'paths' }) : links.courses(),
});

/**
 * The site's identity in code: its brand in page titles, canonical origin, tagline and description.
 * Claims about the school (its learners figure, founding year) are not here either: the office manages them.
 * The origin comes from VITE_SITE_URL when the app is built with it, so canonical URLs, Open Graph data
 * and the sitemap point at the deployed site. The school's contact details (address, phones, e-mail,
 * social pages, app link) and its full name are not here: the office keeps them in Contact management
 * (infra/shell/site-info.ts reads them for the footer, the contact page and the structured data).
 */

const configuredOrigin = (import.meta.env?.VITE_SITE_URL as string | undefined)?.trim();

export const SITE = {
  name: 'Ujuzi',
  /** The public site's origin, without a trailing slash. */
  origin: (configuredOrigin || 'https://ujuzi.ac.ke').replace(/\/+$/, ''),
  tagline: 'Practical tech skills for learners in Kenya and beyond',
  description:
    'Ujuzi is an online tech-skills school in Nairobi: software development, data, cloud, mobile and design courses with projects, mentors and verifiable certificates. Pay in KES, by M-Pesa or in instalments.',
  privacyEmail: 'privacy@ujuzi.ac.ke',
  locale: 'en_KE',
} as const;

/** The absolute URL of a path of the site ('/courses' → 'https://ujuzi.ac.ke/courses'). */
export function siteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${SITE.origin}${clean === '/' ? '/' : clean.replace(/\/+$/, '')}`;
}

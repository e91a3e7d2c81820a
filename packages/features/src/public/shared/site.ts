/**
 * The school's public identity: name, canonical origin, contact details and app link. The specs name
 * these (client spec §1) without values; the origin comes from VITE_SITE_URL when the app is built
 * with it, so canonical URLs, Open Graph data and the sitemap point at the deployed site.
 */

const configuredOrigin = (import.meta.env?.VITE_SITE_URL as string | undefined)?.trim();

export const SITE = {
  name: 'Ujuzi',
  /** The public site's origin, without a trailing slash. */
  origin: (configuredOrigin || 'https://ujuzi.ac.ke').replace(/\/+$/, ''),
  tagline: 'Practical tech skills for learners in Kenya and beyond',
  description:
    'Ujuzi is an online tech-skills school in Nairobi: software development, data, cloud, mobile and design courses with projects, mentors and verifiable certificates. Pay in KES, by M-Pesa or in instalments.',
  address: 'Ujuzi School of Technology, 4th Floor, Bishop Magua Centre, Ngong Road, Nairobi, Kenya',
  phone: '+254 712 345 678',
  email: 'hello@ujuzi.ac.ke',
  privacyEmail: 'privacy@ujuzi.ac.ke',
  learnersCount: '10,000+',
  androidAppHref: 'https://play.google.com/store/apps/details?id=ke.ac.ujuzi',
  locale: 'en_KE',
} as const;

/** The absolute URL of a path of the site ('/courses' → 'https://ujuzi.ac.ke/courses'). */
export function siteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${SITE.origin}${clean === '/' ? '/' : clean.replace(/\/+$/, '')}`;
}

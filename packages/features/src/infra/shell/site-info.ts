/** The school's footer details. The specs name them (Nairobi, Kenya; phone, e-mail, social links, Android app) without values. */
import type { PublicSiteInfo } from '@ujuzi/ui';

export const SITE_INFO: PublicSiteInfo = {
  address: 'Ujuzi, Kilimani, Nairobi, Kenya',
  phone: '+254 700 123 456',
  email: 'hello@ujuzi.ac.ke',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/ujuzi.school' },
    { label: 'X', href: 'https://x.com/ujuzi_school' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/school/ujuzi' },
    { label: 'YouTube', href: 'https://www.youtube.com/@ujuzi' },
  ],
  androidAppHref: 'https://play.google.com/store/apps/details?id=ke.ac.ujuzi',
  learnersCount: '10,000+',
};

/** Example footer details for stories and tests (the app passes the school's real ones). */
import type { PublicSiteInfo } from './public-layout';

export const SAMPLE_SITE: PublicSiteInfo = {
  address: 'Ujuzi, Kilimani, Nairobi, Kenya',
  phone: '+254 712 345 678',
  email: 'hello@ujuzi.example',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/ujuzi.example' },
    { label: 'X', href: 'https://x.com/ujuzi_example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ujuzi-example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@ujuzi-example' },
  ],
  androidAppHref: 'https://play.google.com/store/apps/details?id=example.ujuzi',
  learnersCount: '10,000+',
};

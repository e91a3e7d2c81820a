/**
 * The school's public details, from the one place the office manages them: Contact management
 * (the primary contact entry, the social pages and the Android app link of the contact settings) and
 * the school's information (its name), served together by the public contact endpoint. The footer,
 * the contact page and the structured data all read this query; the specs name the details (Nairobi,
 * Kenya; phone, e-mail, social links, Android app) without values, so the code holds none.
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ContactInfo, ContactPublicInfo } from '@ujuzi/api';
import { getGetContactPublicInfoQueryOptions } from '@ujuzi/api/hooks';
import type { PublicSiteInfo } from '@ujuzi/ui';
import { retryTransient } from '../kit/shared/api-error';

/** The public contact information (the contact page's and the footer's one read). */
export const siteInfoQuery = (): UseQueryOptions<ContactPublicInfo, unknown, ContactPublicInfo, readonly unknown[]> =>
  getGetContactPublicInfoQueryOptions({ query: { retry: retryTransient, staleTime: 10 * 60_000 } });

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** A network's name as people know it ('twitter' → 'X'). */
export const socialLabel = (network: string): string =>
  SOCIAL_LABELS[network] ?? network.charAt(0).toUpperCase() + network.slice(1);

/** The social pages that are set, in the contract's order. */
export const socialProfilesOf = (info: Pick<ContactPublicInfo, 'social_links'>): PublicSiteInfo['social'] =>
  Object.entries(info.social_links ?? {})
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([network, href]) => ({ label: socialLabel(network), href }));

/** A contact entry's postal address in one line ('4th Floor, …, Kilimani, Nairobi, Kenya'). */
export const addressLine = (entry: Pick<ContactInfo, 'address' | 'city' | 'country'>): string =>
  [entry.address, entry.city, entry.country].filter(Boolean).join(', ');

/** The footer's details from the public contact information (nothing while it loads or when it fails). */
export function siteInfoOf(info: ContactPublicInfo | undefined): PublicSiteInfo {
  const primary = info?.primary ?? info?.locations[0] ?? null;
  return {
    name: info?.school_name,
    address: primary ? addressLine(primary) : undefined,
    phone: primary?.phone || undefined,
    email: primary?.email || undefined,
    social: info ? socialProfilesOf(info) : [],
    androidAppHref: info?.android_app_url ?? undefined,
    learnersCount: info?.learners_claim ?? undefined,
  };
}

/** The school's public details for the footer, read from the contact information. */
export function useSiteInfo(): PublicSiteInfo {
  const { data } = useQuery(siteInfoQuery());
  return siteInfoOf(data);
}

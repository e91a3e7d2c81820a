/** The public profile behind a QR code (no token; the owner's settings decide what comes back). */
import type { UserQrProfileData } from '@ujuzi/api';
import { getGetUserQrProfileDataQueryOptions } from '@ujuzi/api/hooks';
import { retryTransient } from '../../infra/kit/shared/api-error';
import type { PublicQuery } from '../shared/prefetch';

export const qrProfileQuery = (hash: string): PublicQuery<UserQrProfileData> =>
  // Each look-up counts as a scan: keep the answer for the visit instead of asking again.
  getGetUserQrProfileDataQueryOptions({ hash }, { query: { retry: retryTransient, staleTime: Infinity } });

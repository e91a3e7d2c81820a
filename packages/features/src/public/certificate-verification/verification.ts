/** How a typed or linked certificate code is read: a verification hash (hex) or a certificate number. */
import type { CourseCertificateVerification } from '@ujuzi/api';
import { getVerifyCourseCertificateByNumberQueryOptions, getVerifyCourseCertificateQueryOptions } from '@ujuzi/api/hooks';
import { retryTransient } from '../../infra/kit/shared/api-error';
import type { PublicQuery } from '../shared/prefetch';

/** The hash of a certificate's QR code and link: hexadecimal, 16 to 64 characters. */
const HASH_PATTERN = /^[0-9a-f]{16,64}$/i;

export type CertificateCode = { kind: 'hash'; value: string } | { kind: 'number'; value: string };

/** A hash as it is (lower-cased), anything else as a certificate number (upper-cased, e.g. UJZ-2026-IPP-000701). */
export function readCertificateCode(raw: string): CertificateCode | null {
  const code = raw.trim();
  if (!code) return null;
  return HASH_PATTERN.test(code) ? { kind: 'hash', value: code.toLowerCase() } : { kind: 'number', value: code.toUpperCase() };
}

/** The public verification of a code (no token): by hash or by number; an unknown code answers 404. */
export const verificationQuery = (code: CertificateCode): PublicQuery<CourseCertificateVerification> =>
  code.kind === 'hash'
    ? getVerifyCourseCertificateQueryOptions(code.value, { query: { retry: retryTransient } })
    : getVerifyCourseCertificateByNumberQueryOptions(code.value, { query: { retry: retryTransient } });

export type VerificationOutcome = 'valid' | 'revoked' | 'pending';

/** The contract: `valid` only for an issued certificate; otherwise its status says why. */
export const outcomeOf = (result: CourseCertificateVerification): VerificationOutcome =>
  result.valid && result.status === 'issued' ? 'valid' : result.status === 'revoked' ? 'revoked' : 'pending';

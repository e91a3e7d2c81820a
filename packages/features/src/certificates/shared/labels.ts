/**
 * Words, tones and links of the certificates area: the status names a user reads, the badge colour
 * each status gets, and the screens a certificate, its course and its holder live on.
 */
import type { CourseCertificate } from '@ujuzi/api';
import { href, isStaff } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export type CertificateStatus = CourseCertificate['status'];

export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = ['issued', 'pending', 'revoked'];

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  issued: 'Issued',
  pending: 'Awaiting approval',
  revoked: 'Revoked',
};

export const CERTIFICATE_STATUS_TONES: Record<CertificateStatus, BadgeTone> = {
  issued: 'success',
  pending: 'warning',
  revoked: 'danger',
};

/** The organisation named on every certificate (the verification answer's `issuer`). */
export const ISSUER = 'Ujuzi School of Technology';

/** Whether the viewer works on certificates (issues them) rather than holds them. */
export const managesCertificates = (viewer: { user_type?: string | null } | null | undefined): boolean =>
  isStaff(viewer?.user_type);

/** A holder's name as the certificate prints it. */
export const holderName = (student: CourseCertificate['student']): string =>
  student.get_full_name?.trim() || [student.first_name, student.last_name].filter(Boolean).join(' ') || student.username;

/** The PDF's name on the user's disk: says what it is and whose, and stays unique by the number. */
export function certificateFilename(certificate: Pick<CourseCertificate, 'course' | 'certificate_number'>): string {
  const course = certificate.course.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `Ujuzi-certificate-${course}-${certificate.certificate_number}.pdf`;
}

/**
 * LinkedIn's documented "add a certification to your profile" link
 * (https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME…): name, organisation, issue
 * year and month, certificate number and the public verification link.
 */
export function linkedInAddUrl(
  certificate: Pick<CourseCertificate, 'course' | 'certificate_number' | 'issued_at'>,
  verificationUrl: string,
): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.course.title,
    organizationName: ISSUER,
  });
  if (certificate.issued_at) {
    const issued = new Date(certificate.issued_at);
    params.set('issueYear', String(issued.getFullYear()));
    params.set('issueMonth', String(issued.getMonth() + 1));
  }
  params.set('certId', certificate.certificate_number);
  params.set('certUrl', verificationUrl);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The public page that proves a certificate: the server's link, else the app's own verification route. */
export const verificationUrlOf = (certificate: Pick<CourseCertificate, 'verification_url' | 'verification_hash'>): string =>
  certificate.verification_url ??
  `${typeof window === 'undefined' ? '' : window.location.origin}${href('/certificate/verify/:verificationHash', { verificationHash: certificate.verification_hash })}`;

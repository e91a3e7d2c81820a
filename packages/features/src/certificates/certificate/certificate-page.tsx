/** /dashboard/certificates/:certificateId (any role): the certificate, its holder and course, and the staff actions the role allows. */
import { CertificateView } from '../shared/certificate-view';

export function CertificatePage() {
  return <CertificateView />;
}

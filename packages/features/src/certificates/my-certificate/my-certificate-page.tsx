/** /dashboard/certificates/my-certificates/:certificateId: the holder's own certificate with its sharing tools. */
import { CertificateView } from '../shared/certificate-view';

export function MyCertificatePage() {
  return <CertificateView holderView />;
}

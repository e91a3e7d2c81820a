/**
 * /dashboard/certificates: the area's index. A student lands on their certificates; staff (a super
 * admin may open it too, covering the student role) on certificate management.
 */
import { Navigate } from 'react-router-dom';
import { useSession } from '../../infra/session/session-context';
import { managesCertificates } from '../shared/labels';
import { links } from '../../infra/kit/links';

export function CertificatesHomePage() {
  const { user } = useSession();
  return <Navigate replace to={managesCertificates(user) ? links.manageCertificates() : links.myCertificates()} />;
}

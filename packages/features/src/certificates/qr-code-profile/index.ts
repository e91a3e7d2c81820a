/** /dashboard/qr-code/profile: the public QR profile as visitors see it. */
export { QrCodeProfilePage } from './qr-code-profile-page';

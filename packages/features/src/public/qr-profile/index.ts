/** The `public/qr-profile` area: a learner's public profile behind their QR code. */
export { QrProfilePage } from './qr-profile-page';

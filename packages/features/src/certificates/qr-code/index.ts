/** /dashboard/qr-code: the user's QR code and the public profile link it encodes. */
export { QrCodePage } from './qr-code-page';

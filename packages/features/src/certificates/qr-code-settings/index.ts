/** /dashboard/qr-code/settings: what the public QR profile shows. */
export { QrCodeSettingsPage } from './qr-code-settings-page';

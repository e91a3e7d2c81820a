export { QrCode, qrPath, type QrCodeProps, type QrErrorCorrection } from './qr-code';

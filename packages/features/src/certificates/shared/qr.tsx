/**
 * What the three QR code screens share: their head (breadcrumbs, <h1>, the section links My QR code,
 * Settings, Public profile), the public profile link of a QR code, and the code saved as SVG or PNG.
 */
import { saveFile, type UserQrCode } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { qrPath } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export const QR_SECTIONS: readonly { label: string; href: string }[] = [
  { label: 'My QR code', href: links.qrCode() },
  { label: 'Settings', href: links.qrCodeSettings() },
  { label: 'Public profile', href: links.qrCodeProfile() },
];

export function QrCodeHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const { pathname } = useLocation();
  const crumbs: Crumb[] = [
    { label: 'Dashboard', href: links.dashboard() },
    ...(pathname === links.qrCode() ? [] : [{ label: 'My QR code', href: links.qrCode() }]),
  ];
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={crumbs}
      actions={actions}
      sections={{ label: 'QR code', links: QR_SECTIONS, current: pathname }}
    />
  );
}

/**
 * The public profile page the code opens, on this site: the server's `profile_url` names the same
 * page, but built from the hash it always points at this deployment's /profile route.
 */
export const publicProfilePath = (code: Pick<UserQrCode, 'qr_hash'>): string =>
  href('/profile/:qrHash', { qrHash: code.qr_hash });

export const publicProfileUrl = (code: Pick<UserQrCode, 'qr_hash' | 'profile_url'>): string =>
  code.profile_url || `${window.location.origin}${publicProfilePath(code)}`;

/** The code as a standalone SVG document (black on white, with the scanners' quiet zone). */
export function qrSvgDocument(value: string, pixels = 512): string {
  const { path, size } = qrPath(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`
  );
}

const fileName = (code: Pick<UserQrCode, 'user'>, extension: string): string =>
  `Ujuzi-QR-code-${code.user.username.replace(/[^A-Za-z0-9_-]+/g, '-')}.${extension}`;

export function saveQrSvg(code: Pick<UserQrCode, 'user' | 'qr_hash' | 'profile_url'>): string {
  const filename = fileName(code, 'svg');
  saveFile({ blob: new Blob([qrSvgDocument(publicProfileUrl(code))], { type: 'image/svg+xml' }), filename });
  return filename;
}

/** Draws the SVG on a canvas and saves it as a 1024 px PNG (print shops and slides want pixels). */
export async function saveQrPng(code: Pick<UserQrCode, 'user' | 'qr_hash' | 'profile_url'>, pixels = 1024): Promise<string> {
  const svg = new Blob([qrSvgDocument(publicProfileUrl(code), pixels)], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image(pixels, pixels);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = pixels;
    canvas.height = pixels;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.drawImage(image, 0, 0, pixels, pixels);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot save PNG images.'))), 'image/png'),
    );
    const filename = fileName(code, 'png');
    saveFile({ blob: png, filename });
    return filename;
  } finally {
    URL.revokeObjectURL(url);
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Prints the code alone (not the dashboard around it) with the owner's name and the link under it. */
export function printQr(code: Pick<UserQrCode, 'user' | 'qr_hash' | 'profile_url'>, ownerName: string): void {
  const url = publicProfileUrl(code);
  const sheet = window.open('', '_blank', 'width=640,height=760');
  if (!sheet) throw new Error('Allow pop-ups for this site to print your QR code, or download it instead.');
  sheet.document.title = `QR code of ${ownerName}`;
  sheet.document.body.style.cssText =
    'margin:0;min-height:100vh;display:grid;place-content:center;gap:12px;text-align:center;font-family:system-ui,sans-serif';
  sheet.document.body.innerHTML = `${qrSvgDocument(url, 320)}<p style="margin:0;font-size:18px;font-weight:600">${escapeHtml(
    ownerName,
  )}</p><p style="margin:0;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>`;
  sheet.focus();
  sheet.print();
}

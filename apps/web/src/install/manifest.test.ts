/**
 * The web app manifest (public/manifest.webmanifest) as the browsers' install checks read it: a name, a
 * start inside the scope, a standalone display, colours, and PNG icons of 192 and 512 px (one maskable)
 * whose files exist at the size they claim. Both halves' HTML link it (index.html is their template).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's folder (this unit project runs in jsdom, where import.meta.url is not a file URL).
const webRoot = join(import.meta.dirname, '..', '..');
const publicDir = join(webRoot, 'public', '/');
const html = readFileSync(join(webRoot, 'index.html'), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts?: { name: string; url: string }[];
}

const manifest = JSON.parse(readFileSync(`${publicDir}manifest.webmanifest`, 'utf8')) as Manifest;

/** A PNG's width and height from its IHDR chunk (bytes 16–23). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('is linked from the HTML every page starts from, with the theme colour the manifest names', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('has what an install needs: names, a start at the dashboard inside its scope, standalone, colours', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has PNG icons of 192 and 512 px, one of them maskable, each file at the size it claims', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(`${publicDir}${icon.src.slice(1)}`), icon.src).toEqual({ width, height });
    }
    const sizes = pngs.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(pngs.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(pngSize(`${publicDir}icons/apple-touch-icon.png`)).toEqual({ width: 180, height: 180 });
  });

  it('offers shortcuts only to pages inside its scope', () => {
    for (const shortcut of manifest.shortcuts ?? []) expect(shortcut.url.startsWith('/dashboard/')).toBe(true);
  });
});

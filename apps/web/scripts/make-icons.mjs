// Draws the app's install icons from the favicon's mark (public/favicon.svg) with Debian's Chromium:
// the usual square icons (192, 512, and 180 for iOS) and a maskable one whose mark sits inside the
// central safe zone (a circle of 80 % of the side), on a full-bleed background an OS may crop to any shape.
//   node apps/web/scripts/make-icons.mjs      (writes apps/web/public/icons/*.png; commit them)
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BRAND = '#0b6e4f';
const MARK = '<path d="M18 16v20a14 14 0 0 0 28 0V16h-8v20a6 6 0 0 1-12 0V16z" fill="#fff"/>';
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

// The favicon as it is (rounded corners), and the maskable one: square, with the mark at 60 % scale.
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(12.8 12.8) scale(0.6)">${MARK}</g></svg>`;
const ICONS = [
  { file: 'icon-192.png', svg: square, size: 192 },
  { file: 'icon-512.png', svg: square, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
    );
    await page.screenshot({ path: `${out}${icon.file}`, omitBackground: true });
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}

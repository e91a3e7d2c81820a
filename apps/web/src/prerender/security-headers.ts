/**
 * The site's security headers (issue 28, item 4), written once for every place that serves the build:
 * `vite preview` (vite.config.ts), a static host's `dist/_headers` (scripts/prerender.mjs) and the
 * `<meta http-equiv="Content-Security-Policy">` fallback in every built HTML file (prerender.mjs).
 *
 * The only inline script the build writes is the bootstrap below (it starts a page's code once the
 * page has painted). It is the same text on every page, its own file list read from a JSON data block
 * beside it, so one SHA-256 hash, computed here at build time, allows it on every page. JSON and
 * JSON-LD blocks (`ujuzi-initial-data`, a course's structured data) are data, never run, and need no
 * permission. Node only: the config and the prerender import it, the browser never does.
 */
import { createHash } from 'node:crypto';

/** Preload links added per task: each costs ~6 ms on a slow phone (4× CPU), and a page lists 50–80. */
export const PRELOADS_PER_TASK = 6;

/** The id of the data block that tells the bootstrap which entry and chunks to load. */
export const BOOT_DATA_ID = 'ujuzi-boot';

/**
 * Starts the app's code once the page has painted. The HTML already shows the whole page, so the
 * scripts (fetched in parallel, the page's own chunks included) must not compete with its first paint
 * on a slow connection. The preload links go in a few at a time, each batch in a task of its own
 * (all at once made one 300–400 ms task at 4× CPU, the largest of /login's start-up). The entry goes
 * in first: its fetch starts at once, and a module already on its way is not fetched again by a later
 * preload. A page opened in a background tab takes them all at once (its timers may run once a second).
 */
export const BOOTSTRAP_SCRIPT =
  `(function(){var c=JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent),e=c.entry,f=c.files,i=0;` +
  `function go(all){var d=document.createDocumentFragment();` +
  `if(!i){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;d.appendChild(s)}` +
  `f.slice(i,i=all?f.length:i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.appendChild(l)});` +
  `document.head.appendChild(d);if(i<f.length)setTimeout(go,0)}` +
  `if(document.visibilityState!=='visible')go(true);else requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** JSON inside <script>: '<' escaped so the data can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The bootstrap with its data: the page's entry and the chunks to preload. */
export function bootstrapHtml(entry: string, files: readonly string[]): string {
  return (
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson({ entry, files })}</script>` +
    `<script>${BOOTSTRAP_SCRIPT}</script>`
  );
}

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** VITE_API_URL of the build, when it calls a real API (absent: the mock backend, same origin). */
  apiUrl?: string;
}

/** The API's origin when it is another site than this one ('https://api.example/api' → 'https://api.example'). */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    const url = new URL(apiUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null; // a path ('/api'): the site itself
  }
}

/** Directives as [name, sources]: written as a header or as a meta tag. */
function directives({ apiUrl }: PolicyOptions, forWorker = false): [string, string[]][] {
  const api = apiOrigin(apiUrl);
  return [
    ['default-src', ["'self'"]],
    // The site's own files and the bootstrap; no eval (zod runs jitless: infra/kit/forms/contract-resolver.ts).
    // A build on the mock backend (no API URL) runs the learner's JavaScript in the page with `new Function`
    // (packages/mocks/src/sandbox/run-code.ts: the IDE and code questions), so it needs 'unsafe-eval';
    // a build calling a real API runs code on the server and allows no eval.
    ['script-src', ["'self'", scriptHash(BOOTSTRAP_SCRIPT), ...(apiUrl ? [] : ["'unsafe-eval'"])]],
    // Emotion (Chakra's styling) writes each component's styles into <style> elements at run time: they
    // cannot be listed by hash (they are generated per render), and a static host cannot give each
    // response a nonce (a prerendered page links its own styles as CSS files of the site). So styles allow 'unsafe-inline'; styles cannot run script, and markup from users is
    // sanitised (ui's SafeHtml forbids <style> and style attributes' scripts).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Generated course covers are data: URIs, QR codes blob: URLs; avatars come from the sign-in
    // providers (Google, GitHub) and media from the API's storage, hosts the build cannot know.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    // The page calls only its own origin and the API. The mock backend's service worker passes through
    // every request the page makes (images included), so its own policy lets those through too.
    ['connect-src', ["'self'", ...(api ? [api] : []), ...(forWorker ? ['https:', 'data:', 'blob:'] : [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // Not in the meta tag: browsers ignore frame-ancestors there (X-Frame-Options says it too).
    ['frame-ancestors', ["'none'"]],
  ];
}

const written = (list: [string, string[]][]) => list.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The Content-Security-Policy header of every page (both halves: the prerendered pages and the app). */
export const contentSecurityPolicy = (options: PolicyOptions): string => written(directives(options));

/** The policy of the service worker scripts (WORKER_PATHS; MSW's worker): it fetches what it does not mock. */
export const workerContentSecurityPolicy = (options: PolicyOptions): string => written(directives(options, true));

/**
 * The meta tag fallback, for a host that sends no headers: the same policy without frame-ancestors,
 * which a meta tag cannot carry (browsers ignore it there); X-Frame-Options has no meta form either.
 */
export function cspMetaTag(options: PolicyOptions): string {
  const policy = written(directives(options).filter(([name]) => name !== 'frame-ancestors'));
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
}

/**
 * Browser features the app never asks for, denied to it and to anything it could embed. Clipboard
 * writing stays with the site itself (copy a certificate's or an article's link); no screen uses the
 * camera (QR codes are shown, never scanned), the microphone, location or payment handlers.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
].join(', ');

/** Every response's security headers (the worker script's policy apart: `workerContentSecurityPolicy`). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The path of the mock backend's service worker script (MSW), served with its own policy. */
export const MOCK_WORKER_PATH = '/mockServiceWorker.js';
/**
 * The site's service worker (src/install/sw.ts): a worker's policy is its own script's, and in the mock
 * build it imports MSW's worker, whose pass-through fetches need the worker's policy too.
 */
export const SITE_WORKER_PATH = '/sw.js';
/** The service worker scripts served with the worker's policy. */
export const WORKER_PATHS: readonly string[] = [MOCK_WORKER_PATH, SITE_WORKER_PATH];

/**
 * `dist/_headers` (the format of Netlify and Cloudflare Pages): every path gets the headers; the
 * worker script's policy replaces the pages' one (`! Name` detaches a header an earlier rule set,
 * Cloudflare's syntax; Netlify takes the more specific rule's value).
 */
export function headersFile(options: PolicyOptions): string {
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Written by apps/web/scripts/prerender.mjs (apps/web/src/prerender/security-headers.ts).',
    '/*',
    ...lines(securityHeaders(options)),
    ...WORKER_PATHS.flatMap((path) => [
      path,
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${workerContentSecurityPolicy(options)}`,
    ]),
    '',
  ].join('\n');
}

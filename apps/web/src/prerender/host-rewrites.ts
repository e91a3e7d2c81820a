/**
 * The rewrite rules a static host reads (`dist/_redirects`, the format of Netlify and Cloudflare
 * Pages), written by scripts/prerender.mjs from the route table. Every path of the app half
 * (dashboard, payment outcomes, OAuth outcomes) and every sign-in page without a prerendered file
 * (a password reset link) is answered with the React app's
 * spa.html whatever its last segment looks like (a staff member's `jane.doe`, dashes, percent-encoded
 * characters: issue 31). No rule touches a prerendered page (some hosts apply a rule even where a file
 * matches), and none is needed for other paths: both hosts answer them with 404.html and a 404 status,
 * which renders a public page the build did not know (a course added since) in the browser, or says it
 * does not exist.
 */
import { ROUTES } from '@ujuzi/domain';
import { halfOf } from '../routing/halves';

export interface HostRewrite {
  /** A host pattern: `:name` is one path segment, a final `*` the rest of the path. */
  from: string;
  to: string;
  status: 200;
}

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/** `/x/:id?` → `/x` and `/x/:id`: hosts have no optional segments. */
const withoutOptionalParams = (pattern: string): string[] =>
  pattern.endsWith('?') ? [pattern.replace(/\/:[^/]+\?$/, ''), pattern.slice(0, -1)] : [pattern];

/** The rules in the order a host tries them (the first that matches answers). */
export function hostRewrites(prerenderedPaths: readonly string[]): HostRewrite[] {
  const prerendered = new Set(prerenderedPaths);
  // A sign-in page the build did not prerender (a password reset link's token) is run by the React
  // app, which renders every route, rather than answered with 404.html's status.
  const appPatterns = ROUTES.filter((route) => route.access === 'guest' || halfOf(route.path) === 'app')
    .map((route) => route.path)
    .filter((path) => !isDashboard(path))
    .flatMap(withoutOptionalParams)
    .filter((path) => !prerendered.has(path));
  const isDynamic = (from: string) => from.includes(':') || from.includes('*');
  // Exact paths before patterns, as Cloudflare asks; each group keeps the route table's order.
  const froms = ['/dashboard', '/dashboard/*', ...appPatterns];
  return [...froms.filter((from) => !isDynamic(from)), ...froms.filter(isDynamic)].map((from) => ({
    from,
    to: '/spa.html',
    status: 200 as const,
  }));
}

/** The `_redirects` file: one rule a line, with a header saying where it comes from. */
export function hostRewritesFile(prerenderedPaths: readonly string[]): string {
  const lines = hostRewrites(prerenderedPaths).map(({ from, to, status }) => `${from}  ${to}  ${status}`);
  return [
    '# Written by apps/web/scripts/prerender.mjs from the route table (packages/domain/src/routes.ts).',
    '# Only app paths without a prerendered file; the host answers any other unknown path with 404.html.',
    ...lines,
    '',
  ].join('\n');
}

import { ROUTES } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { halfOf } from '../routing/halves';
import { hostRewrites, hostRewritesFile } from './host-rewrites';

/** The sign-in pages the public half prerenders (issue 30); the password reset links are not. */
const PRERENDERED_APP_PAGES = ['/login', '/register', '/forgot-password'];
const rules = hostRewrites(PRERENDERED_APP_PAGES);

/** How Netlify and Cloudflare Pages match a rule: `:name` is one segment, a final `*` the rest. */
function firstRule(pathname: string) {
  return rules.find(({ from }) => {
    const pattern = from
      .split('/')
      .map((segment) =>
        segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

/** A URL of the pattern with awkward ids: dots (a staff slug), dashes, percent-encoded characters. */
const awkward = ['jane.doe', 'a-b-c', 'o%27brien', '%C3%A9t%C3%A9', 'v1.2.3'];
const urlsOf = (pattern: string) => awkward.map((value) => pattern.replace(/:[^/]+\?$/, value).replace(/:[^/]+/g, value));

describe('the static host rules (dist/_redirects)', () => {
  it('send every app path to the React app, whatever its last segment looks like', () => {
    const appPatterns = ROUTES.filter((route) => route.access === 'guest' || halfOf(route.path) === 'app')
      .map((route) => route.path)
      .filter((path) => !PRERENDERED_APP_PAGES.includes(path));
    expect(appPatterns.length).toBeGreaterThan(100);
    for (const pattern of appPatterns)
      for (const url of urlsOf(pattern))
        expect(firstRule(url), `${url} (${pattern})`).toMatchObject({ to: '/spa.html', status: 200 });
    expect(firstRule('/dashboard/staff/jane.doe')).toMatchObject({ to: '/spa.html' });
    expect(firstRule('/dashboard/payments/success')).toMatchObject({ to: '/spa.html' });
    expect(firstRule('/dashboard/no-such-screen')).toMatchObject({ to: '/spa.html' });
  });

  it('touch no prerendered page and no public path (the host serves the file, or 404.html)', () => {
    for (const path of [...PRERENDERED_APP_PAGES, '/', '/courses', '/courses/python.basics', '/faq', '/no-such-page.html'])
      expect(firstRule(path), path).toBeUndefined();
  });

  it('list exact paths before patterns, one rule a line', () => {
    const file = hostRewritesFile(PRERENDERED_APP_PAGES);
    const lines = file.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines[0]).toBe('/dashboard  /spa.html  200');
    const firstDynamic = lines.findIndex((line) => /[:*]/.test(line.split(' ')[0] ?? ''));
    expect(lines.slice(firstDynamic).every((line) => /[:*]/.test(line.split(' ')[0] ?? ''))).toBe(true);
    expect(lines).toContain('/reset-password/:uidb64/:token  /spa.html  200');
    expect(lines).toContain('/payment/success  /spa.html  200');
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiOrigin,
  BOOTSTRAP_SCRIPT,
  bootstrapHtml,
  contentSecurityPolicy,
  cspMetaTag,
  headersFile,
  securityHeaders,
  workerContentSecurityPolicy,
} from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the security headers', () => {
  it('allow scripts only from the site and the bootstrap by its SHA-256 hash', () => {
    const hash = createHash('sha256').update(BOOTSTRAP_SCRIPT).digest('base64');
    expect(directive(contentSecurityPolicy({ apiUrl: 'https://api.ujuzi.example/api' }), 'script-src')).toBe(
      `'self' 'sha256-${hash}'`,
    );
    // The mock backend's code sandbox runs the learner's JavaScript with `new Function`.
    expect(directive(contentSecurityPolicy({}), 'script-src')).toBe(`'self' 'sha256-${hash}' 'unsafe-eval'`);
    expect(bootstrapHtml('/assets/index.js', ['/assets/a.js'])).toContain(`<script>${BOOTSTRAP_SCRIPT}</script>`);
  });

  it('lock objects, the base URL and framing, and call only the site and the API', () => {
    const policy = contentSecurityPolicy({ apiUrl: 'https://api.ujuzi.example/api' });
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.ujuzi.example");
    expect(directive(contentSecurityPolicy({}), 'connect-src')).toBe("'self'");
    expect(directive(workerContentSecurityPolicy({}), 'connect-src')).toContain('https:');
  });

  it('read the API origin from VITE_API_URL, the site itself for a path', () => {
    expect(apiOrigin('https://api.example:8443/api/')).toBe('https://api.example:8443');
    expect(apiOrigin('/api')).toBeNull();
    expect(apiOrigin(undefined)).toBeNull();
  });

  it('send the other headers', () => {
    const headers = securityHeaders({});
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
  });

  it('leave frame-ancestors out of the meta tag, which cannot carry it', () => {
    const meta = cspMetaTag({});
    expect(meta).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /);
    expect(meta).not.toContain('frame-ancestors');
  });

  it('write every header for every path in _headers, the worker script with its own policy', () => {
    const file = headersFile({});
    expect(file).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy({})}\n`);
    expect(file).toContain('  X-Frame-Options: DENY');
    expect(file).toContain(
      `/mockServiceWorker.js\n  ! Content-Security-Policy\n  Content-Security-Policy: ${workerContentSecurityPolicy({})}`,
    );
  });
});

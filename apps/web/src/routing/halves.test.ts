import { ROUTES } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { halfOf, runningHalf } from './halves';

describe('halfOf', () => {
  it('gives the public pages to the public half (prerendered, light runtime)', () => {
    for (const path of [
      '/',
      '/courses',
      '/courses/python-for-data-analysis',
      '/articles/tag/python',
      '/faq',
      '/certificate/verify',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/MQ/abc-123',
      '/reset-password/abc-123',
    ])
      expect(halfOf(path)).toBe('public');
  });

  it('gives every OAuth outcome, payment and dashboard page to the app half (React)', () => {
    for (const path of [
      '/auth/oauth-callback',
      '/auth/oauth-success',
      '/payment/success',
      '/payment/verify/42',
      '/dashboard',
      '/dashboard/courses/python/lessons/intro',
      '/dashboard/payments/success',
    ])
      expect(halfOf(path)).toBe('app');
  });

  it('keeps unknown paths public (the not-found page), except under /dashboard (the app sends them home)', () => {
    expect(halfOf('/no-such-page')).toBe('public');
    expect(halfOf('/dashboard/no-such-area/at-all/here')).toBe('app');
  });

  it('puts every route of the table in exactly the half its access says', () => {
    for (const route of ROUTES) {
      const signedInOrSigningIn = (route.access !== 'public' && route.access !== 'guest') || route.path.startsWith('/auth/');
      expect(halfOf(route.path), route.path).toBe(signedInOrSigningIn ? 'app' : 'public');
    }
  });
});

describe('runningHalf', () => {
  it('runs every route in one React app in the unit tests', () => {
    expect(runningHalf()).toBe('app');
  });
});

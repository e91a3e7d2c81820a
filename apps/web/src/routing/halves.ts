/**
 * The app ships in two halves built from the same code (vite.config.ts, README "Which pages run
 * what"): the public site, prerendered and run by preact/compat to stay light on slow phones, and the
 * signed-in app (sign-in pages, OAuth outcomes, payment and dashboard), run by React 19 as in
 * development, tests and Storybook.
 */
import { matchRoute } from '@ujuzi/domain';

export type Half = 'public' | 'app';

/**
 * The half a path belongs to. Public routes are documents (prerendered, light), and so are the
 * sign-in pages (login, registration, password reset: issue 30), whose visitors have not signed in
 * yet; everything a person signs in for, or is sent to by a third party while signing in, is the
 * application: a successful sign-in loads it (routing/crossing.tsx). Unknown paths are the
 * not-found page (public), except under /dashboard, where the app's guard sends them home.
 */
export function halfOf(pathname: string): Half {
  const route = matchRoute(pathname);
  if (!route) return pathname === '/dashboard' || pathname.startsWith('/dashboard/') ? 'app' : 'public';
  return (route.access === 'public' || route.access === 'guest') && !route.path.startsWith('/auth/') ? 'public' : 'app';
}

/**
 * The half this build runs: the production build defines it per bundle (`import.meta.env.UJUZI_HALF`).
 * The dev server decides by the path it opened at, so crossings behave as in production; unit tests
 * run every route in one React app.
 */
export function runningHalf(): Half {
  const built = import.meta.env.UJUZI_HALF;
  if (built === 'public' || built === 'app') return built;
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return 'app';
  return halfOf(window.location.pathname);
}

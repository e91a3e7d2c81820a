import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './app-router';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  window.history.replaceState(null, '', '/');
});

describe('the app half router', () => {
  it('is a data router, so a screen can ask before leaving a changed form (useBlocker)', async () => {
    window.history.replaceState(null, '', '/login');
    const { router, signedIn } = createAppRouter(null);
    dispose = () => router.dispose();
    expect(signedIn).toBe(false);
    // What useBlocker registers: a blocker that holds the next navigation until the person decides.
    router.getBlocker('changed-form', () => true);
    await router.navigate('/register');
    expect(router.state.blockers.get('changed-form')?.state).toBe('blocked');
    expect(router.state.location.pathname).toBe('/login');
    router.deleteBlocker('changed-form');
    await router.navigate('/register');
    expect(router.state.location.pathname).toBe('/register');
  });
});

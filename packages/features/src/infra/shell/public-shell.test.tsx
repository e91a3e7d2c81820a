import { screen, waitFor } from '@testing-library/react';
import { Session } from '@ujuzi/api';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { PublicShell } from './public-shell';

startMockBackend();
// jsdom applies every media query: the header's desktop and phone controls both count as hidden.
const hidden = { hidden: true } as const;

describe('the public shell', () => {
  it('offers Login and Get Started to visitors', () => {
    renderInApp(<PublicShell />, { path: '/about' });
    expect(screen.getAllByRole('link', { name: 'Login', ...hidden })[0]?.getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: 'Get Started', ...hidden })[0]?.getAttribute('href')).toBe('/register');
    expect(screen.queryAllByRole('button', { name: 'Logout', ...hidden })).toHaveLength(0);
  });

  it("offers Dashboard and Logout when signed in; Logout says 'Successfully logged out' and opens /login", async () => {
    const { user, session } = renderInApp(<PublicShell />, { path: '/about', session: signedInSession('parent') });
    expect(screen.getAllByRole('link', { name: 'Dashboard', ...hidden })[0]?.getAttribute('href')).toBe('/dashboard');
    const [logout] = screen.getAllByRole('button', { name: 'Logout', ...hidden });
    if (!logout) throw new Error('no Logout button');
    await user.click(logout);
    expect(await screen.findByText('Successfully logged out')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(session.getState().status).toBe('anonymous');
  });

  it("says 'Error logging out' when signing out fails", async () => {
    const session = signedInSession('student');
    vi.spyOn(session, 'logout').mockRejectedValue(new Error('storage is locked'));
    const { user } = renderInApp(<PublicShell />, { path: '/', session });
    const [logout] = screen.getAllByRole('button', { name: 'Logout', ...hidden });
    if (!logout) throw new Error('no Logout button');
    await user.click(logout);
    expect(await screen.findByText('Error logging out')).toBeTruthy();
  });

  it('holds the newsletter signup in the footer', () => {
    renderInApp(<PublicShell />, { path: '/', session: new Session() });
    expect(screen.getByRole('form', { name: 'Newsletter signup' })).toBeTruthy();
  });
});

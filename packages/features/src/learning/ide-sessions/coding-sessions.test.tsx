import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CodingSessionsPage } from './coding-sessions-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const SESSIONS = '/dashboard/learning/coding-sessions';
const mine = () =>
  must(
    getMockDatabase().learning.ideSessions.find((row) => row.title === 'Practising array methods'),
    'the demo student’s session',
  );

describe('my coding sessions', () => {
  it('shows a student their sessions and the editor’s limits; Open brings the code back into the playground', async () => {
    const session = mine();
    const { user } = renderInApp(<CodingSessionsPage />, { path: SESSIONS, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My coding sessions' })).toBeTruthy();
    expect(await screen.findByText(/Each run stops after/, undefined, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Open “${session.title}” in the playground` }, LOADED));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/dashboard/courses/ide-playground?language=${session.language}`),
    );
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ code: session.code });
  }, 30_000);

  it('deletes a session after a confirmation that names it', async () => {
    const session = mine();
    const { user } = renderInApp(<CodingSessionsPage />, { path: SESSIONS, session: signedInSession('student') });
    await user.click(await screen.findByRole('button', { name: `Delete “${session.title}”` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this coding session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete coding session' }));
    await waitFor(() => expect(getMockDatabase().learning.ideSessions.get(session.id)).toBeUndefined());
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listIdeSessions: 500 } });
    renderInApp(<CodingSessionsPage />, { path: SESSIONS, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load coding sessions' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

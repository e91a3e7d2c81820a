import { act, render, screen } from '@testing-library/react';
import { Session, setStoredToken, setStoredUser } from '@ujuzi/api';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API } from '../../../test/setup';
import { SessionProvider, useSession } from './session-context';

const amina = {
  id: 7,
  username: 'amina',
  first_name: 'Amina',
  last_name: 'Hassan',
  get_full_name: 'Amina Hassan',
  user_type: 'student',
};
const server = setupServer(
  http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json(amina)),
  http.post(`${TEST_API}/accounts/token/`, () => HttpResponse.json({ access: 'k', user: amina })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function Who() {
  const { status, user } = useSession();
  return <p>{status === 'authenticated' ? `Signed in as ${user?.username}` : status}</p>;
}

describe('the session in React', () => {
  it('starts from storage and shows the stored user', () => {
    setStoredToken('k');
    setStoredUser(amina);
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('Signed in as amina')).toBeTruthy();
  });

  it('re-renders when the person signs in', async () => {
    const session = new Session();
    render(
      <SessionProvider session={session}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('anonymous')).toBeTruthy();
    await act(() => session.login('amina', 'pw'));
    expect(screen.getByText('Signed in as amina')).toBeTruthy();
    session.dispose();
  });
});

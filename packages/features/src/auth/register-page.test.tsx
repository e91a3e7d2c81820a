import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../test/app-harness';
import { TEST_API } from '../../test/setup';
import { RegisterPage } from './register-page';

const server = startMockBackend();
const location = () => screen.getByTestId('location');

async function fill(user: ReturnType<typeof renderInApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
}

const AKINYI = {
  'First name': ' Akinyi ',
  'Last name': 'Otieno ',
  Username: ' Akinyi.Otieno ',
  Email: ' Akinyi@Example.com ',
  'Phone number': ' +254 712 345 678 ',
  Password: 'Kisumu!2026x',
  'Confirm password': 'Kisumu!2026x',
};

describe('the registration page', () => {
  it('sends the §3 payload and opens /login with the success message', async () => {
    let sent: unknown;
    const capture = async ({ request }: { request: Request }) => {
      if (request.url.includes('/auth/register/')) sent = await request.clone().json();
    };
    server.events.on('request:start', capture);
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await fill(user, AKINYI);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful! Please login with your credentials.')).toBeTruthy();
    await waitFor(() => expect(location().textContent).toBe('/login'));
    expect(JSON.parse(location().dataset.state ?? '{}')).toEqual({
      message: 'Registration successful! Please login with your credentials.',
      tone: 'success',
      verification: { email: 'akinyi@example.com', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown },
    });
    expect(sent).toEqual({
      username: 'akinyi.otieno',
      email: 'akinyi@example.com',
      first_name: 'Akinyi',
      last_name: 'Otieno',
      password: 'Kisumu!2026x',
      confirm_password: 'Kisumu!2026x',
      user_type: 'student',
      phone_number: '+254 712 345 678',
    });
    server.events.removeListener('request:start', capture);
  });

  it('says whether the username and e-mail are free once typing pauses, without blocking the form', async () => {
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await user.type(screen.getByLabelText(/^Username/), ' Student ');
    expect(await screen.findByText('A user with that username already exists.')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'akinyi.otieno');
    expect(await screen.findByText('This username is available.')).toBeTruthy();
    expect(screen.queryByText('A user with that username already exists.')).toBeNull();
    await user.type(screen.getByLabelText(/^Email/), 'Student@ujuzi.ac.ke');
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText(/^Username/)).toHaveProperty('value', 'akinyi.otieno');
  });

  it('shows the server’s field errors under their fields (first message of each), keeping everything typed', async () => {
    server.use(
      http.post(`${TEST_API}/accounts/auth/register/`, () =>
        HttpResponse.json(
          {
            username: ['A user with that username already exists.', 'Second message.'],
            password: ['This password is too common.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await fill(user, AKINYI);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A user with that username already exists.')).toBeTruthy();
    expect(screen.queryByText('Second message.')).toBeNull();
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByText('Registration failed. Please check your information.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe(' Akinyi.Otieno ');
    expect(screen.getByLabelText<HTMLInputElement>(/^Confirm password/).value).toBe('Kisumu!2026x');
    expect(location().textContent).toBe('/register');
  });

  it('shows non_field_errors as the general message', async () => {
    server.use(
      http.post(`${TEST_API}/accounts/auth/register/`, () =>
        HttpResponse.json({ non_field_errors: ['Registrations are closed until January.'] }, { status: 400 }),
      ),
    );
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await fill(user, AKINYI);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registrations are closed until January.');
  });

  it("says 'Registration failed. Please try again.' when the server fails", async () => {
    server.use(http.post(`${TEST_API}/accounts/auth/register/`, () => HttpResponse.json({}, { status: 503 })));
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await fill(user, AKINYI);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });

  it('uses the mock backend’s own rules end to end (passwords must match)', async () => {
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await fill(user, { ...AKINYI, 'Confirm password': 'Different!2026' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
  });

  it('asks for the required fields before calling the server', async () => {
    const { user } = renderInApp(<RegisterPage />, { path: '/register', routePath: '/register' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
  });
});

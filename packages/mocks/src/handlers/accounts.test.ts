import type { AuthTokenResponse, PaginatedUserList, ParentChild, User } from '@ujuzi/api';
import { describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from '../db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import { decodeBase64url } from '../kit/tokens';
import { getLastPasswordResetLink } from '../testing';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const claims = (jwt: string): { exp: number; token_type: string; user_id: number } =>
  JSON.parse(decodeBase64url(jwt.split('.')[1] ?? '')) as never;

async function login(username: string, password = DEMO_PASSWORD) {
  return call<AuthTokenResponse & Record<string, string[]>>('POST', '/accounts/token/', { body: { username, password } });
}

describe('signing in', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account.userType] as const))(
    'signs in the demo account %s as %s',
    async (username, userType) => {
      const before = Date.now();
      const { status, body } = await login(username);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ username, user_type: userType });
      expect(body.token).toBe(body.access);
      // Real-looking JWTs: three base64url parts, access for an hour, refresh for seven days.
      expect(body.access.split('.')).toHaveLength(3);
      expect(claims(body.access).exp * 1000).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);
      expect(claims(body.access).exp * 1000).toBeLessThanOrEqual(Date.now() + 3_600_000);
      expect(claims(body.refresh ?? '').exp * 1000).toBeGreaterThanOrEqual(before + 7 * 86_400_000 - 1000);
      const me = await call<User>('GET', '/accounts/users/me/', { token: body.access });
      expect(me.body).toMatchObject({
        username,
        user_type: userType,
        get_full_name: DEMO_ACCOUNTS.find((account) => account.username === username)?.displayName,
      });
    },
  );

  it('accepts the username in any case and with spaces, and Bearer as well as Token', async () => {
    const { body } = await login('  Student ');
    const me = await call<User>('GET', '/accounts/users/me/', { headers: { Authorization: `Bearer ${body.access}` } });
    expect(me.body.username).toBe('student');
  });

  it('refuses a wrong password with DRF’s message', async () => {
    const { status, body } = await login('student', 'wrong-password');
    expect(status).toBe(400);
    expect(body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('refuses a deactivated account', async () => {
    await call('POST', '/accounts/admin/users/4/deactivate/', { as: 'admin' });
    expect((await login('student')).status).toBe(400);
  });
});

describe('authentication on every operation', () => {
  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    expect(await call('GET', '/accounts/users/me/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(await call('GET', '/accounts/users/me/', { token: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
    const { body } = await login('teacher');
    vi.useFakeTimers({ now: Date.now() + 3_600_000 + 1000, toFake: ['Date'] });
    expect(await call('GET', '/accounts/users/me/', { token: body.access })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
  });

  it('answers 401 on operations that fall back to generated data too', async () => {
    expect((await call('GET', '/courses/courses/1/stats/')).status).toBe(401);
  });

  it('answers 403 where the user type may not act, and hides other students’ records', async () => {
    expect(await call('GET', '/accounts/users/stats/', { as: 'student' })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect((await call('GET', '/accounts/users/stats/', { as: 'admin' })).status).toBe(200);
    expect((await call('GET', '/accounts/dashboard/my-children/', { as: 'student' })).status).toBe(403);
    // getUser documents no 403: another student is simply not found.
    expect((await call('GET', '/accounts/users/5/', { as: 'student' })).status).toBe(404);
    const attendance = await call<{ results: { student: { id: number } }[]; count: number }>('GET', '/accounts/attendance/', {
      as: 'student',
      query: { page_size: 100 },
    });
    expect(attendance.body.count).toBe(10);
    expect(new Set(attendance.body.results.map((row) => row.student.id))).toEqual(new Set([4]));
  });
});

describe('token refresh and logout', () => {
  it('gives a new access token for the refresh token; the old access token stops working', async () => {
    const { body } = await login('student');
    const refreshed = await call<{ access: string; token: string; refresh: string }>('POST', '/accounts/auth/jwt/refresh/', {
      body: { refresh: body.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access).not.toBe(body.access);
    expect(refreshed.body.token).toBe(refreshed.body.access);
    expect((await call('GET', '/accounts/users/me/', { token: refreshed.body.access })).status).toBe(200);
    expect((await call('GET', '/accounts/users/me/', { token: body.access })).status).toBe(401);
  });

  it('refuses an unknown or expired refresh token with 401', async () => {
    expect((await call('POST', '/accounts/auth/jwt/refresh/', { body: { refresh: 'nope' } })).status).toBe(401);
    const { body } = await login('student');
    vi.useFakeTimers({ now: Date.now() + 7 * 86_400_000 + 1000, toFake: ['Date'] });
    expect((await call('POST', '/accounts/auth/jwt/refresh/', { body: { refresh: body.refresh } })).status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { body } = await login('parent');
    expect((await call('POST', '/accounts/auth/logout/', { token: body.access, body: { refresh: body.refresh } })).status).toBe(
      200,
    );
    expect((await call('GET', '/accounts/users/me/', { token: body.access })).status).toBe(401);
    expect((await call('POST', '/accounts/auth/jwt/refresh/', { body: { refresh: body.refresh } })).status).toBe(401);
  });
});

describe('registration', () => {
  const valid = {
    username: 'Brian.Kiprop',
    email: 'Brian.Kiprop@Gmail.com',
    first_name: 'Brian',
    last_name: 'Kiprop',
    password: 'Nairobi-2026!',
    confirm_password: 'Nairobi-2026!',
  };

  it('answers DRF field errors: required fields, a taken username and e-mail, passwords that differ', async () => {
    const missing = await call<Record<string, string[]>>('POST', '/accounts/auth/register/', { body: { username: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.email).toEqual(['This field is required.']);
    expect(missing.body.password).toEqual(['This field is required.']);
    const taken = await call<Record<string, string[]>>('POST', '/accounts/auth/register/', {
      body: { ...valid, username: 'student', email: 'teacher@ujuzi.ac.ke', confirm_password: 'Something-else1' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.username).toEqual(['A user with that username already exists.']);
    expect(taken.body.email).toEqual(['A user with that email already exists.']);
    expect(taken.body.confirm_password).toEqual(['Passwords do not match.']);
    const weak = await call<Record<string, string[]>>('POST', '/accounts/auth/register/', {
      body: { ...valid, password: '1234', confirm_password: '1234' },
    });
    expect(weak.body.password).toContain('This password is too short. It must contain at least 8 characters.');
  });

  it('creates a student with the username and e-mail lower-cased, who can then sign in', async () => {
    const { status, body } = await call<{ user: User; message: string }>('POST', '/accounts/auth/register/', { body: valid });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({
      username: 'brian.kiprop',
      email: 'brian.kiprop@gmail.com',
      user_type: 'student',
      email_verified: false,
    });
    expect((await login('brian.kiprop', valid.password)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('sends a link for a known e-mail, validates it, and sets the new password once', async () => {
    const request = await call<{ message: string }>('POST', '/accounts/auth/password-reset/', {
      body: { email: ' STUDENT@ujuzi.ac.ke ' },
    });
    expect(request.status).toBe(200);
    const link = getLastPasswordResetLink();
    expect(link?.email).toBe('student@ujuzi.ac.ke');
    expect(link?.path).toMatch(/^\/reset-password\/[\w-]+\/[\w-]+$/);
    const validation = await call('GET', `/accounts/auth/password-reset/validate/${link?.uid}/${link?.token}/`);
    expect(validation.body).toEqual({ valid: true, email: 'student@ujuzi.ac.ke' });

    const mismatch = await call<Record<string, string[]>>('POST', '/accounts/auth/password-reset/confirm/', {
      body: { uid: link?.uid, token: link?.token, new_password: 'Fresh-pass-77', confirm_password: 'Other-pass-77' },
    });
    expect(mismatch.body.confirm_password).toEqual(['Passwords do not match.']);
    const confirmed = await call('POST', '/accounts/auth/password-reset/confirm/', {
      body: { uid: link?.uid, token: link?.token, new_password: 'Fresh-pass-77', confirm_password: 'Fresh-pass-77' },
    });
    expect(confirmed.status).toBe(200);
    expect((await login('student')).status).toBe(400);
    expect((await login('student', 'Fresh-pass-77')).status).toBe(200);
    // The link works once.
    expect((await call('GET', `/accounts/auth/password-reset/validate/${link?.uid}/${link?.token}/`)).body).toMatchObject({
      valid: false,
    });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await call('POST', '/accounts/auth/password-reset/', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(getLastPasswordResetLink()).toBeUndefined();
  });
});

describe('the profile', () => {
  it('changes the password, answers a new token, and refuses a wrong old password', async () => {
    const wrong = await call<Record<string, string[]>>('POST', '/accounts/users/change_password/', {
      as: 'teacher',
      body: { old_password: 'nope', new_password: 'Kilimani-2027', confirm_password: 'Kilimani-2027' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.old_password).toHaveLength(1);
    const { body } = await login('teacher');
    const changed = await call<{ message: string; token: string }>('POST', '/accounts/users/change_password/', {
      token: body.access,
      body: { old_password: DEMO_PASSWORD, new_password: 'Kilimani-2027', confirm_password: 'Kilimani-2027' },
    });
    expect(changed.body.message).toBe('Password changed successfully');
    expect((await call('GET', '/accounts/users/me/', { token: changed.body.token })).status).toBe(200);
    expect((await login('teacher', 'Kilimani-2027')).status).toBe(200);
  });

  it('shows a JSON profile update in the next read', async () => {
    const updated = await call<User>('PATCH', '/accounts/users/update_profile/', {
      as: 'student',
      body: { first_name: 'Wanjiru', phone_number: '+254722000111', profile: { bio: 'Building a fintech app.', city: 'Thika' } },
    });
    expect(updated.status).toBe(200);
    const me = await call<User>('GET', '/accounts/users/me/', { as: 'student' });
    expect(me.body).toMatchObject({
      first_name: 'Wanjiru',
      get_full_name: 'Wanjiru Kamau',
      phone_number: '+254722000111',
      profile: { bio: 'Building a fintech app.', city: 'Thika' },
    });
  });

  it('refuses a birth date in the future and a taken e-mail', async () => {
    const { status, body } = await call<Record<string, string[]>>('PATCH', '/accounts/users/update_profile/', {
      as: 'student',
      body: { date_of_birth: '2999-01-01', email: 'admin@ujuzi.ac.ke' },
    });
    expect(status).toBe(400);
    expect(body.date_of_birth).toEqual(['Date of birth cannot be in the future.']);
    expect(body.email).toEqual(['A user with that email already exists.']);
  });

  it('stores an uploaded picture (multipart) and removes it', async () => {
    const form = new FormData();
    form.set('profile_picture', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    form.set('bio', 'From a multipart form');
    const uploaded = await call<User>('PATCH', '/accounts/users/update-profile-unified/', { as: 'student', body: form });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.profile_picture).toMatch(/^data:image\/png;base64,/);
    expect(uploaded.body.profile?.bio).toBe('From a multipart form');
    const removed = await call<User>('POST', '/accounts/users/remove-profile-picture/', { as: 'student' });
    expect(removed.body.profile_picture).toBeNull();
  });

  it('refuses a picture of another type or over 5 MB, and keeps the stored one', async () => {
    const send = (file: File) => {
      const form = new FormData();
      form.set('profile_picture', file);
      return call<Record<string, string[]>>('PATCH', '/accounts/users/update_profile/', { as: 'student', body: form });
    };
    const gif = await send(new File([new Uint8Array([71, 73, 70])], 'me.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(400);
    expect(gif.body.profile_picture).toEqual(['Upload a JPEG, PNG or WebP picture.']);
    const large = await send(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' }));
    expect(large.status).toBe(400);
    expect(large.body.profile_picture).toEqual(['The picture must be at most 5 MB.']);
    const me = await call<User>('GET', '/accounts/users/me/', { as: 'student' });
    expect(me.body.profile_picture).toBe(
      getMockDatabase().accounts.users.find((user) => user.username === 'student')?.profile_picture,
    );
  });
});

describe('OAuth with the mock provider', () => {
  it('lists both providers, each authorising straight back to the app', async () => {
    const { body } = await call<{ name: string; authorize_url: string }[]>('GET', '/accounts/auth/oauth/providers/', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(body.map((provider) => provider.name)).toEqual(['google', 'github']);
    expect(body[0]?.authorize_url).toBe(
      'http://localhost:5173/auth/oauth-callback?provider=google&code=mock-google-student&state=mock',
    );
  });

  it('signs in an existing user by code, creates a new one, and refuses other codes', async () => {
    const existing = await call<AuthTokenResponse>('POST', '/accounts/auth/oauth/exchange-code/', {
      body: { provider: 'google', code: 'mock-google-student', redirect_uri: 'http://localhost:5173/auth/oauth-callback' },
    });
    expect(existing.body).toMatchObject({ is_new_user: false, user: { username: 'student' } });
    const created = await call<AuthTokenResponse>('POST', '/accounts/auth/oauth/github/', {
      body: { code: 'mock-github-achieng.otieno' },
    });
    expect(created.body).toMatchObject({
      is_new_user: true,
      user: { username: 'achieng.otieno', first_name: 'Achieng', user_type: 'student' },
    });
    const refused = await call('POST', '/accounts/auth/oauth/exchange-code/', {
      body: { provider: 'github', code: 'real-code', redirect_uri: 'http://localhost:5173/' },
    });
    expect(refused.status).toBe(400);
  });

  it('lists and disconnects linked accounts', async () => {
    const accounts = await call<{ provider: string }[]>('GET', '/accounts/auth/oauth/social-accounts/', { as: 'student' });
    expect(accounts.body.map((account) => account.provider)).toEqual(['google']);
    expect((await call('POST', '/accounts/auth/oauth/disconnect/', { as: 'student', body: { provider: 'google' } })).status).toBe(
      200,
    );
    expect((await call('POST', '/accounts/auth/oauth/disconnect/', { as: 'student', body: { provider: 'google' } })).status).toBe(
      400,
    );
  });
});

describe('users', () => {
  it('filters, searches, orders and pages the list', async () => {
    const teachers = await call<PaginatedUserList>('GET', '/accounts/users/', {
      as: 'admin',
      query: { user_type: 'teacher', ordering: 'first_name', page_size: 5 },
    });
    expect(teachers.body.count).toBe(12);
    expect(teachers.body.results).toHaveLength(5);
    expect(teachers.body.results.every((user) => user.user_type === 'teacher')).toBe(true);
    const names = teachers.body.results.map((user) => user.first_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(teachers.body.next).toContain('page=2');
    const found = await call<PaginatedUserList>('GET', '/accounts/users/', { as: 'admin', query: { search: 'wanjiku kamau' } });
    expect(found.body.results.map((user) => user.username)).toContain('student');
  });

  it('lists only staff with staff=true, and one user by exact username', async () => {
    const staff = await call<PaginatedUserList>('GET', '/accounts/users/', {
      as: 'admin',
      query: { staff: true, page_size: 100 },
    });
    expect(staff.body.count).toBeGreaterThan(0);
    expect(staff.body.results.every((user) => !['student', 'parent'].includes(user.user_type))).toBe(true);
    expect(staff.body.results.map((user) => user.user_type)).toContain('teacher');
    const one = await call<PaginatedUserList>('GET', '/accounts/users/', { as: 'admin', query: { username: 'teacher' } });
    expect(one.body.results.map((user) => user.username)).toEqual(['teacher']);
  });

  it('lets a student see only themselves and a parent also their children', async () => {
    expect((await call<PaginatedUserList>('GET', '/accounts/users/', { as: 'student' })).body.count).toBe(1);
    expect((await call<PaginatedUserList>('GET', '/accounts/users/', { as: 'parent' })).body.count).toBe(3);
  });

  it('lets management deactivate and activate users, but not themselves', async () => {
    const deactivated = await call<User>('POST', '/accounts/admin/users/3/deactivate/', { as: 'admin' });
    expect(deactivated.body.is_active).toBe(false);
    expect(
      (await call<PaginatedUserList>('GET', '/accounts/users/', { as: 'admin', query: { is_active: false } })).body.results.map(
        (user) => user.id,
      ),
    ).toContain(3);
    expect((await call<User>('POST', '/accounts/admin/users/3/activate/', { as: 'admin' })).body.is_active).toBe(true);
    expect((await call('POST', '/accounts/admin/users/2/deactivate/', { as: 'admin' })).status).toBe(403);
    expect((await call('POST', '/accounts/admin/users/4/deactivate/', { as: 'teacher' })).status).toBe(403);
  });

  it('checks whether a username or e-mail is free', async () => {
    expect((await call('GET', '/accounts/check-username/', { query: { username: 'Student' } })).body).toMatchObject({
      available: false,
    });
    expect((await call('GET', '/accounts/check-username/', { query: { username: 'new.person' } })).body).toMatchObject({
      available: true,
    });
    expect((await call('GET', '/accounts/check-email/', { query: { email: 'nope' } })).status).toBe(400);
  });
});

describe('parents, leaves and two-factor authentication', () => {
  it('shows a parent their two children', async () => {
    const { body } = await call<ParentChild[]>('GET', '/accounts/dashboard/my-children/', { as: 'parent' });
    expect(body.map((child) => child.student.get_full_name)).toEqual(['Wanjiku Kamau', 'Baraka Kamau']);
    expect(body[0]?.attendance.total).toBe(10);
  });

  it('takes a student’s leave application, lets a teacher approve it once, and tells the student', async () => {
    const applied = await call<{ id: number; status: string; days: number; student: { id: number } }>(
      'POST',
      '/accounts/leaves/',
      {
        as: 'student',
        body: { leave_type: 'sick', start_date: '2026-12-01', end_date: '2026-12-03', reason: 'Flu' },
      },
    );
    expect(applied.body).toMatchObject({ status: 'pending', days: 3, student: { id: 4 } });
    expect((await call('POST', `/accounts/leaves/${applied.body.id}/approve/`, { as: 'student', body: {} })).status).toBe(403);
    const approved = await call('POST', `/accounts/leaves/${applied.body.id}/approve/`, {
      as: 'teacher',
      body: { comment: 'Get well soon.' },
    });
    expect(approved.body).toMatchObject({
      status: 'approved',
      review_comment: 'Get well soon.',
      reviewed_by: { username: 'teacher' },
    });
    expect((await call('POST', `/accounts/leaves/${applied.body.id}/reject/`, { as: 'admin', body: {} })).body).toEqual({
      detail: 'This leave application has already been reviewed.',
    });
    const notifications = getMockDatabase().communication.notifications.filter(
      (row) => row.recipient === 4 && row.title === 'Leave approved',
    );
    expect(notifications).toHaveLength(1);
    // The approved days show the student excused (on leave) in attendance, one row a day.
    const days = getMockDatabase().accounts.attendance.filter(
      (row) => row.student === 4 && row.date >= '2026-12-01' && row.date <= '2026-12-03',
    );
    expect(days.map((row) => [row.date, row.status])).toEqual([
      ['2026-12-01', 'excused'],
      ['2026-12-02', 'excused'],
      ['2026-12-03', 'excused'],
    ]);
  });

  it('refuses a parent’s application for a child that is not theirs', async () => {
    const { status, body } = await call<Record<string, string[]>>('POST', '/accounts/leaves/', {
      as: 'parent',
      body: { leave_type: 'casual', start_date: '2026-12-01', end_date: '2026-12-01', reason: 'Trip', student: 30 },
    });
    expect(status).toBe(400);
    expect(body.student).toEqual(['Choose one of your children.']);
  });

  it('enables two-factor authentication only with a valid code', async () => {
    const setup = await call<{ secret: string; backup_codes: string[] }>('POST', '/accounts/2fa/enable/', { as: 'admin' });
    expect(setup.body.backup_codes).toHaveLength(8);
    expect((await call('POST', '/accounts/2fa/verify/', { as: 'admin', body: { code: '000000' } })).status).toBe(400);
    expect((await call('POST', '/accounts/2fa/verify/', { as: 'admin', body: { code: '123456' } })).body).toMatchObject({
      verified: true,
      two_factor_enabled: true,
    });
    expect((await call<User>('GET', '/accounts/users/me/', { as: 'admin' })).body.two_factor_enabled).toBe(true);
  });
});

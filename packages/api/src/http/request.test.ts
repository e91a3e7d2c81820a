import { HTTP_MESSAGES } from '@ujuzi/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API } from '../../test/setup';
import { setStoredToken } from '../session/auth-storage';
import { ApiError } from './errors';
import { orvalFetch } from './orval-mutator';
import { apiRequest } from './request';

const ME = `${TEST_API}/accounts/users/me/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (status: number, body: unknown) =>
  server.use(http.get(ME, () => HttpResponse.json(body as Record<string, unknown>, { status })));

describe('error texts, in the order of the specs', () => {
  it.each([
    ['detail first', { detail: 'Not found.', message: 'ignored' }, 'Not found.'],
    ['then message', { message: 'Course is closed.', email: ['ignored'] }, 'Course is closed.'],
    [
      'then the joined field errors',
      { email: ['Enter a valid email address.'], username: ['This field is required.'] },
      'Enter a valid email address. This field is required.',
    ],
    ['including non_field_errors', { non_field_errors: ['Passwords do not match.'] }, 'Passwords do not match.'],
    ['then the values of an errors object', { errors: { phone: 'Invalid phone number.' } }, 'Invalid phone number.'],
    ['then the client message', {}, HTTP_MESSAGES.unexpected],
  ])('%s', async (_, body, text) => {
    setStoredToken('k');
    answer(400, body);
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toMatchObject({
      data: null,
      status: 400,
      error: text,
      errorBody: body,
    });
  });

  it('403 says the user lacks permission', async () => {
    answer(403, { detail: 'You do not have permission to perform this action.' });
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toMatchObject({
      status: 403,
      error: HTTP_MESSAGES.forbidden,
    });
  });

  it.each([500, 502, 503])('%i says the server failed', async (status) => {
    answer(status, { detail: 'Traceback…' });
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toMatchObject({
      status,
      error: HTTP_MESSAGES.serverError,
    });
  });

  it('a failed connection is a network error', async () => {
    server.use(http.get(ME, () => HttpResponse.error()));
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toEqual({
      data: null,
      error: HTTP_MESSAGES.network,
      status: 0,
      errorBody: undefined,
    });
  });

  it('an HTML page where JSON was expected is a configuration error', async () => {
    server.use(http.get(ME, () => HttpResponse.html('<!doctype html><html><body>Welcome to nginx</body></html>')));
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toMatchObject({
      status: 200,
      data: null,
      error: HTTP_MESSAGES.configuration,
    });
  });

  it('an HTML page sent as JSON is a configuration error too', async () => {
    server.use(
      http.get(
        ME,
        () => new HttpResponse('<html><body>Index of /</body></html>', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toMatchObject({ error: HTTP_MESSAGES.configuration });
  });
});

describe('successful answers', () => {
  it('come back as { data, error: null, status }', async () => {
    answer(200, { id: 7, username: 'amina' });
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toEqual({
      data: { id: 7, username: 'amina' },
      error: null,
      status: 200,
    });
  });

  it('a 204 has null data', async () => {
    server.use(http.get(ME, () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest({ path: '/accounts/users/me/' })).resolves.toEqual({ data: null, error: null, status: 204 });
  });

  it('files come back as blobs', async () => {
    server.use(
      http.get(
        `${TEST_API}/accounts/export/`,
        () => new HttpResponse('id,username\n1,amina\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const result = await apiRequest<Blob>({ path: '/accounts/export/', responseType: 'blob' });
    expect(result.data).toBeInstanceOf(Blob);
    await expect(result.data?.text()).resolves.toBe('id,username\n1,amina\n');
  });
});

describe('the hooks’ fetcher', () => {
  it('throws an ApiError with the same text and the body', async () => {
    answer(400, { email: ['Enter a valid email address.'] });
    const failure = await orvalFetch('/accounts/users/me/', { method: 'GET' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Enter a valid email address.',
      body: { email: ['Enter a valid email address.'] },
    });
  });

  it('reads an HTML answer as the document when the contract says the call answers one (a newsletter preview)', async () => {
    setStoredToken('k');
    const page = '<html><body><h1>June cohorts are open</h1></body></html>';
    let accept: string | null = null;
    server.use(
      http.get(`${TEST_API}/newsletter/newsletters/:id/preview/`, ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.html(page);
      }),
    );
    await expect(orvalFetch('/newsletter/newsletters/4/preview/', { method: 'GET' })).resolves.toBe(page);
    expect(accept).toBe('text/html');
  });

  it('still refuses an HTML page from a call that answers JSON (the API URL points at a web server)', async () => {
    server.use(http.get(ME, () => HttpResponse.html('<!doctype html><html><body>Welcome to nginx</body></html>')));
    await expect(orvalFetch('/accounts/users/me/', { method: 'GET' })).rejects.toMatchObject({
      message: HTTP_MESSAGES.configuration,
    });
  });
});

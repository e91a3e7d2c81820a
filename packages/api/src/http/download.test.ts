import { HTTP_MESSAGES } from '@ujuzi/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API } from '../../test/setup';
import { getStoredToken, setStoredToken } from '../session/auth-storage';
import { downloadFile, filenameFromContentDisposition } from './download';

const EXPORT = `${TEST_API}/accounts/reports/users/export/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the filename of a Content-Disposition header', () => {
  it.each([
    ['a quoted filename', 'attachment; filename="users-2026-11.csv"', 'users-2026-11.csv'],
    ['a bare filename', 'attachment; filename=report.pdf', 'report.pdf'],
    [
      'filename* over filename',
      `attachment; filename="fallback.csv"; filename*=UTF-8''Ripoti%20ya%20Ada%E2%80%93Nov.csv`,
      'Ripoti ya Ada–Nov.csv',
    ],
    ['an escaped quote', 'attachment; filename="say \\"hi\\".txt"', 'say hi.txt'],
    ['no path parts', 'attachment; filename="../../etc/passwd"', 'passwd'],
    ['a malformed filename* falls back', `attachment; filename*=UTF-8''%E0%A4%A; filename="plain.csv"`, 'plain.csv'],
  ])('reads %s', (_, header, name) => expect(filenameFromContentDisposition(header)).toBe(name));

  it.each([null, '', 'inline', 'attachment; filename=""'])('gives null for %j', (header) =>
    expect(filenameFromContentDisposition(header)).toBeNull(),
  );
});

describe('downloadFile', () => {
  it('sends the token and names the file as the server says', async () => {
    setStoredToken('k123');
    let authorization: string | null = null;
    server.use(
      http.get(EXPORT, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('id,name\n1,Wanjiku', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users.csv"' },
        });
      }),
    );
    const file = await downloadFile({
      path: '/accounts/reports/users/export/',
      query: { format: 'csv' },
      fallbackFilename: 'export.csv',
    });
    expect(authorization).toBe('Token k123');
    expect(file.filename).toBe('users.csv');
    expect(await file.blob.text()).toBe('id,name\n1,Wanjiku');
  });

  it('uses the fallback name when the server names none', async () => {
    setStoredToken('k');
    server.use(http.get(EXPORT, () => new HttpResponse('x', { headers: { 'Content-Type': 'text/csv' } })));
    await expect(downloadFile({ path: '/accounts/reports/users/export/', fallbackFilename: 'users.csv' })).resolves.toMatchObject(
      {
        filename: 'users.csv',
      },
    );
  });

  it.each([
    [403, { detail: 'No.' }, HTTP_MESSAGES.forbidden],
    [500, { detail: 'Boom' }, HTTP_MESSAGES.serverError],
    [400, { format: ['Select a valid choice.'] }, 'Select a valid choice.'],
  ])('fails a %i with the spec text', async (status, body, text) => {
    setStoredToken('k');
    server.use(http.get(EXPORT, () => HttpResponse.json(body, { status })));
    await expect(downloadFile({ path: '/accounts/reports/users/export/', fallbackFilename: 'x.csv' })).rejects.toMatchObject({
      message: text,
      status,
    });
  });

  it('ends the session on a 401', async () => {
    setStoredToken('old');
    server.use(http.get(EXPORT, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await expect(downloadFile({ path: '/accounts/reports/users/export/', fallbackFilename: 'x.csv' })).rejects.toMatchObject({
      message: HTTP_MESSAGES.sessionExpired,
    });
    expect(getStoredToken()).toBeNull();
  });
});

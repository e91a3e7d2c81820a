import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SubscribersImportPage } from './subscribers-import-page';

const server = startMockBackend();

/** What the import operation received: jsdom's multipart bodies do not reach the mock's parser, so the answer is the mock's for these rows. */
let sent = 0;
const answerImport = () =>
  server.use(
    http.post('*/newsletter/subscribers/bulk_import/', () => {
      sent += 1;
      return HttpResponse.json({
        success: true,
        message: 'Imported 1 subscribers (1 skipped, 0 errors).',
        total_rows: 2,
        created: 1,
        updated: 0,
        skipped: 1,
        errors: [],
      });
    }),
  );

const LOADED = { timeout: 15_000 };
const CSV = [
  'email,first_name,last_name,frequency',
  'amani.mwangi@example.ke,Amani,Mwangi,weekly',
  'otieno@@gmail,Otieno,Odhiambo,',
  'AMANI.MWANGI@example.ke,Amani,Again,',
  'wanjiru.njoroge@gmail.com,Wanjiru,Njoroge,monthly',
].join('\n');

describe('importing subscribers from a CSV', () => {
  it('previews each row with its problem, imports the good ones and reports the outcome', async () => {
    answerImport();
    const { user, container } = renderInApp(<SubscribersImportPage />, {
      path: '/dashboard/newsletter/subscribers/import',
      session: signedInSession('admin'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Import subscribers' })).toBeTruthy();
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, new File([CSV], 'open-day.csv', { type: 'text/csv' }));

    const rows = within(await screen.findByRole('table', { name: /Rows of the file/ }, LOADED));
    expect(rows.getByText('“otieno@@gmail” is not a valid email address.')).toBeTruthy();
    expect(rows.getByText('Duplicate of row 1.')).toBeTruthy();
    expect(screen.getByText(/4 rows read: 2 rows ready to import, 2 rows have a problem/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 2 subscribers' }));
    // The outcome's card (the success toast repeats its message, so the card is asked).
    const outcome = within(await screen.findByRole('region', { name: 'Import finished' }, LOADED));
    // One new address; Wanjiru is already on the list and skipped.
    expect(outcome.getByRole('status').textContent).toBe('Imported 1 subscribers (1 skipped, 0 errors).');
    expect(sent).toBe(1);
    expect(outcome.getByText('Left out before sending').nextSibling?.textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'View the subscribers' })).toBeTruthy();
  }, 30_000);

  it('refuses a file without an email column before sending anything', async () => {
    const { user, container } = renderInApp(<SubscribersImportPage />, {
      path: '/dashboard/newsletter/subscribers/import',
      session: signedInSession('admin'),
    });
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, new File(['name\nAmani\n'], 'names.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByText('The first row must name the columns, one of them "email".')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  }, 30_000);
});

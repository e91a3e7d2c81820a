import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { DocumentsToVerifyPage } from '../documents-to-verify';
import { DocumentsPage } from './documents-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const STUDENT_ID = 4;
const unverified = () =>
  must(
    getMockDatabase().accounts.documents.find((row) => !row.is_verified),
    'an unverified document in the seed',
  );

describe('documents', () => {
  it('shows a student their own documents; a file over 10 MB is refused on its field, nothing typed lost', async () => {
    const own = getMockDatabase().accounts.documents.filter((row) => row.owner === STUDENT_ID);
    const { user } = renderInApp(<DocumentsPage />, {
      path: '/dashboard/records/documents',
      session: signedInSession('student'),
    });
    const first = must(own[0], 'a document of the demo student in the seed');
    const link = (await screen.findAllByRole('link', { name: first.title }, LOADED))[0] as HTMLElement;
    expect(link.getAttribute('href')).toBe(first.file);
    await user.click(screen.getAllByRole('button', { name: 'Upload a document' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload a document' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'My KCSE certificate');
    const input = dialog.getByLabelText(/^File/, { selector: 'input' }) as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(11 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByText('"huge.pdf" is 11 MB. The maximum size is 10 MB.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Upload document' }));
    expect(await dialog.findByText('Choose the file to upload.')).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('My KCSE certificate');
  }, 40_000);

  it('shows an admin the documents to verify, each naming its owner; Verify after a confirmation', async () => {
    const document = unverified();
    const { user } = renderInApp(<DocumentsToVerifyPage />, {
      path: '/dashboard/records/documents/unverified',
      session: signedInSession('admin'),
    });
    const titles = await screen.findAllByRole('link', { name: document.title }, LOADED);
    const title = must(
      titles.find((link) => link.getAttribute('href') === document.file),
      'its file link',
    );
    const row = within(must(title.closest('li, tr') as HTMLElement | null, 'its row'));
    const hrefs = row.getAllByRole('link').map((link) => link.getAttribute('href'));
    if (getMockDatabase().accounts.users.get(document.owner)?.user_type === 'student')
      expect(hrefs).toContain(`/dashboard/students/${document.owner}`);
    await user.click(row.getByRole('button', { name: 'Verify' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Verify “${document.title}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Verify document' }));
    await waitFor(() => expect(getMockDatabase().accounts.documents.get(document.id)?.is_verified).toBe(true));
    expect(await screen.findByText('Document verified', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('names the child a parent opened, even with no documents yet, without offering to clear filters', async () => {
    const db = getMockDatabase();
    const parent = must(
      db.accounts.users.find((row) => row.username === 'parent'),
      'the demo parent',
    );
    const child = must(
      db.accounts.relations.find((row) => row.parent === parent.id && row.student !== STUDENT_ID),
      'a second child',
    ).student;
    db.accounts.documents.removeWhere((row) => row.owner === child);
    const name = must(db.accounts.users.get(child), 'the child');
    const full = `${name.first_name} ${name.last_name}`;
    renderInApp(<DocumentsPage />, { path: `/dashboard/records/documents?owner=${child}`, session: signedInSession('parent') });
    expect(await screen.findByRole('heading', { level: 1, name: `Documents of ${full}` }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: `No documents of ${full} yet` }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listUnverifiedUserDocuments: 500 } });
    renderInApp(<DocumentsToVerifyPage />, {
      path: '/dashboard/records/documents/unverified',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

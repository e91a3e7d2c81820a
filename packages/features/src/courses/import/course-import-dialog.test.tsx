import { screen, within } from '@testing-library/react';
import type { CourseImportResult } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseImportDialog, ImportOutcome } from './course-import-dialog';

startMockBackend();

const WAIT = { timeout: 15_000 };

describe('course import', () => {
  // The multipart call itself is covered by the mock's tests and the journey (jsdom's File cannot be sent by Node's fetch).
  it('lists the imported drafts with links and each bad row with its field', async () => {
    const result: CourseImportResult = {
      success: true,
      message: '1 course imported as drafts, 1 skipped.',
      imported_count: 1,
      updated_count: 0,
      skipped_count: 1,
      courses: [{ id: 90, slug: 'go-for-apis', title: 'Go for APIs' }],
      errors: [{ row: 3, field: 'level', message: '"expert-plus" is not a valid choice.' }],
    };
    renderInApp(<ImportOutcome result={result} />, { session: signedInSession('teacher') });
    const imported = screen.getByRole('list', { name: 'Imported courses' });
    expect(within(imported).getByRole('link', { name: 'Go for APIs' }).getAttribute('href')).toBe(
      '/dashboard/courses/go-for-apis',
    );
    expect(within(imported).getByRole('link', { name: 'Settings of “Go for APIs”' }).getAttribute('href')).toBe(
      '/dashboard/courses/go-for-apis/settings',
    );
    const problems = screen.getByRole('table', { name: '1 problem in the file' });
    expect(within(problems).getByRole('row', { name: /3 level "expert-plus" is not a valid choice\./ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 course imported as drafts, 1 skipped.');
  });

  it('asks for a file before sending', async () => {
    const { user } = renderInApp(<CourseImportDialog />, { session: signedInSession('teacher') });
    await user.click(screen.getByRole('button', { name: 'Import courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import courses' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose a course export file to import.', undefined, WAIT)).toBeTruthy();
  }, 30_000);
});

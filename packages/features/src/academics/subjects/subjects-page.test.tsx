import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SubjectsPage } from './subjects-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderSubjects = (role: 'admin' | 'teacher', query = '') =>
  renderInApp(<SubjectsPage />, { path: `/dashboard/academics/subjects${query}`, session: signedInSession(role) });

describe('the subjects screen', () => {
  it('lists subjects, each linking to its details', async () => {
    renderSubjects('teacher');
    const link = await screen.findByRole('link', { name: 'Databases and SQL' }, LOADED);
    expect(link.getAttribute('href')).toBe('/dashboard/academics/subjects/databases-and-sql');
    expect(screen.queryByRole('button', { name: 'Add subject' })).toBeNull();
  }, 30_000);

  it('lets an admin add a subject; a code already taken is refused on its field, nothing typed lost', async () => {
    const { user } = renderSubjects('admin');
    await user.click((await screen.findAllByRole('button', { name: 'Add subject' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New subject' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Rust Systems Programming');
    const code = dialog.getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'PY101');
    await user.click(dialog.getByRole('button', { name: 'Add subject' }));
    expect(await dialog.findByText('subject with this code already exists.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Rust Systems Programming');
    await user.clear(code);
    await user.type(code, 'RS201');
    await user.click(dialog.getByRole('button', { name: 'Add subject' }));
    expect(await screen.findByRole('link', { name: 'Rust Systems Programming' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().academics.subjects.find((row) => row.code === 'RS201')).toBeTruthy(), LOADED);
  }, 30_000);

  it('lets an admin delete a subject after a confirmation; one with exam results is kept, with the reason', async () => {
    const db = getMockDatabase();
    const marked = new Set(db.assessment.results.all().map((result) => result.subject.id));
    const used = db.academics.subjects.all().find((row) => marked.has(row.id));
    const free = db.academics.subjects.all().find((row) => !marked.has(row.id));
    if (!used || !free) throw new Error('a subject with exam results and one without');
    const { user } = renderSubjects('admin', '?page_size=100');
    const remove = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete “${name}”` }, LOADED));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this subject?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete subject' }));
    };
    await remove(used.name);
    expect(await screen.findByText('This subject has exam results; it cannot be deleted.', undefined, LOADED)).toBeTruthy();
    expect(db.academics.subjects.get(used.id)).toBeTruthy();
    const kept = await screen.findByRole('alertdialog', { name: 'Delete this subject?' });
    await user.click(within(kept).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await remove(free.name);
    await waitFor(() => expect(db.academics.subjects.get(free.id)).toBeUndefined(), LOADED);
  }, 40_000);

  it('says what failed with Retry', async () => {
    setMockFaults({ statuses: { listSubjects: 500 } });
    renderSubjects('admin');
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });
});

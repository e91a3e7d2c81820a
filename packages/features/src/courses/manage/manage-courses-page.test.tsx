import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ManageCoursesPage } from './manage-courses-page';

startMockBackend();

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Courses' }, { timeout: 10_000 })).getAllByRole('listitem');

const renderManage = (role: 'admin' | 'teacher', query = '') =>
  renderInApp(<ManageCoursesPage />, { path: `/dashboard/courses/manage${query}`, session: signedInSession(role) });

describe('the manage courses screen', () => {
  it('lists every course for an admin, titles to the course page and Edit to the form, with each course’s stats', async () => {
    renderManage('admin', '?page_size=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage courses' })).toBeTruthy();
    const firstTitle = within((await cards())[0] as HTMLElement).getAllByRole('link')[0]?.textContent;
    const first = getMockDatabase().courses.courses.find((course) => course.title === firstTitle);
    if (!first) throw new Error('the first row names a course');
    const title = screen.getByRole('link', { name: first.title });
    expect(title.getAttribute('href')).toBe(`/dashboard/courses/${first.slug}`);
    expect(screen.getByRole('link', { name: `Edit “${first.title}”` }).getAttribute('href')).toBe(
      `/dashboard/courses/${first.id}/edit`,
    );
    const row = title.closest('li') as HTMLElement;
    expect(await within(row).findByText(/\d+ enrolled · \d+% completed/, {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('shows a teacher only the courses they teach, drafts included', async () => {
    renderManage('teacher');
    const taught = new Set(
      getMockDatabase()
        .courses.courses.filter((course) => course.instructor?.username === 'teacher')
        .map((course) => course.title),
    );
    // Drafts too: the list is read with the teacher's token.
    await waitFor(async () => expect(await cards()).toHaveLength(taught.size), { timeout: 15_000 });
    const rows = await cards();
    for (const row of rows) expect(taught.has(within(row).getAllByRole('link')[0]?.textContent ?? '')).toBe(true);
    expect(screen.getByText('The courses you teach, drafts included.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
  }, 30_000);

  it('filters by the URL’s level and pricing', async () => {
    renderManage('admin', '?level=advanced&pricing_type=paid');
    const expected = getMockDatabase().courses.courses.filter(
      (course) => course.level === 'advanced' && course.pricing_type === 'paid',
    );
    await waitFor(async () => expect(await cards()).toHaveLength(Math.min(expected.length, 20)), { timeout: 15_000 });
  }, 30_000);

  it('bulk-features two courses after a confirmation naming the count, then reports each', async () => {
    const { user } = renderManage('admin', '?is_featured=false&page_size=10');
    const rows = (await cards()).slice(0, 2);
    const titles = rows.map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
    for (const row of rows) await user.click(within(row).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Feature' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Feature 2 courses?' });
    await user.click(within(confirm).getByRole('button', { name: 'Feature' }));
    const report = await screen.findByRole('dialog', { name: /^Feature: / });
    expect(within(report).getAllByText('Done')).toHaveLength(2);
    const db = getMockDatabase().courses.courses;
    for (const title of titles) expect(db.find((course) => course.title === title)?.is_featured).toBe(true);
  }, 30_000);

  it('bulk-deletes after naming the count, and reports a course kept for its active enrollments', async () => {
    const db = getMockDatabase();
    const enrolled = db.courses.courses.find((course) =>
      db.payments.enrollments.some((row) => row.course === course.id && row.status === 'active'),
    );
    if (!enrolled) throw new Error('the seed has a course with active enrollments');
    const { user } = renderManage('admin', `?search=${encodeURIComponent(enrolled.title)}`);
    const row = (await cards())[0] as HTMLElement;
    await user.click(within(row).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 1 course?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const report = await screen.findByRole('dialog', { name: /^Delete: / });
    expect(within(report).getByText(/This course has active enrollments; archive it instead\./)).toBeTruthy();
    expect(db.courses.courses.get(enrolled.id)).toBeTruthy();
  }, 30_000);

  it('features one course with its switch', async () => {
    const { user } = renderManage('admin', '?is_featured=false&page_size=10');
    const row = (await cards())[0] as HTMLElement;
    const title = within(row).getAllByRole('link')[0]?.textContent ?? '';
    await user.click(within(row).getByRole('switch'));
    await waitFor(() =>
      expect(getMockDatabase().courses.courses.find((course) => course.title === title)?.is_featured).toBe(true),
    );
  }, 30_000);
});

import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { BulkEnrollDialog } from './bulk-enroll-dialog';

startMockBackend();

const WAIT = { timeout: 15_000 };

describe('bulk enroll', () => {
  it('enrolls the learners chosen by search in a course and reports each', async () => {
    const db = getMockDatabase();
    const course = db.courses.courses.find((row) => row.status === 'published' && row.pricing_type === 'free');
    if (!course) throw new Error('seed');
    const { user } = renderInApp(<BulkEnrollDialog />, { session: signedInSession('admin') });
    await user.click(screen.getByRole('button', { name: 'Enroll learners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll learners' }, WAIT);
    expect(within(dialog).getByRole('button', { name: 'Enroll' }).hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search courses' }), course.title.slice(0, 12));
    await user.click(await within(dialog).findByRole('checkbox', { name: course.title }, WAIT));
    const learners = within(dialog).getAllByRole('group')[1] as HTMLElement;
    const boxes = await within(learners).findAllByRole('checkbox', undefined, WAIT);
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Enroll 2 learners in 1 course' }));

    const results = await within(dialog).findByRole('table', undefined, WAIT);
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByText(/^(Enrolled|Already enrolled)$/)).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toMatch(/enrolled/);
  }, 40_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ReviewsPage } from './reviews-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('course reviews moderation', { timeout: 40_000 }, () => {
  it('hides two approved reviews in bulk', async () => {
    const { user } = renderInApp(<ReviewsPage />, {
      path: '/dashboard/courses/reviews?is_approved=true&ordering=created_at',
      routePath: '/dashboard/courses/reviews',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course reviews' })).toBeTruthy();
    // The test window is narrow: rows are cards of a list.
    const rows = within(await screen.findByRole('list', { name: 'Course reviews' }, LOADED))
      .getAllByRole('listitem')
      .slice(0, 2);
    for (const row of rows) await user.click(within(row).getAllByRole('checkbox')[0] as HTMLElement);
    const ids = getMockDatabase()
      .progress.reviews.filter((row) => row.is_approved)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, 2)
      .map((row) => row.id);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Hide 2 reviews?' }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Hide' }));
    await waitFor(
      () => expect(ids.map((id) => getMockDatabase().progress.reviews.get(id)?.is_approved)).toEqual([false, false]),
      LOADED,
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CategoriesPage } from './categories-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

describe('newsletter categories', () => {
  it('adds a category in a dialog, keeping what was typed when the name is missing', async () => {
    const { user } = renderInApp(<CategoriesPage />, {
      path: '/dashboard/newsletter/categories',
      session: signedInSession('admin'),
    });
    await screen.findByText('Course announcements', undefined, LOADED);
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }, LOADED));
    const description = await dialog.findByRole('textbox', { name: /Description/ }, LOADED);
    await user.type(description, 'Cloud certifications and AWS meetups.');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(dialog.getAllByText(/required/i).length).toBeGreaterThan(0), LOADED);
    expect((description as HTMLTextAreaElement).value).toBe('Cloud certifications and AWS meetups.');
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Cloud computing');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category added', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.categories.find((row) => row.name === 'Cloud computing')).toBeTruthy();
    expect(await screen.findByText('Cloud computing', undefined, LOADED)).toBeTruthy();
  }, 45_000); // The first form of the file loads the form stack: slow on a loaded CI.

  it('deletes a category after a confirmation naming it', async () => {
    const { user } = renderInApp(<CategoriesPage />, {
      path: '/dashboard/newsletter/categories',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete “Course announcements”' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this category?' }, LOADED));
    expect(dialog.getByText(/“Course announcements” is removed/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Category deleted', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.categories.find((row) => row.name === 'Course announcements')).toBeUndefined();
  }, 30_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CommunityCategoryPage } from '../category/category-page';
import { CommunityCategoriesPage } from './categories-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const CATEGORIES = '/dashboard/community/categories';
const withTopics = () => {
  const db = getMockDatabase();
  return must(
    db.community.categories.find(
      (row) => row.is_active && db.community.topics.some((topic) => topic.category === row.id && topic.status === 'approved'),
    ),
    'a category with approved topics',
  );
};

describe('community categories', () => {
  it('lets an admin create a category, which then opens its own page', async () => {
    const { user } = renderInApp(<CommunityCategoriesPage />, { path: CATEGORIES, session: signedInSession('admin') });
    await user.click((await screen.findAllByRole('button', { name: 'New category' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Cloud and DevOps');
    await user.type(dialog.getByRole('textbox', { name: /^Colour/ }), 'teal');
    await user.click(dialog.getByRole('button', { name: 'Create category' }));
    expect(await dialog.findByText('Check the format of this value', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Cloud and DevOps');
    await user.clear(dialog.getByRole('textbox', { name: /^Colour/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Colour/ }), '#0F766E');
    await user.click(dialog.getByRole('button', { name: 'Create category' }));
    const link = await screen.findByRole('link', { name: 'Cloud and DevOps' }, LOADED);
    const created = must(
      getMockDatabase().community.categories.find((row) => row.name === 'Cloud and DevOps'),
      'the category',
    );
    expect(link.getAttribute('href')).toBe(`/dashboard/community/categories/${created.id}`);
  }, 30_000);

  it('refuses to delete a category that still holds topics, with the server’s reason', async () => {
    const category = withTopics();
    const { user } = renderInApp(<CommunityCategoriesPage />, { path: CATEGORIES, session: signedInSession('admin') });
    await user.click(await screen.findByRole('button', { name: `Delete “${category.name}”` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect((await screen.findAllByText(/still holds topics or articles/, undefined, LOADED)).length).toBeGreaterThan(0);
    await waitFor(() => expect(getMockDatabase().community.categories.get(category.id)).toBeTruthy());
  }, 30_000);

  it('shows a member a category with its topics, each opening the topic', async () => {
    const category = withTopics();
    const topic = must(
      getMockDatabase().community.topics.find((row) => row.category === category.id && row.status === 'approved'),
      'its topic',
    );
    renderInApp(<CommunityCategoryPage />, {
      path: `/dashboard/community/categories/${category.id}`,
      routePath: '/dashboard/community/categories/:id',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: category.name }, LOADED)).toBeTruthy();
    const link = (await screen.findAllByRole('link', { name: topic.title }, LOADED))[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/dashboard/community/topics/${topic.slug}`);
    expect(screen.queryByRole('link', { name: 'Categories' })).toBeNull();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listCommunityCategories: 500 } });
    renderInApp(<CommunityCategoriesPage />, { path: CATEGORIES, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load categories' }, LOADED)).toBeTruthy();
  }, 30_000);
});

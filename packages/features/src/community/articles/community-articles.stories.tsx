/** Community articles: the list, the new and edit forms, in the dashboard shell, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { EditArticlePage } from '../article-edit';
import { NewArticlePage } from '../article-new';
import { CommunityArticlesPage } from './community-articles-page';

const Screen = dashboardScreen({
  'community/articles': <CommunityArticlesPage />,
  'community/articles/new': <NewArticlePage />,
  'community/articles/:slug/edit': <EditArticlePage />,
});

const meta = {
  title: 'Screens/Community/Articles',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/dashboard/community/articles';
const LOADED = { timeout: 15_000 };

/** The edit page of one of the demo student's articles in this status. */
function studentArticle(status: 'draft' | 'pending'): string {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const row = db.community.articles.find((article) => article.author === student?.id && article.status === status);
  return `${LIST}/${row?.slug ?? 'none'}/edit`;
}

/** A student: published articles and their own drafts and pending ones, with Edit on their own. */
export const Student: Story = {
  render: () => <Screen role="student" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Articles' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /^Edit / }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listCommunityArticles')) };

export const Empty: Story = {
  render: () => <Screen role="student" path={LIST} />,
  parameters: backendWith(empty('listCommunityArticles')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No articles yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  render: () => <Screen role="student" path={LIST} />,
  parameters: backendWith(failing('listCommunityArticles')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load articles' }, LOADED)).toBeVisible();
  },
};

export const NewArticle: Story = { render: () => <Screen role="student" path={`${LIST}/new`} /> };

/** The author's draft: Submit for review, the form with the body as Markdown. */
export const EditDraft: Story = {
  render: () => <Screen role="student" path={studentArticle('draft')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit for review' }, LOADED)).toBeVisible();
  },
};

/** A teacher on a learner's pending article: approve (publish) or reject. */
export const ModeratorPending: Story = {
  render: () => <Screen role="teacher" path={studentArticle('pending')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' }, LOADED)).toBeVisible();
  },
};

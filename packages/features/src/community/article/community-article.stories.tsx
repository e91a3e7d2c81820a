/** A community article in the dashboard: a reader's comments, likes and bookmark; a moderator's review. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { CommunityArticlePage } from './community-article-page';

const Screen = dashboardScreen({ 'community/articles/:slug': <CommunityArticlePage /> });

const meta = {
  title: 'Screens/Community/Article',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 15_000 };
const path = (status: 'published' | 'pending') =>
  `/dashboard/community/articles/${getMockDatabase().community.articles.find((row) => row.status === status)?.slug ?? 'none'}`;

/** A student on a published article: Like, Bookmark, the comments with Reply and the comment box. */
export const Reader: Story = {
  render: () => <Screen role="student" path={path('published')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Reactions to the article' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Your comment/ }, LOADED)).toBeVisible();
  },
};

/** A teacher on a pending article: approve or reject it. */
export const ModeratorReview: Story = {
  render: () => <Screen role="teacher" path={path('pending')} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Approve' }, LOADED)).toBeVisible();
  },
};

export const NoComments: Story = {
  render: () => <Screen role="student" path={path('published')} />,
  parameters: backendWith(empty('listCommunityArticleComments')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No comments yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Screen role="student" path={path('published')} />,
  parameters: backendWith(loading('listCommunityArticles')),
};

export const Failing: Story = {
  render: () => <Screen role="student" path={path('published')} />,
  parameters: backendWith(failing('listCommunityArticles')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Try again/ }, LOADED)).toBeVisible();
  },
};

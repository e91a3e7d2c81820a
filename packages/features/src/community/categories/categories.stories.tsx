/** The community categories (management) and a category's page, on the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CommunityCategoryPage } from '../category/category-page';
import { CommunityCategoriesPage } from './categories-page';

const Screen = dashboardScreen({
  'community/categories': <CommunityCategoriesPage />,
  'community/categories/:id': <CommunityCategoryPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const CATEGORIES = '/dashboard/community/categories';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Categories',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: each category with its topics and articles; New category, Edit and Delete. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCommunityCategories')),
  render: () => <Screen role="admin" path={CATEGORIES} />,
};

/** No categories yet: New category is offered. */
export const Empty: Story = {
  parameters: backendWith(empty('listCommunityCategories')),
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No categories yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listCommunityCategories')),
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A student opens a category: its topics, each opening the topic. */
export const Category: Story = {
  render: () => <Screen role="student" path={`${CATEGORIES}/1`} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('link', { name: /./ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A category with no topic yet: New topic is offered. */
export const CategoryEmpty: Story = {
  parameters: backendWith(empty('listCommunityCategoryTopics')),
  render: () => <Screen role="student" path={`${CATEGORIES}/1`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No topics here yet' }, LOADED)).toBeVisible();
  },
};

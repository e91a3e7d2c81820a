/** The materials list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CourseStoryScreen } from '../../courses/shared/story-screen';
import { MaterialsPage } from './materials-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };
const LIST = '*/learning/study-resources/';

const Screen = ({ role = 'teacher' as const, query = '' }: { role?: 'teacher' | 'admin'; query?: string }) => (
  <CourseStoryScreen role={role} path={`/dashboard/materials${query}`} routePath="materials" element={<MaterialsPage />} />
);

const meta = {
  title: 'Screens/Materials/List',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Git branching strategies' }, LOADED)).toBeVisible();
  },
};

/** Admins see drafts too, and may narrow the list to them. */
export const AdminDrafts: Story = {
  render: () => <Screen role="admin" query="?is_published=false" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Unpublished: AWS pricing notes' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
  render: () => <Screen />,
};

/** Nothing yet: the next useful action is adding one. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get(LIST, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })), ...backend],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No materials yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })), ...backend] },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The manage courses screen inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';
import { ManageCoursesPage } from './manage-courses-page';

const LOADED = { timeout: 15_000 };

const Manage = dashboardScreen({ 'courses/manage': <ManageCoursesPage />, '*': <Landed /> }, 'admin');
const Screen = ({ role, query = '' }: { role?: 'admin' | 'teacher' | 'super_admin'; query?: string }) => (
  <Manage role={role} path={`/dashboard/courses/manage${query}`} />
);

const meta = {
  title: 'Screens/Courses/Manage courses',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every course with its stats, featured switch, Edit and Export; bulk actions on selection. */
export const Admin: Story = {
  render: () => <Screen query="?page_size=10" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Manage courses' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Courses' }, LOADED);
    await expect((await within(table).findAllByRole('link', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A teacher: the courses they teach, no bulk actions (the contract's bulk operations are management's). */
export const Teacher: Story = { render: () => <Screen role="teacher" /> };

/** Filtered by level and pricing, held in the URL. */
export const Filtered: Story = { render: () => <Screen query="?level=beginner&pricing_type=paid" /> };

/** Two courses selected and Feature pressed: the confirmation names the count. */
export const BulkFeature: Story = {
  render: () => <Screen query="?is_featured=false&page_size=10" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Courses' }, LOADED);
    await within(table).findAllByRole('checkbox', { name: /^Select (?!all)/ }, LOADED);
    // The rows' stats arrive on their own: select once they have.
    await waitFor(() => expect(within(table).queryAllByText(/Loading stats/)).toHaveLength(0), LOADED);
    const rows = () => within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await userEvent.click(rows()[0] as HTMLElement);
    await userEvent.click(rows()[1] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Feature' }, LOADED));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Feature 2 courses?' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen query="?page_size=10" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <Screen query="?page_size=10" />, globals: { colorMode: 'dark' } };

export const Loading: Story = {
  parameters: backendWith(loading('listCourses')),
  render: () => <Screen />,
};

/** No course yet: the next useful action is starting one. */
export const Empty: Story = {
  parameters: backendWith(empty('listCourses')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No courses yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listCourses')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** Manage courses' Enroll learners dialog, served by the mock backend (msw): open, a result per learner, failing. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, failing, StoryApp, signedInAs } from '../../../test/story-app';
import { BulkEnrollDialog } from './bulk-enroll-dialog';

const LOADED = { timeout: 15_000 };

const Screen = () => (
  <StoryApp path="/" signedIn={signedInAs('admin')}>
    <main>
      <BulkEnrollDialog />
    </main>
  </StoryApp>
);

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enroll learners' }));
  return screen.findByRole('dialog', { name: 'Enroll learners' }, LOADED);
};

/** Picking a course and two learners by search, then the result per learner and course. */
async function enrollTwo(canvasElement: HTMLElement) {
  const dialog = within(await open(canvasElement));
  const [courses, learners] = dialog.getAllByRole('group');
  await userEvent.click((await within(courses as HTMLElement).findAllByRole('checkbox', undefined, LOADED))[0] as HTMLElement);
  const people = await within(learners as HTMLElement).findAllByRole('checkbox', undefined, LOADED);
  await userEvent.click(people[0] as HTMLElement);
  await userEvent.click(people[1] as HTMLElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Enroll 2 learners in 1 course' }));
  return dialog;
}

const meta = {
  title: 'Screens/Courses/Manage courses/Enroll learners',
  parameters: { msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picking: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement));
    const search = await dialog.findByRole('searchbox', { name: 'Search learners' }, LOADED);
    await waitFor(() => expect(search).toBeVisible(), LOADED);
  },
};

export const Results: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const dialog = await enrollTwo(canvasElement);
    await expect(await dialog.findByRole('table', undefined, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('bulkEnrollStudentsInCourses')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const dialog = await enrollTwo(canvasElement);
    await expect(await dialog.findByRole('alert', undefined, LOADED)).toBeVisible();
  },
};

export const Phone: Story = {
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

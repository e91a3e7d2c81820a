/** The new course screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, dashboardScreen, Landed } from '../../../test/story-app';
import { NewCoursePage } from './new-course-page';

const LOADED = { timeout: 15_000 };

// Admins see the same form as teachers: one role is enough.
const Screen = dashboardScreen({ 'courses/new': <NewCoursePage />, '*': <Landed /> }, 'teacher');
const NewCourse = () => <Screen path="/dashboard/courses/new" />;

const meta = {
  title: 'Screens/Courses/New course',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher starts a course: every field of the contract's course, grouped. */
export const Teacher: Story = {
  render: () => <NewCourse />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED)).toBeVisible();
  },
};

/** Nothing typed, a paid course and Published: the contract's and the domain's messages. */
export const Validation: Story = {
  render: () => <NewCourse />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New course' }, LOADED));
    await userEvent.selectOptions(await form.findByRole('combobox', { name: /^Pricing/ }, LOADED), 'paid');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Status/ }), 'published');
    await userEvent.click(form.getByRole('button', { name: 'Create course' }));
    await expect(await form.findByText('A paid course needs a price above 0.00.')).toBeVisible();
    await expect(form.getByText('Add at least one lesson before publishing this course.')).toBeVisible();
  },
};

/** A paid draft with a KES price and a cover image: sent as multipart, then the course's page opens. */
export const CreateWithImage: Story = {
  render: () => <NewCourse />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New course' }, LOADED));
    await userEvent.type(await form.findByRole('textbox', { name: /^Title/ }, LOADED), 'Flutter for Mobile Money Apps');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Pricing/ }), 'paid');
    await userEvent.type(await form.findByRole('textbox', { name: /^Price/ }), '8500');
    const cover = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText(/Cover image/, { selector: 'input' }), cover);
    await userEvent.click(form.getByRole('button', { name: 'Create course' }));
    await waitFor(
      () => expect(canvas.getByTestId('landed')).toHaveTextContent('/dashboard/courses/flutter-for-mobile-money-apps'),
      LOADED,
    );
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <NewCourse />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const Dark: Story = { render: () => <NewCourse />, globals: { colorMode: 'dark' } };

/** The student management screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { StudentPage } from './detail';
import { EditStudentPage } from './edit';
import { StudentsPage } from './list';
import { NewStudentPage } from './new';

const Screen = dashboardScreen({
  students: <StudentsPage />,
  'students/new': <NewStudentPage />,
  'students/edit/:id': <EditStudentPage />,
  'students/:id': <StudentPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const STUDENTS = '/dashboard/students';
/** The demo student, Wanjiku Kamau. */
const STUDENT = '/dashboard/students/4';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Students',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every student, with export and bulk actions. */
export const ListAdmin: Story = {
  render: () => <Screen role="admin" path={STUDENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Export CSV' }, LOADED)).toBeVisible();
  },
};

/** A teacher: the same list, without export or selection. */
export const ListTeacher: Story = {
  render: () => <Screen role="teacher" path={STUDENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Add student' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

export const ListLoading: Story = {
  parameters: backendWith(loading('listStudentUsers')),
  render: () => <Screen role="admin" path={STUDENTS} />,
};

/** No students yet: the way to add one. */
export const ListEmpty: Story = {
  parameters: backendWith(empty('listStudentUsers')),
  render: () => <Screen role="admin" path={STUDENTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No students yet' }, LOADED)).toBeVisible();
  },
};

export const ListFailing: Story = {
  parameters: backendWith(failing('listStudentUsers')),
  render: () => <Screen role="admin" path={STUDENTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** An admin on a student's page: profile, courses with progress, edit, deactivate and delete. */
export const DetailAdmin: Story = {
  render: () => <Screen role="admin" path={STUDENT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wanjiku Kamau' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Deactivate' }, LOADED)).toBeVisible();
  },
};

/** A teacher: may edit, not deactivate or delete. */
export const DetailTeacher: Story = {
  render: () => <Screen role="teacher" path={STUDENT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** The student has no enrollments: the way to the courses. */
export const DetailNoEnrollments: Story = {
  parameters: backendWith(empty('listStudentEnrollments')),
  render: () => <Screen role="admin" path={STUDENT} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No enrollments yet' }, LOADED)).toBeVisible();
  },
};

export const DetailFailing: Story = {
  parameters: backendWith(failing('getUser')),
  render: () => <Screen role="admin" path={STUDENT} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** The add form: the spec's required messages on submit. */
export const NewRequired: Story = {
  render: () => <Screen role="admin" path="/dashboard/students/new" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add student' }, LOADED));
    await expect(await canvas.findByText('First name is required', undefined, LOADED)).toBeVisible();
  },
};

/** The edit form, filled with the student's profile. */
export const Edit: Story = {
  render: () => <Screen role="teacher" path="/dashboard/students/edit/4" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^First name/ }, LOADED)).toHaveValue('Wanjiku');
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={STUDENT} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

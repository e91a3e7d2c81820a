/** The academics screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { ClassesPage } from './classes';
import { SubjectPage } from './subject';
import { SubjectsPage } from './subjects';
import { TimetablePage } from './timetable';

const Screen = dashboardScreen({
  'academics/classes': <ClassesPage />,
  'academics/subjects': <SubjectsPage />,
  'academics/subjects/:slug': <SubjectPage />,
  'academics/timetable': <TimetablePage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const CLASSES = '/dashboard/academics/classes';
const SUBJECTS = '/dashboard/academics/subjects';
const SUBJECT = '/dashboard/academics/subjects/javascript-programming';
const TIMETABLE = '/dashboard/academics/timetable';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Academics',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every class with its teacher and students, New class and Edit. */
export const ClassesAdmin: Story = {
  render: () => <Screen role="admin" path={CLASSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit / }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Academics' })).toBeVisible();
  },
};

/** A teacher and no classes yet: who creates them. */
export const ClassesEmpty: Story = {
  parameters: backendWith(empty('listClassSections')),
  render: () => <Screen role="teacher" path={CLASSES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No classes yet' }, LOADED)).toBeVisible();
  },
};

/** A teacher: the subjects, each opening its details; no Add subject. */
export const SubjectsTeacher: Story = {
  render: () => <Screen role="teacher" path={SUBJECTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Databases and SQL' }, LOADED)).toBeVisible();
  },
};

export const SubjectsFailing: Story = {
  parameters: backendWith(failing('listSubjects')),
  render: () => <Screen role="admin" path={SUBJECTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A subject: its facts, teachers, classes, weekly lessons and related courses. */
export const SubjectAdmin: Story = {
  render: () => <Screen role="admin" path={SUBJECT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'JavaScript Programming' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit subject' })).toBeVisible();
  },
};

export const SubjectLoading: Story = {
  parameters: backendWith(loading('listSubjects')),
  render: () => <Screen role="teacher" path={SUBJECT} />,
};

/** A learner on a phone: their own class, today's lessons first. */
export const TimetableStudentPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path={TIMETABLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Day' }, LOADED)).toBeVisible();
  },
};

/** An admin on a wide screen: the week as a grid, a class picker, and lessons to add, edit and remove. */
export const TimetableAdmin: Story = {
  render: () => <Screen role="admin" path={TIMETABLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Class' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add lesson' }, LOADED)).toBeVisible();
  },
};

/** A learner in no class yet. */
export const TimetableNoClass: Story = {
  parameters: backendWith(empty('listClassEnrollments')),
  render: () => <Screen role="student" path={TIMETABLE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You are not in a class yet' }, LOADED)).toBeVisible();
  },
};

export const TimetableFailing: Story = {
  parameters: backendWith(failing('listTimetables')),
  render: () => <Screen role="parent" path={TIMETABLE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** The class levels and class enrollments screens inside the dashboard shell, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { ClassEnrollmentsPage } from '../class-enrollments';
import { ClassLevelsPage } from './class-levels-page';

const Screen = dashboardScreen({
  'academics/class-levels': <ClassLevelsPage />,
  'academics/class-enrollments': <ClassEnrollmentsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LEVELS = '/dashboard/academics/class-levels';
// Section 1 is the demo teacher's class in the seed; the empty list is the unfiltered one (a filtered one offers Clear filters).
const SECTION = '/dashboard/academics/class-enrollments?class_section=1';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Academics/Class levels and enrollments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the levels in order with their classes; New class level, Edit and Delete. */
export const Levels: Story = {
  render: () => <Screen role="admin" path={LEVELS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Class levels' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A teacher reads the levels; no management actions. */
export const LevelsTeacher: Story = {
  render: () => <Screen role="teacher" path={LEVELS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /class(es)?$/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'New class level' })).toBeNull();
  },
};

export const LevelsEmpty: Story = {
  parameters: backendWith(empty('listClassLevels')),
  render: () => <Screen role="admin" path={LEVELS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No class levels yet' }, LOADED)).toBeVisible();
  },
};

export const LevelsFailing: Story = {
  parameters: backendWith(failing('listClassLevels')),
  render: () => <Screen role="admin" path={LEVELS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A class's students on a phone: each opens their record; Withdraw, Edit (move) and Delete for admins. */
export const Enrollments: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="admin" path={SECTION} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Students of / }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Withdraw' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A class without students: its own words and 'Enrol a student', not the filters' 'Clear filters'. */
export const EnrollmentsEmpty: Story = {
  parameters: backendWith(empty('listClassEnrollments')),
  render: () => <Screen role="admin" path={SECTION} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No students in this class yet' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const EnrollmentsLoading: Story = {
  parameters: backendWith(loading('listClassEnrollments')),
  render: () => <Screen role="admin" path={SECTION} />,
};

export const EnrollmentsFailing: Story = {
  parameters: backendWith(failing('listClassEnrollments')),
  render: () => <Screen role="admin" path={SECTION} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** The attendance screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading, unreachable } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { MyAttendancePage } from './mine';
import { RecordsPage } from './records';
import { RegisterPage } from './register';
import { StudentMonthPage } from './student';
import { nairobiToday } from './shared';
import { TodayPage } from './today';

const Screen = dashboardScreen({
  attendance: <TodayPage />,
  'attendance/register/:sectionId': <RegisterPage />,
  'attendance/records': <RecordsPage />,
  'attendance/students/:id': <StudentMonthPage />,
  'attendance/mine': <MyAttendancePage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
const PHONE = { viewport: { value: 'mobile', isRotated: false } };
// The demo teacher (user 3) is class teacher of section 1 in the seed; section 3 is another teacher's.
const OWN_REGISTER = '/dashboard/attendance/register/1';

const meta = {
  title: 'Screens/Attendance',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher's registers of the day: their sections, not taken yet, each opening its register. */
export const TodayTeacher: Story = {
  render: () => <Screen role="teacher" path="/dashboard/attendance" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Today’s registers' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: 'Take register' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Management sees every section's register. */
export const TodayAdmin: Story = { render: () => <Screen role="admin" path="/dashboard/attendance" /> };
export const TodayLoading: Story = { ...TodayAdmin, parameters: backendWith(loading('getTodayAttendance')) };
export const TodayFailing: Story = {
  ...TodayAdmin,
  parameters: backendWith(failing('getTodayAttendance')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** The register on a phone: everyone present; a tap marks a student absent. */
export const Register: Story = {
  globals: PHONE,
  render: () => <Screen role="teacher" path={OWN_REGISTER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = await canvas.findAllByRole('radiogroup', undefined, LOADED);
    await userEvent.click(within(groups[0] as HTMLElement).getByText('Absent'));
    await expect(within(groups[0] as HTMLElement).getByRole('radio', { name: 'Absent' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /^Save register/ })).toBeVisible();
  },
};

/** Back after a reload with marks not yet saved: they are restored, with a notice and Discard. */
export const RegisterRestored: Story = {
  globals: PHONE,
  beforeEach: () => {
    // Every student of the seed marked late: the register keeps the marks of its own students only.
    const late = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [index + 1, 'late']));
    window.sessionStorage.setItem(`ujuzi.register.1.${nairobiToday()}`, JSON.stringify(late));
    return () => window.sessionStorage.clear();
  },
  render: () => <Screen role="teacher" path={OWN_REGISTER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unsaved marks restored', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

/** The network drops on save: the register says so and keeps every mark. */
export const RegisterSaveFails: Story = {
  ...Register,
  parameters: backendWith(unreachable('bulkMarkAttendance')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = await canvas.findAllByRole('radiogroup', undefined, LOADED);
    await userEvent.click(within(groups[0] as HTMLElement).getByText('Late'));
    await userEvent.click(canvas.getByRole('button', { name: /^Save register/ }));
    await expect(await canvas.findByText('The register was not saved.', undefined, LOADED)).toBeVisible();
    await expect(within(groups[0] as HTMLElement).getByRole('radio', { name: 'Late' })).toBeChecked();
  },
};

/** Another teacher's section: read, not saved. */
export const RegisterNotYours: Story = {
  render: () => <Screen role="teacher" path="/dashboard/attendance/register/3" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You can only take the register of your own class sections.', undefined, LOADED),
    ).toBeVisible();
  },
};
export const RegisterEmpty: Story = {
  render: () => <Screen role="admin" path={OWN_REGISTER} />,
  parameters: backendWith(empty('listClassEnrollments')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No students in this section' }, LOADED),
    ).toBeVisible();
  },
};
export const RegisterLoading: Story = { ...RegisterEmpty, parameters: backendWith(loading('listAttendance')), play: undefined };
export const RegisterFailing: Story = {
  ...RegisterEmpty,
  parameters: backendWith(failing('listClassEnrollments')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** The records with the period's totals, filters and the CSV export; staff correct or delete a record. */
export const Records: Story = {
  render: () => <Screen role="admin" path="/dashboard/attendance/records" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};
export const RecordsEmpty: Story = {
  ...Records,
  parameters: backendWith(empty('listAttendance')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No attendance recorded yet' }, LOADED)).toBeVisible();
  },
};
export const RecordsFailing: Story = {
  ...Records,
  parameters: backendWith(failing('listAttendance')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A student's month from their page (staff). */
export const StudentMonth: Story = {
  render: () => <Screen role="teacher" path="/dashboard/attendance/students/4" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: /^Attendance of / }, LOADED)).toBeVisible();
  },
};
/** The student's own month, on a phone. */
export const MyMonth: Story = {
  globals: PHONE,
  render: () => <Screen role="student" path="/dashboard/attendance/mine" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My attendance' })).toBeVisible();
  },
};
/** A parent picks one of their children. */
export const ChildrenMonths: Story = {
  render: () => <Screen role="parent" path="/dashboard/attendance/mine" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Children' }, LOADED)).toBeVisible();
  },
};
export const ChildrenNone: Story = {
  render: () => <Screen role="parent" path="/dashboard/attendance/mine" />,
  parameters: backendWith(answering('listMyChildren', [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No children linked' }, LOADED)).toBeVisible();
  },
};
export const MonthFailing: Story = {
  ...MyMonth,
  parameters: backendWith(failing('getMonthlyAttendance')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

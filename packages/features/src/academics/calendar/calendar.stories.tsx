/** The school calendar and a calendar event inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CalendarEventPage } from '../calendar-event';
import { CalendarPage } from './calendar-page';

const Screen = dashboardScreen({
  'academics/calendar': <CalendarPage />,
  'academics/calendar/:id': <CalendarEventPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const NOVEMBER = '/dashboard/academics/calendar?month=2026-11';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Academics/Calendar',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher: the month as a grid of weeks, New event and the .ics download. */
export const TeacherMonth: Story = {
  render: () => <Screen role="teacher" path={NOVEMBER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'School calendar' })).toBeVisible();
    // A week-long event shows on each of its days.
    await expect((await canvas.findAllByRole('link', { name: 'End of term examinations' }, LOADED)).length).toBe(8);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New event' })[0]).toBeVisible();
  },
};

/** A student reads the month as an agenda: only the events meant for students, no staff actions. */
export const StudentAgenda: Story = {
  render: () => <Screen role="student" path={`${NOVEMBER}&view=agenda`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'End of term examinations' }, LOADED)).toBeVisible();
    await expect(canvas.queryByText('Staff training: teaching with AI tools')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'New event' })).toBeNull();
  },
};

/** At 360 px the month collapses to the agenda. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path={NOVEMBER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'End of term examinations' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The form in its dialog: an end before the start is refused on its field. */
export const CreateValidation: Story = {
  render: () => <Screen role="admin" path={NOVEMBER} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await page.findAllByRole('button', { name: 'New event' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New event' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create event' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCalendarEvents')),
  render: () => <Screen role="admin" path={NOVEMBER} />,
};

/** A month with no events, in the agenda: staff are offered New event. */
export const Empty: Story = {
  parameters: backendWith(empty('listCalendarEvents')),
  render: () => <Screen role="admin" path={`${NOVEMBER}&view=agenda`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No events in November 2026' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listCalendarEvents')),
  render: () => <Screen role="admin" path={NOVEMBER} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** An event's page for staff: Add to my calendar, Edit and Delete. */
export const EventStaff: Story = {
  render: () => <Screen role="admin" path="/dashboard/academics/calendar/6" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to my calendar' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** The same event for a student: read only. */
export const EventStudent: Story = {
  render: () => <Screen role="student" path="/dashboard/academics/calendar/6" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to my calendar' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const EventLoading: Story = {
  parameters: backendWith(loading('getCalendarEvent')),
  render: () => <Screen role="student" path="/dashboard/academics/calendar/6" />,
};

export const EventNotFound: Story = {
  render: () => <Screen role="student" path="/dashboard/academics/calendar/9999" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This event does not exist' }, LOADED)).toBeVisible();
  },
};

export const EventFailing: Story = {
  parameters: backendWith(failing('getCalendarEvent')),
  render: () => <Screen role="student" path="/dashboard/academics/calendar/6" />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

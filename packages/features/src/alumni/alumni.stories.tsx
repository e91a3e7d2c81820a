/** The alumni screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { AlumniPage } from './directory';
import { AlumniEventPage } from './event';
import { AlumniEventsPage } from './events';
import { AlumnusPage } from './profile';

const Screen = dashboardScreen({
  alumni: <AlumniPage />,
  'alumni/:id': <AlumnusPage />,
  'alumni/events': <AlumniEventsPage />,
  'alumni/events/:id': <AlumniEventPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
/** The first seeded graduate: listed, and linked to a former student's account. */
const ALUMNUS = '/dashboard/alumni/1';
/** The first seeded event: the homecoming, upcoming. */
const EVENT = '/dashboard/alumni/events/1';

const meta = {
  title: 'Screens/Alumni',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's directory: every record, listed or hidden, with New, Edit and Delete. */
export const Directory: Story = {
  render: () => <Screen role="admin" path="/dashboard/alumni" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alumni directory' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'New alumni record' }, LOADED)).toBeVisible();
  },
};

/** A student reads the listed graduates; nothing to manage. */
export const DirectoryStudent: Story = { render: () => <Screen role="student" path="/dashboard/alumni" /> };

export const DirectoryPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path="/dashboard/alumni?current_employer=Safaricom" />,
};

export const DirectoryEmpty: Story = {
  parameters: backendWith(empty('listAlumni')),
  render: () => <Screen role="admin" path="/dashboard/alumni" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No alumni in the directory yet' }, LOADED),
    ).toBeVisible();
  },
};

export const DirectoryLoading: Story = {
  parameters: backendWith(loading('listAlumni')),
  render: () => <Screen role="admin" path="/dashboard/alumni" />,
};

export const DirectoryFailing: Story = {
  parameters: backendWith(failing('listAlumni')),
  render: () => <Screen role="admin" path="/dashboard/alumni" />,
};

/** An admin on a profile: the student record of the account, Edit and Delete. */
export const Profile: Story = {
  render: () => <Screen role="admin" path={ALUMNUS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Student record' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A student reads the profile; the account's record is staff's. */
export const ProfileStudent: Story = { render: () => <Screen role="student" path={ALUMNUS} /> };

export const ProfilePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path={ALUMNUS} />,
};

export const ProfileNotFound: Story = {
  parameters: backendWith(failing('getAlumnus', 404)),
  render: () => <Screen role="student" path={ALUMNUS} />,
};

export const ProfileFailing: Story = {
  parameters: backendWith(failing('getAlumnus')),
  render: () => <Screen role="admin" path={ALUMNUS} />,
};

export const ProfileLoading: Story = {
  parameters: backendWith(loading('getAlumnus')),
  render: () => <Screen role="admin" path={ALUMNUS} />,
};

/** An admin's events: New, Edit and Delete on each. */
export const Events: Story = {
  render: () => <Screen role="admin" path="/dashboard/alumni/events" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alumni events' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'New alumni event' }, LOADED)).toBeVisible();
  },
};

export const EventsStudent: Story = { render: () => <Screen role="student" path="/dashboard/alumni/events" /> };

export const EventsPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path="/dashboard/alumni/events" />,
};

export const EventsEmpty: Story = {
  parameters: backendWith(empty('listAlumniEvents')),
  render: () => <Screen role="admin" path="/dashboard/alumni/events" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No alumni events yet' }, LOADED)).toBeVisible();
  },
};

export const EventsLoading: Story = {
  parameters: backendWith(loading('listAlumniEvents')),
  render: () => <Screen role="admin" path="/dashboard/alumni/events" />,
};

export const EventsFailing: Story = {
  parameters: backendWith(failing('listAlumniEvents')),
  render: () => <Screen role="admin" path="/dashboard/alumni/events" />,
};

/** An admin on an event: Edit and Delete. */
export const Event: Story = {
  render: () => <Screen role="admin" path={EVENT} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Delete' }, LOADED)).toBeVisible();
  },
};

export const EventStudent: Story = { render: () => <Screen role="student" path={EVENT} /> };

export const EventPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="parent" path={EVENT} />,
};

export const EventNotFound: Story = {
  parameters: backendWith(failing('getAlumniEvent', 404)),
  render: () => <Screen role="student" path={EVENT} />,
};

export const EventFailing: Story = {
  parameters: backendWith(failing('getAlumniEvent')),
  render: () => <Screen role="student" path={EVENT} />,
};

export const EventLoading: Story = {
  parameters: backendWith(loading('getAlumniEvent')),
  render: () => <Screen role="student" path={EVENT} />,
};

/** The parents screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { ParentPage } from './detail';
import { ParentsPage } from './list';

const Screen = dashboardScreen({
  parents: <ParentsPage />,
  'parents/:id': <ParentPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
/** The demo parent (seeded fifth: admin, teacher, …, parent). */
const PARENT = '/dashboard/parents/5';

const meta = {
  title: 'Screens/Parents',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  render: () => <Screen role="admin" path="/dashboard/parents" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Parents' })).toBeVisible();
  },
};

export const ListPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="teacher" path="/dashboard/parents" />,
};

export const ListEmpty: Story = {
  parameters: backendWith(empty('listParentUsers')),
  render: () => <Screen role="admin" path="/dashboard/parents" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No parent accounts yet' }, LOADED)).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: backendWith(loading('listParentUsers')),
  render: () => <Screen role="admin" path="/dashboard/parents" />,
};

export const ListFailing: Story = {
  parameters: backendWith(failing('listParentUsers')),
  render: () => <Screen role="admin" path="/dashboard/parents" />,
};

/** An admin on a parent's page: the children, Link a child and Unlink. */
export const ParentAdmin: Story = {
  render: () => <Screen role="admin" path={PARENT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Children' }, LOADED)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Link a child' })[0]).toBeVisible();
  },
};

/** A teacher reads the children; linking is management's. */
export const ParentTeacher: Story = { render: () => <Screen role="teacher" path={PARENT} /> };

export const ParentNoChildren: Story = {
  parameters: backendWith(empty('listStudentParentRelations')),
  render: () => <Screen role="admin" path={PARENT} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No child linked yet' }, LOADED)).toBeVisible();
  },
};

export const ParentChildrenFailing: Story = {
  parameters: backendWith(failing('listStudentParentRelations')),
  render: () => <Screen role="admin" path={PARENT} />,
};

export const ParentNotFound: Story = {
  parameters: backendWith(failing('getUser', 404)),
  render: () => <Screen role="admin" path={PARENT} />,
};

export const ParentLoading: Story = {
  parameters: backendWith(loading('getUser')),
  render: () => <Screen role="admin" path={PARENT} />,
};

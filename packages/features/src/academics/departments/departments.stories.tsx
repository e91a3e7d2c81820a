/** The departments screen inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { DepartmentsPage } from './departments-page';

const Screen = dashboardScreen({
  'academics/departments': <DepartmentsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const DEPARTMENTS = '/dashboard/academics/departments';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Academics/Departments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: each department with its head, teachers and subjects; New department, Edit and Delete. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Academics' })).toBeVisible();
  },
};

/** A teacher reads the departments; no management actions. */
export const Teacher: Story = {
  render: () => <Screen role="teacher" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /subjects?$/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'New department' })).toBeNull();
  },
};

/** The form in its dialog, with the contract's required fields refused when left blank. */
export const CreateValidation: Story = {
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await page.findAllByRole('button', { name: 'New department' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New department' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create department' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listDepartments')),
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
};

/** No departments yet: management is offered New department. */
export const Empty: Story = {
  parameters: backendWith(empty('listDepartments')),
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No departments yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listDepartments')),
  render: () => <Screen role="admin" path={DEPARTMENTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

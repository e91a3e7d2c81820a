/** The academic years and terms inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { AcademicYearsPage } from './years-page';

const Screen = dashboardScreen({
  'academics/years': <AcademicYearsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const YEARS = '/dashboard/academics/years';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Academics/Years and terms',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the years and terms with New, Edit, Delete and Mark current. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={YEARS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Academic years and terms' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Mark current: / }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A student sees which term is current; nothing to change. */
export const Student: Story = {
  render: () => <Screen role="student" path={YEARS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Term 3, 2026' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New year' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="admin" path={YEARS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Term 3, 2026' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listAcademicYears'), loading('listAcademicTerms'), loading('getCurrentAcademicTerm')),
  render: () => <Screen role="admin" path={YEARS} />,
};

/** No years, no terms, no current term: management is offered New year. */
export const Empty: Story = {
  parameters: backendWith(
    empty('listAcademicYears'),
    empty('listAcademicTerms'),
    failing('getCurrentAcademicTerm', 404, 'No current academic term is set.'),
  ),
  render: () => <Screen role="admin" path={YEARS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No academic years yet' }, LOADED)).toBeVisible();
    await expect(await canvas.findByText('none is set yet', undefined, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listAcademicYears'), failing('listAcademicTerms')),
  render: () => <Screen role="admin" path={YEARS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

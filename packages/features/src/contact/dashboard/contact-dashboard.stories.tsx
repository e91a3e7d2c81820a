/** The contact dashboard inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContactDashboard, ContactStats } from '@ujuzi/api';
import { expect, userEvent, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { ContactDashboardPage } from './contact-dashboard-page';

type Role = 'super_admin' | 'admin' | 'teacher';

const Dashboard = dashboardScreen({
  contact: <ContactDashboardPage />,
  '*': <RoutePage pathname="/dashboard/contact/inquiries" />,
});

function Screen({ role }: { role: Role }) {
  return <Dashboard role={role} path="/dashboard/contact" />;
}

const EMPTY_DASHBOARD: ContactDashboard = {
  total_inquiries: 0,
  new_inquiries: 0,
  open_inquiries: 0,
  assigned_to_me: 0,
  urgent_inquiries: 0,
  resolved_this_week: 0,
  total_faqs: 0,
  total_categories: 6,
  recent_inquiries: [],
};
const EMPTY_STATS: ContactStats = {
  total_inquiries: 0,
  inquiries_this_month: 0,
  inquiries_last_month: 0,
  by_status: { new: 0, in_progress: 0, resolved: 0, closed: 0 },
  by_priority: { low: 0, medium: 0, high: 0, urgent: 0 },
  by_category: [],
  average_response_time_hours: null,
  resolution_rate: 0,
  total_faqs: 0,
  faq_helpful_votes: 0,
  faq_not_helpful_votes: 0,
};

const meta = {
  title: 'Screens/Contact/Dashboard',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The charts' drawing loads through the dev server on first use: give it time. */
const LOADED = { timeout: 15_000 };

/** An admin: figures, charts linking to the filtered list, recent inquiries, categories and the response target. */
export const Admin: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact management' })).toBeVisible();
    const figures = await canvas.findByRole('region', { name: 'Inquiry figures' }, LOADED);
    await expect(within(figures).getByRole('link', { name: 'New inquiries' })).toHaveAttribute(
      'href',
      '/dashboard/contact/inquiries?status=new',
    );
    await expect(await canvas.findByRole('img', { name: 'Inquiries by status, donut chart' }, LOADED)).toBeVisible();
    const centre = canvas.getByRole('region', { name: 'Help centre' });
    await expect(within(centre).getByRole('link', { name: 'Categories' })).toBeVisible();
  },
};

export const SuperAdmin: Story = { render: () => <Screen role="super_admin" /> };

/** A teacher works inquiries and FAQs: no Categories link, no contact settings. */
export const Teacher: Story = {
  render: () => <Screen role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Help centre' }, LOADED);
    const sections = within(canvas.getByRole('navigation', { name: 'Contact management' }));
    await expect(sections.queryByRole('link', { name: 'Categories' })).toBeNull();
  },
};

/** The status chart's data shown as a table: each status links to the list filtered by it. */
export const StatusAsTable: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table: Inquiries by status' }, LOADED));
    const table = canvas.getByRole('table', { name: 'Inquiries by status' });
    await expect(within(table).getByRole('link', { name: 'In progress' })).toHaveAttribute(
      'href',
      '/dashboard/contact/inquiries?status=in_progress',
    );
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <Screen role="admin" />, globals: { colorMode: 'dark' } };

/** Every call still running: skeletons in the page's shape. */
export const Loading: Story = {
  parameters: backendWith(loading('getContactDashboard'), loading('getContactStats')),
  render: () => <Screen role="admin" />,
};

/** No inquiries yet: what to do next (write FAQs, see the contact form). */
export const Empty: Story = {
  parameters: backendWith(answering('getContactDashboard', EMPTY_DASHBOARD), answering('getContactStats', EMPTY_STATS)),
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No inquiries yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write FAQs' })).toBeVisible();
  },
};

/** The server fails: the error with Try again. */
export const Failing: Story = {
  parameters: backendWith(failing('getContactStats')),
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the contact dashboard' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The newsletter campaign screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { NewsletterHomePage } from './home';
import { EditNewsletterPage, NewNewsletterPage } from './newsletter-edit';
import { NewsletterPreviewPage } from './newsletter-preview';
import { NewsletterStatisticsPage } from './newsletter-statistics';
import { NewslettersPage } from './newsletters';

const Screen = dashboardScreen({
  newsletter: <NewsletterHomePage />,
  'newsletter/newsletters': <NewslettersPage />,
  'newsletter/newsletters/new': <NewNewsletterPage />,
  'newsletter/newsletters/edit/:id': <EditNewsletterPage />,
  'newsletter/newsletters/:id/preview': <NewsletterPreviewPage />,
  'newsletter/newsletters/:id/statistics': <NewsletterStatisticsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const HOME = '/dashboard/newsletter';
const LIST = '/dashboard/newsletter/newsletters';
/** The seed's campaigns: 1 the October digest (sent), 7 a scheduled one, 9 the November digest (draft). */
const SENT = 1;
const SCHEDULED = 7;
const DRAFT = 9;
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Newsletter campaigns',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: subscriber and campaign counts, recent campaigns with their rates, every section. */
export const HomeAdmin: Story = {
  render: () => <Screen role="admin" path={HOME} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recent campaigns' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Manage' })).toBeVisible();
  },
};

/** A teacher: the same numbers, only the sections a teacher may open, nothing to write. */
export const HomeTeacher: Story = {
  render: () => <Screen role="teacher" path={HOME} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Recent campaigns' }, LOADED);
    await expect(canvas.queryByRole('link', { name: 'New newsletter' })).toBeNull();
  },
};

export const HomeFailing: Story = {
  parameters: backendWith(failing('getNewsletterDashboardStats')),
  render: () => <Screen role="admin" path={HOME} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const ListAdmin: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'October 2026 digest' }, LOADED)).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: backendWith(loading('listNewsletters')),
  render: () => <Screen role="admin" path={LIST} />,
};

/** No campaigns yet: the way to write the first. */
export const ListEmpty: Story = {
  parameters: backendWith(empty('listNewsletters')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No newsletters yet' }, LOADED)).toBeVisible();
  },
};

export const EditorNew: Story = {
  render: () => <Screen role="admin" path={`${LIST}/new`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Save draft' }, LOADED)).toBeVisible();
  },
};

/** A draft: its fields, a test send, schedule and send now. */
export const EditorDraft: Story = {
  render: () => <Screen role="admin" path={`${LIST}/edit/${DRAFT}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send now' }, LOADED)).toBeVisible();
  },
};

/**
 * Approval required, the draft asked for by the demo admin, seen by the super admin: Approve and Reject;
 * Send now and Schedule disabled with the reason.
 */
export const EditorAwaitingApproval: Story = {
  beforeEach: () => {
    const db = getMockDatabase().newsletter;
    const settings = db.settings.all()[0];
    if (settings) db.settings.update(settings.id, { require_approval: true });
    db.newsletters.update(DRAFT, { approval_status: 'awaiting', approval_requested_by: 2 });
    return () => {
      if (settings) db.settings.update(settings.id, { require_approval: false });
      db.newsletters.update(DRAFT, { approval_status: null, approval_requested_by: null });
    };
  },
  render: () => <Screen role="super_admin" path={`${LIST}/edit/${DRAFT}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' }, LOADED)).toBeVisible();
    await expect(await canvas.findByText(/It is waiting for another admin\./, undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send now' })).toBeDisabled();
  },
};

/** A scheduled campaign: only its schedule can be cancelled. */
export const EditorScheduled: Story = {
  render: () => <Screen role="admin" path={`${LIST}/edit/${SCHEDULED}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Cancel schedule' }, LOADED)).toBeVisible();
  },
};

export const Preview: Story = {
  render: () => <Screen role="admin" path={`${LIST}/${SENT}/preview`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Email preview' }, LOADED)).toBeVisible();
  },
};

export const Statistics: Story = {
  render: () => <Screen role="teacher" path={`${LIST}/${SENT}/statistics`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Recipients', undefined, LOADED)).toBeVisible();
  },
};

/** The campaign's send logs could not load: the rest of the statistics stay, the logs offer Try again. */
export const StatisticsSendLogsFailing: Story = {
  parameters: backendWith(failing('listNewsletterSendLogs')),
  render: () => <Screen role="teacher" path={`${LIST}/${SENT}/statistics`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Could not load send logs' }, LOADED)).toBeVisible();
  },
};

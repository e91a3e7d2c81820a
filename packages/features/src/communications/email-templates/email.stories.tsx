/** The e-mail templates, the e-mail logs and one e-mail, in the dashboard shell on the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { EmailLogPage } from '../email-log/email-log-page';
import { EmailLogsPage } from '../email-logs/email-logs-page';
import { EmailTemplatesPage } from './email-templates-page';

const Screen = dashboardScreen({
  'communications/email-templates': <EmailTemplatesPage />,
  'communications/email-logs': <EmailLogsPage />,
  'communications/email-logs/:id': <EmailLogPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const TEMPLATES = '/dashboard/communications/email-templates';
const LOGS = '/dashboard/communications/email-logs';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Communications/E-mail',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The templates with their placeholders; New template opens the form with its sanitised preview. */
export const Templates: Story = {
  render: () => <Screen role="admin" path={TEMPLATES} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: 'E-mail templates' })).toBeVisible();
    await userEvent.click((await page.findAllByRole('button', { name: 'New template' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New e-mail template' }));
    await expect(await dialog.findByRole('region', { name: 'Preview' }, LOADED)).toBeVisible();
  },
};

export const TemplatesLoading: Story = {
  parameters: backendWith(loading('listEmailTemplates')),
  render: () => <Screen role="admin" path={TEMPLATES} />,
};

/** No template yet: New template is offered. */
export const TemplatesEmpty: Story = {
  parameters: backendWith(empty('listEmailTemplates')),
  render: () => <Screen role="admin" path={TEMPLATES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No e-mail templates yet' }, LOADED)).toBeVisible();
  },
};

export const TemplatesFailing: Story = {
  parameters: backendWith(failing('listEmailTemplates')),
  render: () => <Screen role="admin" path={TEMPLATES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** Every e-mail with its delivery state; each subject opens the mail. */
export const Logs: Story = {
  render: () => <Screen role="admin" path={LOGS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('link', { name: /./ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** No mail sent yet: the way to the templates. */
export const LogsEmpty: Story = {
  parameters: backendWith(empty('listEmailLogs')),
  render: () => <Screen role="admin" path={LOGS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'See the templates' }, LOADED)).toBeVisible();
  },
};

/** One mail: recipient, template, times and what was sent. */
export const Log: Story = {
  render: () => <Screen role="admin" path={`${LOGS}/1`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('What was sent', undefined, LOADED)).toBeVisible();
  },
};

export const LogFailing: Story = {
  parameters: backendWith(failing('getEmailLog')),
  render: () => <Screen role="admin" path={`${LOGS}/1`} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /Try again|Retry/ }, LOADED))[0]).toBeVisible();
  },
};

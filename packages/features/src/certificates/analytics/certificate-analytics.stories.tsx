/** Certificate analytics inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CertificateAnalyticsPage } from './certificate-analytics-page';

const Dashboard = dashboardScreen({
  'certificates/analytics': <CertificateAnalyticsPage />,
  '*': <RoutePage pathname="/dashboard/certificates/manage" />,
});

function Screen() {
  return <Dashboard role="admin" path="/dashboard/certificates/analytics" />;
}

const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Certificates/Analytics',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate analytics' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Overall rates' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <Screen />, globals: { colorMode: 'dark' } };

export const Loading: Story = {
  parameters: backendWith(
    loading('getCourseCertificateIssuanceTrends'),
    loading('listPopularCertificateCourses'),
    loading('getCourseCertificateCompletionRates'),
  ),
  render: () => <Screen />,
};

export const Empty: Story = {
  parameters: backendWith(answering('listPopularCertificateCourses', { limit: 10, results: [] })),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificate issued yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listPopularCertificateCourses')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load popular courses' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Certificate analytics inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { RoutePage } from '../../routing/route-page';
import { DashboardShell } from '../../shell/dashboard-shell';
import { CertificateAnalyticsPage } from './certificate-analytics-page';

const backend = mockHandlers();

function Screen() {
  return (
    <StoryApp
      path="/dashboard/certificates/analytics"
      signedIn={signedInAs('admin')}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="certificates/analytics" element={<CertificateAnalyticsPage />} />
          <Route path="*" element={<RoutePage pathname="/dashboard/certificates/manage" />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const LOADED = { timeout: 15_000 };
const hang = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

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

export const Phone: Story = { render: () => <Screen />, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Dark: Story = { render: () => <Screen />, globals: { colorMode: 'dark' } };

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/courses/certificates/analytics/*', hang), ...backend] } },
  render: () => <Screen />,
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/certificates/analytics/popular-courses/', () => HttpResponse.json({ limit: 10, results: [] })),
        ...backend,
      ],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificate issued yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/certificates/analytics/popular-courses/', () =>
          HttpResponse.json({ detail: 'Boom' }, { status: 500 }),
        ),
        ...backend,
      ],
    },
  },
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load popular courses' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

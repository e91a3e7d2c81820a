/** The grading systems screens and the report card generation inside the dashboard shell, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { ExamPage } from '../exam';
import { ReportCardsPage } from '../report-cards';
import { GradingSystemPage } from './system-page';
import { GradingSystemsPage } from './systems-page';

const Screen = dashboardScreen({
  'assessments/grading-systems': <GradingSystemsPage />,
  'assessments/grading-systems/:id': <GradingSystemPage />,
  'assessments/report-cards': <ReportCardsPage />,
  'assessments/exams/:slug': <ExamPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const SYSTEMS = '/dashboard/assessments/grading-systems';
const LOADED = { timeout: 15_000 };
const GAPPY = {
  id: 2,
  name: 'Competency-based (TVET CDACC)',
  description: 'Distinction, Merit, Pass and Referral for certificate courses.',
  is_default: false,
  is_active: true,
  created_at: '2025-08-01T08:00:00Z',
  updated_at: '2025-08-01T08:00:00Z',
  bands: [
    {
      id: 13,
      grading_system: 2,
      grade: 'DIST',
      min_marks: 75,
      max_marks: 100,
      points: 4,
      remarks: 'Distinction',
      created_at: '2025-08-01T08:00:00Z',
      updated_at: '2025-08-01T08:00:00Z',
    },
    {
      id: 16,
      grading_system: 2,
      grade: 'REF',
      min_marks: 0,
      max_marks: 49.99,
      points: 0,
      remarks: 'Referral',
      created_at: '2025-08-01T08:00:00Z',
      updated_at: '2025-08-01T08:00:00Z',
    },
  ],
};

const meta = {
  title: 'Screens/Assessments/Grading',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Management: every system with its bands, New, Edit and Delete (not on the default). */
export const Systems: Story = {
  render: () => <Screen role="admin" path={SYSTEMS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'KCSE 12-point scale' }, LOADED)).toBeVisible();
  },
};

/** A teacher reads them, and may change none. */
export const SystemsTeacher: Story = { render: () => <Screen role="teacher" path={SYSTEMS} /> };
export const SystemsEmpty: Story = {
  parameters: backendWith(empty('listGradingSystems')),
  render: () => <Screen role="admin" path={SYSTEMS} />,
};
export const SystemsLoading: Story = {
  parameters: backendWith(loading('listGradingSystems')),
  render: () => <Screen role="admin" path={SYSTEMS} />,
};
export const SystemsFailing: Story = {
  parameters: backendWith(failing('listGradingSystems')),
  render: () => <Screen role="admin" path={SYSTEMS} />,
};

/** One system's bands, edited by management. */
export const System: Story = { render: () => <Screen role="admin" path={`${SYSTEMS}/1`} /> };
export const SystemTeacher: Story = { render: () => <Screen role="teacher" path={`${SYSTEMS}/1`} /> };
/** Marks no band covers are named. */
export const SystemWithGap: Story = {
  parameters: backendWith(answering('getGradingSystem', GAPPY)),
  render: () => <Screen role="admin" path={`${SYSTEMS}/2`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No band covers 50–74\.99 %/, undefined, LOADED)).toBeVisible();
  },
};
export const SystemWithoutBands: Story = {
  parameters: backendWith(answering('getGradingSystem', { ...GAPPY, bands: [] })),
  render: () => <Screen role="admin" path={`${SYSTEMS}/2`} />,
};
export const SystemLoading: Story = {
  parameters: backendWith(loading('getGradingSystem')),
  render: () => <Screen role="admin" path={`${SYSTEMS}/1`} />,
};
export const SystemFailing: Story = {
  parameters: backendWith(failing('getGradingSystem')),
  render: () => <Screen role="admin" path={`${SYSTEMS}/1`} />,
};
export const SystemNotFound: Story = {
  parameters: backendWith(failing('getGradingSystem', 404, 'Not found.')),
  render: () => <Screen role="admin" path={`${SYSTEMS}/99`} />,
};

/** The generation dialog: last term's cards exist, so each student is named as skipped. */
export const GenerateReportCards: Story = {
  render: () => <Screen role="admin" path="/dashboard/assessments/report-cards" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate report cards' }, LOADED));
  },
};

/** An exam whose results are published: no 'Publish all results'; with unpublished ones, the count. */
export const ExamActions: Story = {
  render: () => <Screen role="admin" path="/dashboard/assessments/exams/fcsd-cat-1-term-3-2026" />,
};

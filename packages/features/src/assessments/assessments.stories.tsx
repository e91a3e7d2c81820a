/** The exams, results and report card screens inside the dashboard shell, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { ExamPage } from './exam';
import { ExamsPage } from './exams';
import { ReportCardPage } from './report-card';
import { ReportCardsPage } from './report-cards';
import { ResultsPage } from './results';

const Screen = dashboardScreen({
  'assessments/exams': <ExamsPage />,
  'assessments/exams/:slug': <ExamPage />,
  'assessments/results': <ResultsPage />,
  'assessments/report-cards': <ReportCardsPage />,
  'assessments/report-cards/:slug': <ReportCardPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const EXAMS = '/dashboard/assessments/exams';
const RESULTS = '/dashboard/assessments/results';
const REPORT_CARDS = '/dashboard/assessments/report-cards';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Assessments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: every exam, with the sections to move between. */
export const ExamsTeacher: Story = {
  render: () => <Screen role="teacher" path={EXAMS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Exams and results' })).toBeVisible();
  },
};

export const ExamsEmpty: Story = {
  parameters: backendWith(empty('listExams')),
  render: () => <Screen role="admin" path={EXAMS} />,
};

/** An exam with its marks (the first seeded exam is a marked CAT). */
export const Exam: Story = {
  render: () => <Screen role="teacher" path={`${EXAMS}/fcsd-cat-1-term-3-2026`} />,
};

/** A student: their own published marks and grades. */
export const ResultsStudent: Story = {
  render: () => <Screen role="student" path={RESULTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results' }, LOADED)).toBeVisible();
  },
};

export const ResultsLoading: Story = {
  parameters: backendWith(loading('listExamResults')),
  render: () => <Screen role="student" path={RESULTS} />,
};

export const ResultsFailing: Story = {
  parameters: backendWith(failing('listExamResults')),
  render: () => <Screen role="parent" path={RESULTS} />,
};

/** A parent: each child's report cards. */
export const ReportCardsParent: Story = {
  render: () => <Screen role="parent" path={REPORT_CARDS} />,
};

export const ReportCardsEmpty: Story = {
  parameters: backendWith(empty('listReportCards')),
  render: () => <Screen role="student" path={REPORT_CARDS} />,
};

/** The demo student's printable report card of last term. */
export const ReportCard: Story = {
  render: () => <Screen role="student" path={`${REPORT_CARDS}/student-term-2-2026`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Subjects, marks and grades' }, LOADED)).toBeVisible();
  },
};

/** The same card for staff: Publish when a draft, Edit remarks and Delete. */
export const ReportCardStaff: Story = {
  render: () => <Screen role="admin" path={`${REPORT_CARDS}/student-term-2-2026`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit remarks' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

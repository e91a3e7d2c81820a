/** The records screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { AcademicRecordsPage } from './academic-records';
import { DocumentsPage } from './documents';
import { DocumentsToVerifyPage } from './documents-to-verify';
import { PeoplePage } from './people';
import { PeopleImportPage } from './people-import';
import { SchoolProfilePage } from './school';

const Screen = dashboardScreen({
  'records/documents': <DocumentsPage />,
  'records/documents/unverified': <DocumentsToVerifyPage />,
  'records/academic-records': <AcademicRecordsPage />,
  'records/school': <SchoolProfilePage />,
  'records/people': <PeoplePage />,
  'records/people/import': <PeopleImportPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
const DOCUMENTS = '/dashboard/records/documents';
const TO_VERIFY = '/dashboard/records/documents/unverified';
const RECORDS = '/dashboard/records/academic-records';
const SCHOOL = '/dashboard/records/school';

const meta = {
  title: 'Screens/Records',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: everyone's documents, each naming its owner; Verify on those not verified yet. */
export const DocumentsAdmin: Story = {
  render: () => <Screen role="admin" path={DOCUMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Verify' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A student on a phone: their own documents and Upload a document. */
export const DocumentsStudent: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="student" path={DOCUMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Upload a document' }, LOADED))[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

export const DocumentsEmpty: Story = {
  parameters: backendWith(empty('listUserDocuments')),
  render: () => <Screen role="student" path={DOCUMENTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No documents yet' }, LOADED)).toBeVisible();
  },
};

export const DocumentsLoading: Story = {
  parameters: backendWith(loading('listUserDocuments')),
  render: () => <Screen role="admin" path={DOCUMENTS} />,
};

/** The queue: documents not verified yet, the oldest first. */
export const ToVerify: Story = {
  render: () => <Screen role="admin" path={TO_VERIFY} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents to verify' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Verify' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Nothing left to verify: the way to all documents. */
export const ToVerifyEmpty: Story = {
  parameters: backendWith(empty('listUnverifiedUserDocuments')),
  render: () => <Screen role="admin" path={TO_VERIFY} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing to verify' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All documents' })).toBeVisible();
  },
};

export const ToVerifyFailing: Story = {
  parameters: backendWith(failing('listUnverifiedUserDocuments')),
  render: () => <Screen role="admin" path={TO_VERIFY} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** An admin: the records with Add a record, Edit and Delete. */
export const AcademicRecordsAdmin: Story = {
  render: () => <Screen role="admin" path={RECORDS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Academic records' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A teacher reads the records; no management actions. */
export const AcademicRecordsTeacher: Story = {
  render: () => <Screen role="teacher" path={RECORDS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Term 3', undefined, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Add a record' })).toBeNull();
  },
};

export const AcademicRecordsEmpty: Story = {
  parameters: backendWith(empty('listAcademicRecords')),
  render: () => <Screen role="admin" path={RECORDS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No academic records yet' }, LOADED)).toBeVisible();
  },
};

/** The school profile with its logo and the current academic year. */
export const School: Story = {
  render: () => <Screen role="admin" path={SCHOOL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Motto/ }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Current academic year' })).toBeVisible();
  },
};

export const SchoolLoading: Story = {
  parameters: backendWith(loading('getSchoolInfo')),
  render: () => <Screen role="admin" path={SCHOOL} />,
};

export const SchoolFailing: Story = {
  parameters: backendWith(failing('getSchoolInfo')),
  render: () => <Screen role="admin" path={SCHOOL} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** The people in figures, the reports with their exports, the data export and the administrators. */
export const People: Story = {
  render: () => <Screen role="admin" path="/dashboard/records/people" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Export users report (CSV)' }, LOADED)).toBeVisible();
    await expect(await canvas.findByText('New this month', undefined, LOADED)).toBeVisible();
  },
};

export const PeopleFailing: Story = {
  parameters: backendWith(failing('getUserStats')),
  render: () => <Screen role="admin" path="/dashboard/records/people" />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** CSV typed in: each row previewed with its problem before anything is sent. */
export const PeopleImport: Story = {
  render: () => <Screen role="admin" path="/dashboard/records/people/import" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: /^Rows/ }, LOADED));
    await userEvent.paste(
      'username,email,first_name,last_name,user_type\nnjeri.w,njeri@gmail.com,Njeri,W,student\nx,bad,X,Y,student',
    );
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create 1 person' })).toBeEnabled();
  },
};

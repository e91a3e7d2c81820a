import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AcademicRecordsPage } from './academic-records-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const recorded = () => must(getMockDatabase().accounts.academicRecords.all()[0], 'a seeded academic record');
const renderRecords = (role: 'admin' | 'teacher', path = '/dashboard/records/academic-records') =>
  renderInApp(<AcademicRecordsPage />, { path, session: signedInSession(role) });

describe('academic records', () => {
  it('adds a record for the student the list shows; a score over 100 is refused on its field, nothing typed lost', async () => {
    const studentId = recorded().student;
    const { user } = renderRecords('admin', `/dashboard/records/academic-records?student=${studentId}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Academic records of / }, LOADED)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Add a record' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New academic record' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Term/ }, LOADED), 'Term 1');
    await user.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Computer Networks');
    const score = dialog.getByRole('textbox', { name: /^Score/ });
    await user.type(score, '120');
    await user.type(dialog.getByRole('textbox', { name: /^Grade/ }), 'A');
    await user.click(dialog.getByRole('button', { name: 'Add record' }));
    expect(await dialog.findByText('Enter a score from 0 to 100.')).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe('Computer Networks');
    await user.clear(score);
    await user.type(score, '81.5');
    await user.click(dialog.getByRole('button', { name: 'Add record' }));
    await waitFor(() =>
      expect(getMockDatabase().accounts.academicRecords.find((row) => row.subject === 'Computer Networks')?.student).toBe(
        studentId,
      ),
    );
    expect(await screen.findByText('Record added', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('shows a teacher the records, each student linking to their record, without the management actions', async () => {
    const record = recorded();
    renderRecords('teacher', `/dashboard/records/academic-records?student=${record.student}`);
    await screen.findAllByText(record.subject, undefined, LOADED);
    const student = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === `/dashboard/students/${record.student}`);
    expect(student.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add a record' })).toBeNull();
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listAcademicRecords: 500 } });
    renderRecords('admin');
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ReportCardsPage } from '../report-cards';
import { ReportCardPage } from './report-card-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

function myCard() {
  const db = getMockDatabase();
  const me = db.accounts.users.find((user) => user.username === 'student');
  const card = db.assessment.reportCards.find((row) => row.student.id === me?.id && row.status === 'published');
  if (!card) throw new Error('the seed publishes the demo student’s last report card');
  return card;
}

describe('the report cards', () => {
  it('lists a student’s own cards, each opening its page', async () => {
    const card = myCard();
    const other = getMockDatabase().assessment.reportCards.find((row) => row.student.id !== card.student.id);
    renderInApp(<ReportCardsPage />, { path: '/dashboard/assessments/report-cards', session: signedInSession('student') });
    const link = await screen.findByRole('link', { name: new RegExp(card.academic_term_name ?? '') }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/assessments/report-cards/${card.slug}`);
    if (other) expect(screen.queryByText(new RegExp(other.student.get_full_name ?? other.student.username))).toBeNull();
  });

  it('shows the card: subjects with marks and grades, the mean grade and the remarks, with Print', async () => {
    const card = myCard();
    renderInApp(<ReportCardPage />, {
      path: `/dashboard/assessments/report-cards/${card.slug}`,
      routePath: '/dashboard/assessments/report-cards/:slug',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Report card: / }, LOADED)).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Subjects, marks and grades' }, LOADED));
    const line = card.subject_lines[0];
    if (!line) throw new Error('the card has subjects');
    expect(table.getByRole('rowheader', { name: line.subject.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Remarks' })).toBeTruthy();
  });

  it('lets staff publish a draft card', async () => {
    const card = myCard();
    getMockDatabase().assessment.reportCards.update(card.id, { status: 'draft' });
    const { user } = renderInApp(<ReportCardPage />, {
      path: `/dashboard/assessments/report-cards/${card.slug}`,
      routePath: '/dashboard/assessments/report-cards/:slug',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(getMockDatabase().assessment.reportCards.get(card.id)?.status).toBe('published'), LOADED);
  }, 30_000);

  it('lets staff edit the remarks, then delete the card after a confirmation naming the student and term', async () => {
    const card = myCard();
    const { user } = renderInApp(<ReportCardPage />, {
      path: `/dashboard/assessments/report-cards/${card.slug}`,
      routePath: '/dashboard/assessments/report-cards/:slug',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit remarks' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: /^Remarks on / }));
    const principal = await dialog.findByRole('textbox', { name: /^Principal’s remarks/ }, LOADED);
    await user.clear(principal);
    await user.type(principal, 'Ready for the next level.');
    await user.click(dialog.getByRole('button', { name: 'Save remarks' }));
    expect(await screen.findByText('Ready for the next level.', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().assessment.reportCards.get(card.id)?.principal_remarks).toBe('Ready for the next level.');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: /^Delete .* report card for / }));
    await user.click(confirm.getByRole('button', { name: 'Delete report card' }));
    await waitFor(() => expect(getMockDatabase().assessment.reportCards.get(card.id)).toBeUndefined(), LOADED);
  }, 40_000);
});

import { screen, within } from '@testing-library/react';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CertificateAnalyticsPage } from './certificate-analytics-page';

startMockBackend();

describe('certificate analytics', { timeout: 25_000 }, () => {
  it('shows the ten most certified courses as a chart and a table whose names link to exactly the certificates counted', async () => {
    renderInApp(<CertificateAnalyticsPage />, { path: '/dashboard/certificates/analytics', session: signedInSession('admin') });
    const table = await screen.findByRole('table', { name: 'The 10 courses with the most certificates' }, { timeout: 15_000 });
    const links = within(table).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(10);
    const db = getMockDatabase();
    for (const link of links) {
      const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(url.pathname).toBe('/dashboard/certificates/all');
      expect(url.searchParams.get('status')).toBe('issued');
      const course = Number(url.searchParams.get('course'));
      const issued = db.progress.certificates.filter((row) => row.course === course && row.status === 'issued').length;
      const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
      expect(cells.at(-1)?.textContent).toBe(String(issued));
    }
  });

  it('shows issuance by month and the completion rates by course, each with a table alternative', async () => {
    renderInApp(<CertificateAnalyticsPage />, { path: '/dashboard/certificates/analytics', session: signedInSession('admin') });
    const months = await screen.findByRole('table', { name: 'Certificates issued and revoked by month' }, { timeout: 15_000 });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    const rates = await screen.findByRole('table', { name: 'Completion and certification rates by course' });
    expect(within(rates).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/dashboard\/courses\//);
    const overall = screen.getByRole('region', { name: 'Overall rates' });
    expect(within(overall).getByText('Completion rate')).toBeTruthy();
  });

  it('shows an error with Retry for a chart whose figures fail, and the others still', async () => {
    setMockFaults({ statuses: { listPopularCertificateCourses: 500 } });
    renderInApp(<CertificateAnalyticsPage />, { path: '/dashboard/certificates/analytics', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load popular courses' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Certificates issued and revoked by month' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { PeoplePage } from './people-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderPeople = () => renderInApp(<PeoplePage />, { path: '/dashboard/records/people', session: signedInSession('admin') });

describe('people and reports', () => {
  it('shows the figures, both reports with their exports, the data export and the administrators', async () => {
    renderPeople();
    expect(await screen.findByText('New this month', undefined, LOADED)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export users report (CSV)' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export academic report (CSV)' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    const admins = await screen.findAllByRole('link', { name: /\w/ }, LOADED);
    expect(admins.some((link) => link.getAttribute('href')?.startsWith('/dashboard/staff/'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Create people from a CSV' }).getAttribute('href')).toBe(
      '/dashboard/records/people/import',
    );
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getUserStats: 500 } });
    renderPeople();
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

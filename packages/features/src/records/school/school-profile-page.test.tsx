import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SchoolProfilePage } from './school-profile-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderProfile = () =>
  renderInApp(<SchoolProfilePage />, { path: '/dashboard/records/school', session: signedInSession('admin') });

describe('the school profile', () => {
  it('saves the motto; a bad phone number is refused on its field, nothing typed lost', async () => {
    const { user } = renderProfile();
    const motto = await screen.findByRole('textbox', { name: /^Motto/ }, LOADED);
    await user.clear(motto);
    await user.type(motto, 'Learn by building');
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Motto/ }) as HTMLInputElement).value).toBe('Learn by building');
    await user.clear(phone);
    await user.type(phone, '+254711222333');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(getMockDatabase().core.school.all()[0]?.motto).toBe('Learn by building'));
    expect(await screen.findByText('School profile saved', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('shows the current academic year, linking to the years and terms', async () => {
    renderProfile();
    const year = await screen.findByRole('heading', { name: 'Current academic year' }, LOADED);
    expect(year).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/dashboard/academics/years')).toBe(true),
    );
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getSchoolInfo: 500 } });
    renderProfile();
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { GradingSystemPage } from './system-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderSystem = (id: number | string, role: 'admin' | 'teacher' = 'admin') =>
  renderInApp(<GradingSystemPage />, {
    path: `/dashboard/assessments/grading-systems/${id}`,
    routePath: '/dashboard/assessments/grading-systems/:id',
    session: signedInSession(role),
  });

function certificateSystem() {
  const system = getMockDatabase().assessment.gradingSystems.find((row) => row.name.startsWith('Competency'));
  if (!system) throw new Error('the seed has the certificate grading system');
  return system;
}

describe('a grading system’s page', () => {
  it('shows its bands; an admin is told of an overlap on the field, and a gap once a band is gone', async () => {
    const system = certificateSystem();
    const { user } = renderSystem(system.id);
    expect(await screen.findByRole('heading', { level: 1, name: system.name }, LOADED)).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: `Grade bands of ${system.name}` }, LOADED));
    expect(table.getByText('75–100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add grade band' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New grade band' }, LOADED));
    await user.type(await dialog.findByRole('textbox', { name: /Grade/ }, LOADED), 'X');
    await user.type(dialog.getByRole('textbox', { name: /Points/ }), '1');
    await user.type(dialog.getByRole('textbox', { name: /From/ }), '40');
    await user.type(dialog.getByRole('textbox', { name: /To/ }), '55');
    await user.click(dialog.getByRole('button', { name: 'Add grade band' }));
    expect(await dialog.findByText('The range overlaps grade PASS (50–59.99).', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /Grade/ }) as HTMLInputElement).value).toBe('X');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete grade PASS' }));
    await user.click(await screen.findByRole('button', { name: 'Delete grade band' }, LOADED));
    expect(await screen.findByText('Some marks get no grade', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText(/No band covers 50–59\.99 %/)).toBeTruthy();
    await waitFor(() =>
      expect(getMockDatabase().assessment.gradeBands.filter((band) => band.grading_system === system.id)).toHaveLength(3),
    );
  }, 30_000);

  it('offers a teacher no changes', async () => {
    const system = certificateSystem();
    renderSystem(system.id, 'teacher');
    expect(await screen.findByRole('table', { name: `Grade bands of ${system.name}` }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add grade band' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit grading system' })).toBeNull();
  });

  it('says when the system does not exist, with the way back', async () => {
    renderSystem(99_999);
    expect(await screen.findByRole('link', { name: 'Back to grading systems' }, LOADED)).toBeTruthy();
  });
});

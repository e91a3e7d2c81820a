import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { formatMoney } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { UpcomingInstallmentsPage } from './upcoming-installments-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderUpcoming = (path = '/dashboard/payments/admin/upcoming-installments?days=90') =>
  renderInApp(<UpcomingInstallmentsPage />, { path, session: signedInSession('accountant') });

describe('upcoming installments (the office)', () => {
  it('lists what falls due with the total still to pay, and marks one paid in part with its reference', async () => {
    const { user } = renderUpcoming();
    expect(await screen.findByText(/still to pay in the next 90 days$/, undefined, LOADED)).toBeTruthy();
    const button = (await screen.findAllByRole('button', { name: /^Mark paid: / }, LOADED))[0] as HTMLElement;
    const label = button.getAttribute('aria-label') ?? '';
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: /^Mark installment \d+ paid$/ }, LOADED));
    const amount = await dialog.findByRole('textbox', { name: /^Amount paid/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, '99999999');
    await user.type(dialog.getByRole('textbox', { name: /^Reference/ }), 'EQB-FT-1');
    await user.click(dialog.getByRole('button', { name: /^Mark .* paid$/ }));
    expect(await dialog.findByText(/^Enter an amount between 0.01 and/, undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Reference/ }) as HTMLInputElement).value).toBe('EQB-FT-1');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(dialog.getByRole('button', { name: `Mark ${formatMoney('100')} paid` }));
    await waitFor(
      () =>
        expect(getMockDatabase().payments.payments.find((row) => row.gateway_transaction_id === 'EQB-FT-1')?.amount).toBe(
          '100.00',
        ),
      LOADED,
    );
    expect(await screen.findByText('Payment recorded', undefined, LOADED)).toBeTruthy();
    expect(label).toMatch(/installment \d+$/);
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listUpcomingInstallments: 500 } });
    renderUpcoming();
    expect(await screen.findByRole('heading', { name: 'Could not load upcoming installments' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

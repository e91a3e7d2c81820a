import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { PaymentPlanPage } from '../plan/plan-page';
import { PaymentPlansPage } from './plans-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderPlans = (path = '/dashboard/payments/admin/plans') =>
  renderInApp(<PaymentPlansPage />, { path, session: signedInSession('admin') });

describe('the payment plans', () => {
  it('list each plan with its schedule, and the featured ones in display order', async () => {
    renderPlans();
    const names = await screen.findAllByRole('link', { name: '3 Monthly Installments' }, LOADED);
    const listed = names.find((name) => !name.closest('ol'));
    const row = within(must(listed?.closest('li, tr') as HTMLElement | null | undefined, 'its row'));
    expect(row.getByText('3 installments, monthly')).toBeTruthy();
    const featured = await screen.findByRole('list', { name: 'Featured plans, in display order' }, LOADED);
    expect(within(featured).getAllByRole('link').length).toBeGreaterThan(0);
  }, 30_000);

  it('creates an installment plan; one installment is refused on its field, nothing typed lost', async () => {
    const { user } = renderPlans();
    await user.click((await screen.findAllByRole('button', { name: 'New payment plan' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New payment plan' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Two Termly Installments');
    const count = dialog.getByRole('textbox', { name: /^Installments/ });
    await user.clear(count);
    await user.type(count, '1');
    await user.click(dialog.getByRole('button', { name: 'Create payment plan' }));
    expect(await dialog.findByText('An installment plan has at least 2 installments.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Two Termly Installments');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(dialog.getByRole('button', { name: 'Create payment plan' }));
    await waitFor(
      () => expect(getMockDatabase().payments.plans.find((plan) => plan.name === 'Two Termly Installments')).toBeTruthy(),
      LOADED,
    );
    expect(getMockDatabase().payments.plans.find((plan) => plan.name === 'Two Termly Installments')).toMatchObject({
      plan_type: 'installments',
      number_of_installments: 2,
      interval: 'monthly',
    });
    expect((await screen.findAllByRole('link', { name: 'Two Termly Installments' }, LOADED)).length).toBeGreaterThan(0);
  }, 40_000);

  it('shows a plan with the other plans of its type', async () => {
    const plan = must(
      getMockDatabase().payments.plans.find((row) => row.plan_type === 'installments' && row.is_active),
      'an installment plan',
    );
    renderInApp(<PaymentPlanPage />, {
      path: `/dashboard/payments/admin/plans/${plan.id}`,
      routePath: '/dashboard/payments/admin/plans/:planId',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: plan.name }, LOADED)).toBeTruthy();
    const others = await screen.findByRole('heading', { name: 'Other plans of this type: Installments' }, LOADED);
    expect(others).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Every installments plan, inactive ones too' })).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listPaymentPlans: 500 } });
    renderPlans();
    expect(await screen.findByRole('heading', { name: 'Could not load payment plans' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

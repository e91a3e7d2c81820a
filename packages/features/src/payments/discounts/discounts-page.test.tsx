import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { DiscountsPage } from './discounts-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderDiscounts = (path = '/dashboard/payments/admin/discounts') =>
  renderInApp(<DiscountsPage />, { path, session: signedInSession('admin') });

describe('the discount codes', () => {
  it('show what each takes off, when it is valid and how often it was used', async () => {
    const code = must(
      getMockDatabase().payments.discounts.find((row) => row.max_uses !== null),
      'a limited code',
    );
    renderDiscounts();
    const name = await screen.findByText(code.code, undefined, LOADED);
    const row = within(must(name.closest('li, tr') as HTMLElement | null, 'its row'));
    expect(row.getByText(`${code.used_count} of ${code.max_uses} uses`)).toBeTruthy();
  }, 30_000);

  it('creates a 20 % code for one course; a percentage over 100 is refused on its field, nothing typed lost', async () => {
    const course = must(
      getMockDatabase()
        .courses.courses.all()
        .sort((a, b) => a.title.localeCompare(b.title))[0],
      'a course',
    );
    const { user } = renderDiscounts();
    await user.click((await screen.findAllByRole('button', { name: 'New discount code' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New discount code' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Code/ }, LOADED), 'karibu20');
    const value = dialog.getByRole('textbox', { name: /^Percent off/ });
    await user.type(value, '120');
    await user.click(await dialog.findByRole('checkbox', { name: course.title }, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Create discount code' }));
    expect(await dialog.findByText('A percentage must be between 0 and 100.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).value).toBe('karibu20');
    await user.clear(value);
    await user.type(value, '20');
    await user.click(dialog.getByRole('button', { name: 'Create discount code' }));
    await waitFor(() => expect(getMockDatabase().payments.discounts.find((row) => row.code === 'KARIBU20')).toBeTruthy(), LOADED);
    expect(getMockDatabase().payments.discounts.find((row) => row.code === 'KARIBU20')).toMatchObject({
      discount_type: 'percentage',
      value: '20.00',
      applicable_courses: [course.id],
      is_active: true,
    });
    expect(await screen.findByText('KARIBU20', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('deactivates a code, and a used code asked to be deleted is only deactivated', async () => {
    const db = getMockDatabase();
    const used = must(
      db.payments.discounts.find((row) => row.used_count > 0 && row.is_active),
      'a used active code',
    );
    const { user } = renderDiscounts();
    await user.click(await screen.findByRole('button', { name: `Deactivate ${used.code}` }, LOADED));
    await waitFor(() => expect(db.payments.discounts.get(used.id)?.is_active).toBe(false), LOADED);
    await user.click(await screen.findByRole('button', { name: `Delete “${used.code}”` }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this discount code?' });
    expect(confirm.textContent).toContain('deleting it deactivates it and keeps it for the records');
    await user.click(within(confirm).getByRole('button', { name: 'Delete discount code' }));
    expect(await screen.findByText('Discount code deleted', undefined, LOADED)).toBeTruthy();
    expect(db.payments.discounts.get(used.id)).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listDiscountCodes: 500 } });
    renderDiscounts();
    expect(await screen.findByRole('heading', { name: 'Could not load discount codes' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { formatMoney } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { FeeCollectionPage } from './fee-collection-page';
import { collectionFigures } from './fee-figures';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderFees = () =>
  renderInApp(<FeeCollectionPage />, { path: '/dashboard/finance/fee-collection', session: signedInSession('accountant') });

/** A figure card's value by its label. */
const figure = async (label: string): Promise<string> => {
  const card = (await screen.findByText(label, { selector: 'dt, p, span, div' }, LOADED)).closest(
    'a, section, div[class*="card"], dl',
  ) as HTMLElement;
  return card.textContent ?? '';
};

describe('the fee collection screen', () => {
  it("shows the current term's expected, collected and outstanding from the billed fees", async () => {
    renderFees();
    const expected = collectionFigures(getMockDatabase().finance.studentFees.all());
    await waitFor(async () => expect(await figure('Collected')).toContain(formatMoney(expected.collected)), LOADED);
    expect(await figure('Expected')).toContain(formatMoney(expected.expected));
    expect(await figure('Outstanding')).toContain(formatMoney(expected.outstanding));
  });

  it('records a desk payment on a balance: a receipt is issued and the balance drops', async () => {
    const { user } = renderFees();
    const buttons = await screen.findAllByRole('button', { name: /^Record a payment from / }, LOADED);
    const name = (buttons[0]?.getAttribute('aria-label') ?? '').replace('Record a payment from ', '');
    const fee = getMockDatabase().finance.studentFees.find(
      (row) => row.student.get_full_name === name && Number(row.balance) > 0,
    );
    if (!fee) throw new Error('the first balance belongs to a seeded fee');
    const before = Number(fee.balance);
    await user.click(buttons[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: `Record a payment from ${name}` }));
    const amount = await dialog.findByRole('textbox', { name: /Amount received/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Paid with/ }), 'cash');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/^Receipt RCT-\d{4}-\d{6} issued$/, undefined, LOADED)).toBeTruthy();
    await waitFor(() => {
      const receipt = getMockDatabase()
        .finance.receipts.filter((row) => row.student_fee === fee.id)
        .at(-1);
      expect(Number(receipt?.amount)).toBe(2000);
      expect(Number(receipt?.balance_after)).toBe(before - 2000);
    });
  }, 30_000);

  it('offers Retry when the fees fail to load', async () => {
    setMockFaults({ statuses: { listStudentFees: 500 } });
    renderFees();
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });
});

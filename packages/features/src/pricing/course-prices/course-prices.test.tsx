import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CoursePricesPage } from './course-prices-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderPrices = () =>
  renderInApp(<CoursePricesPage />, { path: '/dashboard/payments/admin/course-prices', session: signedInSession('admin') });

describe('course prices', () => {
  it('show the limited-time offers running now', async () => {
    renderPrices();
    await screen.findByRole('heading', { name: 'Limited-time offers running now' }, LOADED);
    expect((await screen.findAllByText(/^until \d/, undefined, LOADED)).length).toBeGreaterThan(0);
  }, 30_000);

  it('changes a price; a price before discount below it is refused on its field, nothing typed lost', async () => {
    const { user } = renderPrices();
    const edit = (await screen.findAllByRole('button', { name: /^Edit price of / }, LOADED))[0] as HTMLElement;
    const title = (edit.getAttribute('aria-label') ?? '').replace('Edit price of ', '');
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: `Price of ${title}` }));
    const amount = await dialog.findByRole('textbox', { name: /^Price$|^Price\b(?! before)/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, '20000');
    const before = dialog.getByRole('textbox', { name: /^Price before discount/ });
    await user.clear(before);
    await user.type(before, '15000');
    await user.click(dialog.getByRole('button', { name: 'Save price' }));
    expect(await dialog.findByText('The original amount must not be below the amount.', undefined, LOADED)).toBeTruthy();
    expect((amount as HTMLInputElement).value).toMatch(/20,?000/);
    await user.clear(before);
    await user.type(before, '25000');
    await user.click(dialog.getByRole('button', { name: 'Save price' }));
    const course = must(
      getMockDatabase().courses.courses.find((row) => row.title === title),
      'its course',
    );
    const saved = () =>
      getMockDatabase().payments.coursePrices.find((row) => row.course === course.id && row.amount === '20000.00');
    await waitFor(() => expect(saved()?.original_amount).toBe('25000.00'), LOADED);
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listCoursePrices: 500 } });
    renderPrices();
    expect(await screen.findByRole('heading', { name: 'Could not load course prices' }, LOADED)).toBeTruthy();
  }, 30_000);
});

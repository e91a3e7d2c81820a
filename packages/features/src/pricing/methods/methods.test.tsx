import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SavedMethodsPage } from './methods-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderMethods = () =>
  renderInApp(<SavedMethodsPage />, { path: '/dashboard/payments/methods', session: signedInSession('student') });
const methods = () => getMockDatabase().payments.methods.all();

describe('saved payment methods', () => {
  it('show the M-Pesa number masked and make the card the default', async () => {
    const { user } = renderMethods();
    expect(await screen.findByText(/^M-Pesa 07\d\d ••• \d{3}$/, undefined, LOADED)).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Make default: Visa debit card' }, LOADED));
    await waitFor(() => expect(methods().find((row) => row.card_last4 === '4242')?.is_default).toBe(true), LOADED);
  }, 30_000);

  it('adds an M-Pesa number: a wrong one is refused on its field, the label typed stays', async () => {
    const { user } = renderMethods();
    await user.click((await screen.findAllByRole('button', { name: 'Add a payment method' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a payment method' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name it/ }, LOADED), 'Mum’s line');
    const phone = dialog.getByRole('textbox', { name: /^M-Pesa phone number/ });
    await user.type(phone, '0812 345 678');
    await user.click(dialog.getByRole('button', { name: 'Add payment method' }));
    expect(await dialog.findByText(/^Enter a Safaricom number/, undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Name it/ }) as HTMLInputElement).value).toBe('Mum’s line');
    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(dialog.getByRole('button', { name: 'Add payment method' }));
    await waitFor(
      () => expect(methods().find((row) => row.label === 'Mum’s line')?.phone_number).toMatch(/^\+?254722000111$/),
      LOADED,
    );
    expect(await screen.findByText('M-Pesa 0722 ••• 111', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('removes a method after a confirmation', async () => {
    const { user } = renderMethods();
    await user.click(await screen.findByRole('button', { name: 'Remove “Visa debit card”' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this payment method?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete payment method' }));
    await waitFor(() => expect(methods().some((row) => row.card_last4 === '4242')).toBe(false), LOADED);
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listPaymentMethods: 500 } });
    renderMethods();
    expect(await screen.findByRole('heading', { name: 'Could not load payment methods' }, LOADED)).toBeTruthy();
  }, 30_000);
});

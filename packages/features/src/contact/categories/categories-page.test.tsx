import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CategoriesPage } from './categories-page';

startMockBackend();

const renderCategories = () =>
  renderInApp(<CategoriesPage />, { path: '/dashboard/contact/categories', session: signedInSession('admin') });

describe('the categories screen', () => {
  it('puts the server’s “name taken” on the name field and keeps what was typed', async () => {
    const { user } = renderCategories();
    const taken = getMockDatabase().contact.categories.all()[0]?.name ?? '';
    await user.click((await screen.findAllByRole('button', { name: 'New category' }))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }));
    // The form arrives in its own chunk when the dialog opens.
    await user.type(await dialog.findByRole('textbox', { name: /Name/ }), taken);
    await user.type(dialog.getByRole('textbox', { name: /Description/ }), 'A second one');
    await user.click(dialog.getByRole('button', { name: 'Create category' }));
    expect(await dialog.findByText('contact category with this name already exists.')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveProperty('value', 'A second one');
  }, 20_000);

  it('deletes a category and contact details, each after a confirmation that names it', async () => {
    const { user } = renderCategories();
    const { categories, info } = getMockDatabase().contact;
    const category = categories.all()[0];
    const entry = info.all()[0];
    if (!category || !entry) throw new Error('the seed has categories and contact details');
    await user.click(await screen.findByRole('button', { name: `Delete ${category.name}` }, { timeout: 15_000 }));
    const confirmCategory = within(await screen.findByRole('alertdialog', { name: `Delete ${category.name}?` }));
    await user.click(confirmCategory.getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(categories.get(category.id)).toBeUndefined());
    expect(await screen.findByText('Category deleted')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Delete ${entry.title}` }, { timeout: 15_000 }));
    const confirmEntry = within(await screen.findByRole('alertdialog', { name: `Delete ${entry.title}?` }));
    await user.click(confirmEntry.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(info.get(entry.id)).toBeUndefined());
    expect(await screen.findByText('Contact details deleted')).toBeTruthy();
  }, 30_000);

  it('saves the inquiry settings, nested social pages included, and checks their format first', async () => {
    const { user } = renderCategories();
    const email = await screen.findByRole('textbox', { name: /Notification e-mail/ });
    await user.clear(email);
    await user.type(email, 'help@ujuzi.ac.ke');
    const tiktok = screen.getByRole('textbox', { name: 'TikTok' });
    await user.clear(tiktok);
    await user.type(tiktok, 'tiktok.com/@ujuzi');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a full web address, starting with https://')).toBeTruthy();
    await user.clear(tiktok);
    await user.type(tiktok, 'https://tiktok.com/@ujuzi');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(getMockDatabase().contact.settings.all()[0]).toMatchObject({
        notification_email: 'help@ujuzi.ac.ke',
        social_links: expect.objectContaining({ tiktok: 'https://tiktok.com/@ujuzi' }),
        // The footer's app link, kept as it was.
        android_app_url: 'https://play.google.com/store/apps/details?id=ke.ac.ujuzi',
      }),
    );
  });

  it('keeps the public learners figure the office states, refusing one that is not a number', async () => {
    const { user } = renderCategories();
    const figure = await screen.findByRole('textbox', { name: /Learners figure/ });
    expect(figure).toHaveProperty('value', '10,000+');
    await user.clear(figure);
    await user.type(figure, 'thousands');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Write the figure as digits, with commas and an optional +, such as 10,000+.')).toBeTruthy();
    expect(figure).toHaveProperty('value', 'thousands');
    await user.clear(figure);
    await user.type(figure, '12,500+');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(getMockDatabase().contact.settings.all()[0]?.learners_claim).toBe('12,500+'));
    await user.clear(figure);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(getMockDatabase().contact.settings.all()[0]?.learners_claim).toBeNull());
  }, 20_000);

  it('checks every phone of the contact details with the service spec’s rule', async () => {
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Add contact details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add contact details' }));
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Mombasa office');
    await user.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'mombasa@ujuzi.ac.ke');
    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), '+254 41 222 3333');
    await user.type(dialog.getByRole('textbox', { name: 'WhatsApp' }), '0712');
    await user.type(dialog.getByRole('textbox', { name: /Address/ }), 'Nyali Road');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Please enter a valid phone number')).toBeTruthy();
    await user.clear(dialog.getByRole('textbox', { name: 'WhatsApp' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getMockDatabase().contact.info.find((row) => row.title === 'Mombasa office')).toBeTruthy());
  }, 20_000);
});

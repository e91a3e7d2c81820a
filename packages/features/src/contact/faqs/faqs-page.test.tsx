import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { FaqsPage } from './faqs-page';

const server = startMockBackend();
afterEach(() => resetMockFaults());

const renderFaqs = (path = '/dashboard/contact/faqs') => renderInApp(<FaqsPage />, { path, session: signedInSession('teacher') });

describe('the FAQs screen', () => {
  it('lists the FAQs in display order with the votes each received', async () => {
    renderFaqs();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeTruthy();
    const first = [...getMockDatabase().contact.faqs.all()].sort(
      (a, b) => (a.display_order ?? 0) - (b.display_order ?? 0) || a.id - b.id,
    )[0];
    if (!first) throw new Error('the seed has FAQs');
    const edit = await screen.findByRole('button', { name: `Edit “${first.question}”` });
    const row = edit.closest('tr, li') as HTMLElement;
    expect(within(row).getByText(`${first.helpful_count} found it helpful, ${first.not_helpful_count} did not`)).toBeTruthy();
  });

  it('creates an FAQ through the form kit: the server stores it and the list shows it', async () => {
    const { user } = renderFaqs('/dashboard/contact/faqs?search=parking');
    await screen.findByRole('heading', { name: 'No FAQs match these filters' });
    await user.click((await screen.findAllByRole('button', { name: 'New FAQ' }))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New FAQ' }));
    // The form arrives in its own chunk when the dialog opens.
    await user.type(await dialog.findByRole('textbox', { name: /Question/ }), 'Is there parking at the Kilimani campus?');
    await user.type(dialog.getByRole('textbox', { name: /Answer/ }), 'Yes, free for learners.');
    await user.click(dialog.getByRole('switch', { name: 'Published' }));
    await user.click(dialog.getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() =>
      expect(
        getMockDatabase().contact.faqs.find((row) => row.question === 'Is there parking at the Kilimani campus?'),
      ).toMatchObject({
        answer: 'Yes, free for learners.',
        is_published: false,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit “Is there parking at the Kilimani campus?”' })).toBeTruthy();
  }, 20_000);

  it('moves an FAQ down the order, swapping places with the next one', async () => {
    const { user } = renderFaqs();
    const rows = [...getMockDatabase().contact.faqs.all()].sort(
      (a, b) => (a.display_order ?? 0) - (b.display_order ?? 0) || a.id - b.id,
    );
    const [first, second] = rows;
    if (!first || !second) throw new Error('the seed has two FAQs');
    await user.click(await screen.findByRole('button', { name: `Move “${first.question}” down` }));
    await waitFor(() => {
      const db = getMockDatabase().contact.faqs;
      expect(db.get(first.id)?.display_order).toBeGreaterThan(db.get(second.id)?.display_order ?? 0);
    });
  });

  it('deletes an FAQ after a confirmation that names it', async () => {
    const { user } = renderFaqs();
    const victim = getMockDatabase().contact.faqs.all()[0];
    if (!victim) throw new Error('the seed has FAQs');
    await user.click(await screen.findByRole('button', { name: `Delete “${victim.question}”` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this FAQ?' }));
    expect(confirm.getByText(new RegExp(victim.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy();
    const listFetches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/contact/faqs/') listFetches.push(request.url);
    });
    await user.click(confirm.getByRole('button', { name: 'Delete FAQ' }));
    await waitFor(() => expect(getMockDatabase().contact.faqs.get(victim.id)).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 15_000 });
    // The list is fetched again once (not once for the FAQs and again for the whole contact area).
    expect(listFetches).toHaveLength(1);
  });

  it('keeps the confirmation open, and the FAQ, when the server refuses the delete', async () => {
    setMockFaults({ statuses: { deleteFaq: 500 } });
    const { user } = renderFaqs();
    const victim = getMockDatabase().contact.faqs.all()[0];
    if (!victim) throw new Error('the seed has FAQs');
    await user.click(await screen.findByRole('button', { name: `Delete “${victim.question}”` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this FAQ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete FAQ' }));
    expect(await screen.findByText('Could not delete the FAQ', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Delete this FAQ?' })).toBeTruthy();
    expect(getMockDatabase().contact.faqs.get(victim.id)).toBeDefined();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditNewsletterPage, NewNewsletterPage } from './newsletter-edit-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const campaign = (title: string) => {
  const row = getMockDatabase().newsletter.newsletters.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the seed has ${title}`);
  return row;
};
const renderEdit = (id: number, as: 'admin' | 'super_admin' = 'admin') =>
  renderInApp(<EditNewsletterPage />, {
    path: `/dashboard/newsletter/newsletters/edit/${id}`,
    routePath: '/dashboard/newsletter/newsletters/edit/:id',
    session: signedInSession(as),
  });
/** The settings require approval; the November digest was asked for approval by the demo admin (id 2). */
const awaitingApproval = () => {
  const db = getMockDatabase().newsletter;
  const settings = db.settings.all()[0];
  if (settings) db.settings.update(settings.id, { require_approval: true });
  const row = campaign('November 2026 digest');
  db.newsletters.update(row.id, { send_to_all: true, approval_status: 'awaiting', approval_requested_by: 2 });
  return row.id;
};

describe('the newsletter editor', () => {
  it('saves a new campaign as a draft and opens its editor; the content preview is sanitised', async () => {
    const { user } = renderInApp(<NewNewsletterPage />, {
      path: '/dashboard/newsletter/newsletters/new',
      session: signedInSession('admin'),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOADED), 'Test campaign');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Hello from Ujuzi');
    await user.click(screen.getByRole('textbox', { name: /^Content/ }));
    await user.paste('<p>Body text</p><script>window.__bad = 1</script>');
    const preview = screen.getByRole('region', { name: 'Content preview' });
    expect(within(preview).getByText('Body text')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/newsletters\/edit\/\d+$/), LOADED);
    expect(getMockDatabase().newsletter.newsletters.find((row) => row.title === 'Test campaign')?.status).toBe('draft');
  }, 30_000);

  it('says what is missing and keeps what was typed', async () => {
    const { user } = renderInApp(<NewNewsletterPage />, {
      path: '/dashboard/newsletter/newsletters/new',
      session: signedInSession('admin'),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOADED), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findAllByText(/required|at least 1/i, undefined, LOADED)).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Half written');
  }, 30_000);

  it('sends a draft after asking, and then shows it read-only', async () => {
    const row = campaign('November 2026 digest');
    getMockDatabase().newsletter.newsletters.update(row.id, { send_to_all: true });
    const { user } = renderEdit(row.id);
    await user.click(await screen.findByRole('button', { name: 'Send now' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', undefined, LOADED));
    expect(confirm.getByText(/cannot be undone/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(/can no longer be changed/, undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.newsletters.get(row.id)?.status).toMatch(/sending|sent/);
  }, 30_000);

  it('schedules a draft for a future time after asking, and refuses a past one', async () => {
    const row = campaign('November 2026 digest');
    getMockDatabase().newsletter.newsletters.update(row.id, { send_to_all: true });
    const { user } = renderEdit(row.id);
    const when = await screen.findByLabelText(/Schedule for/, undefined, LOADED);
    fireEvent.change(when, { target: { value: '2020-01-05T09:00' } });
    expect(await screen.findByText('Scheduled time must be in the future.', undefined, LOADED)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(when, { target: { value: '2099-01-05T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.click(within(await screen.findByRole('alertdialog', undefined, LOADED)).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('button', { name: 'Cancel schedule' }, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.newsletters.get(row.id)?.status).toBe('scheduled');
  }, 30_000);

  it('cancels a scheduled campaign, which makes it editable again', async () => {
    const row = campaign('December holiday bootcamp');
    const { user } = renderEdit(row.id);
    await user.click(await screen.findByRole('button', { name: 'Cancel schedule' }, LOADED));
    await user.click(
      within(await screen.findByRole('alertdialog', undefined, LOADED)).getByRole('button', { name: 'Cancel schedule' }),
    );
    expect(await screen.findByRole('button', { name: 'Save changes' }, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.newsletters.get(row.id)?.status).toBe('cancelled');
  }, 30_000);

  it('sends a test only to valid addresses', async () => {
    const { user } = renderEdit(campaign('November 2026 digest').id);
    const field = await screen.findByRole('textbox', { name: /Send a test to/ }, LOADED);
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(/Please enter a valid email address/, undefined, LOADED)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'wanjiru@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Sent to wanjiru@example.co.ke.', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  describe('approval by a second admin', () => {
    it('shows the author no Approve, and keeps Send now disabled with the reason', async () => {
      renderEdit(awaitingApproval());
      expect(await screen.findByText('Awaiting approval', undefined, LOADED)).toBeTruthy();
      expect(screen.getByText(/another admin must approve it/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      await waitFor(() => expect((screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true));
      expect(screen.getByText(/needs a second admin's approval before it is sent\. It is waiting/)).toBeTruthy();
    }, 30_000);

    it('lets another admin approve, after which it may be sent', async () => {
      const id = awaitingApproval();
      const { user } = renderEdit(id, 'super_admin');
      await user.click(await screen.findByRole('button', { name: 'Approve' }, LOADED));
      await user.click(
        within(await screen.findByRole('alertdialog', undefined, LOADED)).getByRole('button', { name: 'Approve' }),
      );
      expect(await screen.findByText(/^Approved by/, undefined, LOADED)).toBeTruthy();
      expect(getMockDatabase().newsletter.newsletters.get(id)?.approval_status).toBe('approved');
      await waitFor(() => expect((screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(false));
    }, 30_000);

    it('asks for a reason before rejecting, and shows it', async () => {
      const id = awaitingApproval();
      const { user } = renderEdit(id, 'super_admin');
      await user.click(await screen.findByRole('button', { name: 'Reject' }, LOADED));
      const dialog = within(await screen.findByRole('alertdialog', undefined, LOADED));
      await user.click(dialog.getByRole('button', { name: 'Reject' }));
      expect(await dialog.findByText('Please say why, so the author can correct it.', undefined, LOADED)).toBeTruthy();
      expect(getMockDatabase().newsletter.newsletters.get(id)?.approval_status).toBe('awaiting');
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The fees are wrong.');
      await user.click(dialog.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Rejected: The fees are wrong.', undefined, LOADED)).toBeTruthy();
      expect(getMockDatabase().newsletter.newsletters.get(id)?.approval_status).toBe('rejected');
    }, 30_000);
  });
});

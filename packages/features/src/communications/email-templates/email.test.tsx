import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { EmailLogPage } from '../email-log/email-log-page';
import { EmailLogsPage } from '../email-logs/email-logs-page';
import { EmailTemplatesPage } from './email-templates-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('e-mail templates and logs', () => {
  it('creates a template whose preview fills its placeholders and sanitises its HTML', async () => {
    const { user } = renderInApp(<EmailTemplatesPage />, {
      path: '/dashboard/communications/email-templates',
      session: signedInSession('admin'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'New template' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New e-mail template' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Term welcome');
    await user.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Karibu {{{{first_name}}');
    const body = dialog.getByRole('textbox', { name: /^HTML body/ });
    await user.click(body);
    await user.paste('<p>Dear <b>{{first_name}}</b>, {{course}} starts soon.</p><img src=x onerror="alert(1)">');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(preview.getByText('{{first_name}}')).toBeTruthy();
    expect(preview.getByText('{{course}}')).toBeTruthy();
    expect(preview.getByText('Achieng').tagName).toBe('B');
    expect(dialog.getByRole('region', { name: 'Preview' }).querySelector('img')?.hasAttribute('onerror') ?? false).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Create template' }));
    await waitFor(
      () =>
        expect(getMockDatabase().communication.emailTemplates.find((row) => row.name === 'Term welcome')?.variables).toEqual([
          'first_name',
          'course',
        ]),
      LOADED,
    );
  }, 30_000);

  it('lists the failed e-mails, each linking to its own page', async () => {
    const failed = must(
      getMockDatabase().communication.emailLogs.find((row) => row.status === 'failed' || row.status === 'bounced'),
      'a failed mail',
    );
    getMockDatabase().communication.emailLogs.update(failed.id, { error_message: '550 Mailbox unavailable' });
    renderInApp(<EmailLogsPage />, {
      path: '/dashboard/communications/email-logs?status=' + failed.status,
      session: signedInSession('admin'),
    });
    const link = (await screen.findAllByRole('link', { name: failed.subject }, LOADED))[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/dashboard/communications/email-logs/${failed.id}`);
  }, 30_000);

  it('shows a failed mail’s error and links its template', async () => {
    const log = must(
      getMockDatabase().communication.emailLogs.find((row) => row.template !== null && row.template !== undefined),
      'a mail',
    );
    getMockDatabase().communication.emailLogs.update(log.id, { status: 'bounced', error_message: '550 Mailbox unavailable' });
    const template = must(getMockDatabase().communication.emailTemplates.get(must(log.template, 'its template')), 'the template');
    renderInApp(<EmailLogPage />, {
      path: `/dashboard/communications/email-logs/${log.id}`,
      routePath: '/dashboard/communications/email-logs/:id',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: log.subject }, LOADED)).toBeTruthy();
    expect(screen.getByText('The mail bounced')).toBeTruthy();
    expect(screen.getByText('550 Mailbox unavailable')).toBeTruthy();
    const templateLink = await screen.findByRole('link', { name: template.name }, LOADED);
    expect(templateLink.getAttribute('href')).toContain('/dashboard/communications/email-templates?search=');
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listEmailTemplates: 500 } });
    renderInApp(<EmailTemplatesPage />, { path: '/dashboard/communications/email-templates', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load e-mail templates' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

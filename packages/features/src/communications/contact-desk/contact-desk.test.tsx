import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { ContactMessagePage } from '../contact-message/contact-message-page';
import { ContactMessagesPage } from './contact-messages-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const LIST = '/dashboard/communications/contact-us';

const openMessage = (id: number, role: 'admin' | 'teacher' = 'admin') =>
  renderInApp(<ContactMessagePage />, {
    path: `${LIST}/${id}`,
    routePath: `${LIST}/:id`,
    session: signedInSession(role),
  });

describe('contact desk', () => {
  it('lists the new messages with the desk’s figures, each opening its page', async () => {
    const first = must(
      getMockDatabase().communication.contactSubmissions.find((row) => row.status === 'new'),
      'a new message',
    );
    renderInApp(<ContactMessagesPage />, { path: `${LIST}?status=new`, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact-us messages' }, LOADED)).toBeTruthy();
    const figures = within(await screen.findByRole('region', { name: 'Contact-us figures' }, LOADED));
    expect(figures.getByText('Average time to resolve')).toBeTruthy();
    const link = (await screen.findAllByRole('link', { name: first.subject }, LOADED))[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`${LIST}/${first.id}`);
  }, 30_000);

  it('resolves a message with notes, then assigns it to a staff member', async () => {
    const message = must(
      getMockDatabase().communication.contactSubmissions.find((row) => row.status === 'new' && !row.assigned_to),
      'a new unassigned message',
    );
    const teacher = must(
      getMockDatabase().accounts.users.find((row) => row.user_type === 'teacher'),
      'a teacher',
    );
    const { user } = openMessage(message.id);
    expect(await screen.findByRole('heading', { level: 1, name: message.subject }, LOADED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const resolve = within(await screen.findByRole('dialog', { name: `Resolve “${message.subject}”` }));
    await user.type(await resolve.findByRole('textbox', { name: /Resolution notes/ }, LOADED), 'Called back; brochure sent.');
    await user.click(resolve.getByRole('button', { name: 'Resolve' }));
    await waitFor(
      () => expect(getMockDatabase().communication.contactSubmissions.get(message.id)?.status).toBe('resolved'),
      LOADED,
    );
    expect(await screen.findByText('Called back; brochure sent.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^(Assign|Reassign)$/ }));
    const assign = within(await screen.findByRole('dialog', { name: `Assign “${message.subject}”` }));
    const staff = await assign.findByRole('combobox', { name: /Staff member/ }, LOADED);
    await user.clear(staff);
    await user.click(staff);
    await user.paste(teacher.last_name);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(`${teacher.first_name} ${teacher.last_name}`) }, LOADED),
    );
    await user.click(assign.getByRole('button', { name: 'Assign' }));
    await waitFor(
      () => expect(getMockDatabase().communication.contactSubmissions.get(message.id)?.assigned_to?.id).toBe(teacher.id),
      LOADED,
    );
  }, 45_000);

  it('lets a teacher resolve but neither assign nor delete', async () => {
    const message = must(
      getMockDatabase().communication.contactSubmissions.find((row) => row.status === 'in_progress'),
      'a message in progress',
    );
    openMessage(message.id, 'teacher');
    expect(await screen.findByRole('heading', { level: 1, name: message.subject }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listContactSubmissions: 500 } });
    renderInApp(<ContactMessagesPage />, { path: LIST, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: /Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

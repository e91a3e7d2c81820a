import { screen, waitFor, within } from '@testing-library/react';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { InquiriesPage } from './inquiries-page';
import { InquiryPage } from './inquiry-page';

startMockBackend();

const location = () => screen.getByTestId('location').textContent;
// jsdom matches no media query: the list shows as on a phone, one card per inquiry.
const cards = async () => within(await screen.findByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');

// A page of cards is a large DOM for jsdom's role queries on a shared machine.
describe('the inquiries list', { timeout: 20_000 }, () => {
  it('reads its filters from the URL and lists only what they match', async () => {
    renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries?status=resolved',
      session: signedInSession('admin'),
    });
    const expected = getMockDatabase()
      .contact.inquiries.all()
      .filter((row) => row.status === 'resolved').length;
    // The first page load of a test file also compiles the screen: allow for a busy machine.
    await waitFor(async () => expect(await cards()).toHaveLength(Math.min(expected, 20)), { timeout: 15_000 });
    for (const row of await cards()) expect(within(row).getByText('Resolved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Resolved' })).toBeTruthy();
  });

  it('writes a filter and the sort into the URL, and clears the filters', async () => {
    const { user } = renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries',
      session: signedInSession('admin'),
    });
    await cards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(location()).toBe('/dashboard/contact/inquiries?priority=high'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priority:asc');
    await waitFor(() => expect(location()).toBe('/dashboard/contact/inquiries?priority=high&ordering=priority'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/dashboard/contact/inquiries?ordering=priority'));
  });

  it('offers a teacher resolve and assign but not delete', async () => {
    const { user } = renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries',
      session: signedInSession('teacher'),
    });
    const [first] = await cards();
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('bulk-resolves the selected inquiries after a confirmation naming the count, then reports each', async () => {
    const { user } = renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries?status=new',
      session: signedInSession('admin'),
    });
    const rows = (await cards()).slice(0, 2);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resolve 2 inquiries?' });
    await user.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    const report = await screen.findByRole('dialog', { name: 'Resolve: 2 inquiries marked resolved.' });
    expect(within(report).getAllByRole('listitem')).toHaveLength(2);
    expect(within(report).getAllByText('Done')).toHaveLength(2);
  });

  it('shows an error with Retry when the list fails, and recovers', async () => {
    setMockFaults({ statuses: { listInquiries: 500 } });
    const { user } = renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries',
      session: signedInSession('admin'),
    });
    expect(await screen.findByText(HTTP_MESSAGES.serverError)).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect((await cards()).length).toBeGreaterThan(0);
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    renderInApp(<InquiriesPage />, {
      path: '/dashboard/contact/inquiries?search=zzzz-no-such-inquiry',
      session: signedInSession('admin'),
    });
    expect(await screen.findByText('No inquiries match these filters')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });
});

describe('the inquiry page', { timeout: 20_000 }, () => {
  const open = (id: number, role: 'admin' | 'teacher' = 'admin') =>
    renderInApp(<InquiryPage />, {
      path: `/dashboard/contact/inquiries/${id}`,
      routePath: '/dashboard/contact/inquiries/:id',
      session: signedInSession(role),
    });
  const anInquiry = (status: string) => {
    const row = getMockDatabase()
      .contact.inquiries.all()
      .find((item) => item.status === status);
    if (!row) throw new Error(`no ${status} inquiry in the demo data`);
    return row;
  };

  it('answers the inquiry: the reply joins the conversation and a new inquiry moves to in progress', async () => {
    const inquiry = anInquiry('new');
    const { user } = open(inquiry.id);
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    // The reply form arrives in its own chunk.
    await user.type(await screen.findByRole('textbox', { name: /^Reply/ }), 'Our next intake starts on 5 January.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to the enquirer.')).toBeTruthy();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Our next intake starts on 5 January.')).toBeTruthy();
    expect(await screen.findByText('In progress')).toBeTruthy();
  });

  it('keeps the typed reply and shows the spec text when sending fails', async () => {
    const inquiry = anInquiry('new');
    setMockFaults({ statuses: { addInquiryResponse: 500 } });
    const { user } = open(inquiry.id);
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    // The reply form arrives in its own chunk.
    await user.type(await screen.findByRole('textbox', { name: /^Reply/ }), 'Typed with care');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(HTTP_MESSAGES.serverError)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Reply/ }) as HTMLTextAreaElement).value).toBe('Typed with care');
  });

  it('resolves after a confirmation, with the success toast', async () => {
    const inquiry = anInquiry('in_progress');
    const { user } = open(inquiry.id);
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Resolve ${inquiry.reference_number}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Inquiry resolved')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(getMockDatabase().contact.inquiries.get(inquiry.id)?.status).toBe('resolved');
  });

  it('rolls the optimistic status back and names the failure when the server refuses', async () => {
    const inquiry = anInquiry('in_progress');
    setMockFaults({ statuses: { partialUpdateInquiry: 500 } });
    const { user } = open(inquiry.id);
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Resolve ${inquiry.reference_number}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Could not change the inquiry’s status')).toBeTruthy();
    expect(screen.getByText(HTTP_MESSAGES.serverError)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resolve' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('names the item when deleting, and lets only management delete', async () => {
    const inquiry = anInquiry('closed');
    const { user } = open(inquiry.id);
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('alertdialog', { name: `Delete ${inquiry.reference_number} from ${inquiry.name}?` }),
    ).toBeTruthy();
  });

  it('shows a teacher no Delete and the assignee without a staff link', async () => {
    const inquiry = getMockDatabase()
      .contact.inquiries.all()
      .find((row) => row.assigned_to !== null);
    if (!inquiry) throw new Error('no assigned inquiry');
    open(inquiry.id, 'teacher');
    await screen.findByRole('heading', { level: 1, name: inquiry.subject });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Faith|Chebet/ })).toBeNull();
    expect(screen.queryAllByRole('link').every((link) => !link.getAttribute('href')?.startsWith('/dashboard/staff/'))).toBe(true);
  });

  it('says an unknown inquiry does not exist, with the way back', async () => {
    open(999_999);
    expect(await screen.findByText('This inquiry does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to inquiries' }).getAttribute('href')).toBe('/dashboard/contact/inquiries');
  });
});

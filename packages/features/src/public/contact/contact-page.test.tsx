import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { ContactPage } from './contact-page';
import { INQUIRY_MESSAGES, inquiryPayload, validateInquiry } from './inquiry-rules';

const server = startMockBackend();
const renderContact = () => renderInApp(<ContactPage />, { path: '/contact', routePath: '/contact' });

describe('the contact form rules', () => {
  const valid = {
    name: 'Amina Hassan',
    email: ' Amina@Example.com ',
    phone: '',
    category: '2',
    subject: 'Fees',
    message: 'How do instalments work?',
  };
  it('accepts a complete inquiry and sends trimmed values, the e-mail lower-cased', () => {
    expect(validateInquiry(valid)).toEqual({});
    expect(inquiryPayload(valid)).toEqual({
      name: 'Amina Hassan',
      email: 'amina@example.com',
      subject: 'Fees',
      message: 'How do instalments work?',
      category: 2,
    });
  });
  it.each([
    [{ name: ' ' }, 'name', INQUIRY_MESSAGES.nameRequired],
    [{ email: '' }, 'email', 'Please enter your email address'],
    [{ email: 'amina@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '0712' }, 'phone', 'Please enter a valid phone number'],
    [{ subject: '' }, 'subject', INQUIRY_MESSAGES.subjectRequired],
    [{ message: 'Hi' }, 'message', INQUIRY_MESSAGES.messageTooShort],
  ])('refuses %o', (change, field, message) => {
    expect(validateInquiry({ ...valid, ...change })).toEqual({ [field]: message });
  });
});

describe('the contact page', () => {
  it('shows the public contact information from the contact endpoints', async () => {
    renderContact();
    const details = screen.getByRole('region', { name: 'Visit or call us' });
    const primary = must(
      getMockDatabase()
        .contact.info.all()
        .find((entry) => entry.is_primary),
    );
    expect(await within(details).findByRole('heading', { name: primary.title ?? primary.city })).toBeTruthy();
    expect(within(details).getAllByRole('link', { name: primary.email ?? '' }).length).toBeGreaterThan(0);
    expect(within(details).getAllByText(primary.office_hours ?? '').length).toBeGreaterThan(0);
  });

  it('tells search engines the same school, address, phone and social pages, and offers the Accessibility topic', async () => {
    renderContact();
    const db = getMockDatabase();
    const primary = must(db.contact.info.all().find((entry) => entry.is_primary));
    const details = screen.getByRole('region', { name: 'Visit or call us' });
    await within(details).findByRole('heading', { name: primary.title ?? primary.city });
    const script = must(details.querySelector('script[type="application/ld+json"]'));
    const data = JSON.parse(script.textContent ?? '{}') as Record<string, unknown>;
    expect(data.name).toBe(db.core.school.all()[0]?.name);
    expect(data.telephone).toBe(primary.phone);
    expect(data.email).toBe(primary.email);
    expect(data.sameAs).toContain(db.contact.settings.all()[0]?.social_links?.facebook);
    expect(within(details).getByRole('link', { name: /^X( |$)/ })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Accessibility' })).toBeTruthy();
  });

  it('sends an inquiry with its category and shows the reference number', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/contact/submit/')) sent = await request.clone().json();
    });
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/^Your name/), 'Amina Hassan');
    await user.type(screen.getByLabelText(/^E-mail/), 'amina@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), screen.getByRole('option', { name: 'Fees and M-Pesa payments' }));
    await user.type(screen.getByLabelText(/^Subject/), 'Instalments');
    await user.type(screen.getByLabelText(/^Message/), 'Can I pay the Django course in three instalments?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(INQUIRY_MESSAGES.sent)).toBeTruthy();
    const inquiry = must(getMockDatabase().contact.inquiries.all().at(-1));
    expect(inquiry.subject).toBe('Instalments');
    expect(screen.getByRole('status').textContent).toContain(inquiry.reference_number);
    const category = must(
      getMockDatabase()
        .contact.categories.all()
        .find((row) => row.name === 'Fees and M-Pesa payments'),
    );
    expect(sent).toMatchObject({
      name: 'Amina Hassan',
      email: 'amina@example.com',
      category: category.id,
      subject: 'Instalments',
    });
  });

  it('marks every problem next to its field before sending, focusing the first', async () => {
    const { user } = renderContact();
    await screen.findByLabelText(/^Your name/);
    await user.type(screen.getByLabelText(/^E-mail/), 'amina@');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(INQUIRY_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText(INQUIRY_MESSAGES.subjectRequired)).toBeTruthy();
    expect(screen.getByText(INQUIRY_MESSAGES.messageTooShort)).toBeTruthy();
    expect(screen.getByLabelText(/^Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your name/));
  });

  it("shows the server's field errors and keeps everything typed when sending fails", async () => {
    server.use(
      http.post(
        `${TEST_API}/contact/submit/`,
        () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/^Your name/), 'Amina');
    await user.type(screen.getByLabelText(/^E-mail/), 'amina@example.co');
    await user.type(screen.getByLabelText(/^Subject/), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'A message long enough.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(INQUIRY_MESSAGES.failed);
    expect(screen.getByLabelText<HTMLInputElement>(/^Subject/).value).toBe('Hello');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message/).value).toBe('A message long enough.');
  });

  it('says what went wrong on a server failure, and the message can be sent again', async () => {
    server.use(http.post(`${TEST_API}/contact/submit/`, () => HttpResponse.json({}, { status: 503 }), { once: true }));
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/^Your name/), 'Amina');
    await user.type(screen.getByLabelText(/^E-mail/), 'amina@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'A message long enough.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText(INQUIRY_MESSAGES.sent)).toBeTruthy());
  });
});

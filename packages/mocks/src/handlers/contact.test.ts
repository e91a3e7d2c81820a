import type {
  ContactDashboard,
  ContactPublicInfo,
  ContactStats,
  ContactSubmitResult,
  Faq,
  FaqVoteResult,
  Inquiry,
  InquiryBulkActionResult,
  InquiryReply,
  PaginatedContactCategoryList,
  PaginatedFaqList,
  PaginatedInquiryList,
} from '@ujuzi/api';
import { errorTextFromBody } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const form = {
  name: 'Achieng Odhiambo',
  email: ' Achieng.Odhiambo@Gmail.com ',
  phone: '+254722123456',
  category: 2,
  subject: 'Paying the bootcamp fee via M-Pesa',
  message: 'Can I pay the Data Science Bootcamp fee in three M-Pesa instalments?',
};

describe('the public contact page', () => {
  it('shows the Nairobi campus, a +254 number, e-mail, social links and office hours', async () => {
    const { status, body } = await call<ContactPublicInfo>('GET', '/contact/public/');
    expect(status).toBe(200);
    expect(body.primary).toMatchObject({ city: 'Nairobi', country: 'Kenya', email: 'info@ujuzi.ac.ke', is_primary: true });
    expect(body.primary?.phone).toMatch(/^\+254\d{9}$/);
    expect(body.primary?.office_hours).toMatch(/Monday to Friday/);
    expect(body.locations.every((location) => location.is_active)).toBe(true);
    expect(body.categories.every((category) => category.is_active)).toBe(true);
    expect(body.social_links.facebook).toMatch(/^https:\/\//);
    expect(body.response_time_hours).toBe(24);
  });

  it('is the one source of the school’s public details: its name, the app link and the footer’s phone as the office saves them', async () => {
    const { body } = await call<ContactPublicInfo>('GET', '/contact/public/');
    expect(body.school_name).toBe(getMockDatabase().core.school.all()[0]?.name);
    expect(body.android_app_url).toMatch(/^https:\/\/play\.google\.com\//);
    expect(body.learners_claim).toBe('10,000+');
    expect(body.categories.map((category) => category.name)).toContain('Accessibility');
    const primary = body.primary;
    await call('PATCH', `/contact/info/${primary?.id}/`, { as: 'admin', body: { phone: '+254 711 000 999' } });
    const settings = (await call<Record<string, unknown>>('GET', '/contact/settings/', { as: 'admin' })).body;
    await call('PUT', '/contact/settings/', {
      as: 'admin',
      body: { ...settings, android_app_url: null, learners_claim: '12,500+' },
    });
    const after = (await call<ContactPublicInfo>('GET', '/contact/public/')).body;
    expect(after.primary?.phone).toBe('+254 711 000 999');
    expect(after.android_app_url).toBeNull();
    expect(after.learners_claim).toBe('12,500+');
  });

  it('refuses a learners figure that is not a number the footer can claim', async () => {
    const settings = (await call<Record<string, unknown>>('GET', '/contact/settings/', { as: 'admin' })).body;
    const refused = await call<Record<string, string[]>>('PUT', '/contact/settings/', {
      as: 'admin',
      body: { ...settings, learners_claim: 'loads of' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.learners_claim).toBeDefined();
    const cleared = await call<ContactPublicInfo>('PUT', '/contact/settings/', {
      as: 'admin',
      body: { ...settings, learners_claim: null },
    });
    expect(cleared.status).toBe(200);
    expect((await call<ContactPublicInfo>('GET', '/contact/public/')).body.learners_claim).toBeNull();
  });

  it('creates a new inquiry from the form, which staff then answer and resolve', async () => {
    const submitted = await call<ContactSubmitResult>('POST', '/contact/submit/', { body: form });
    expect(submitted.status).toBe(201);
    expect(submitted.body.reference_number).toMatch(/^UJZ-\d{8}-\d{4}$/);
    expect(submitted.body.message).toContain(submitted.body.reference_number);

    const listed = await call<PaginatedInquiryList>('GET', '/contact/inquiries/', {
      as: 'teacher',
      query: { status: 'new', search: 'achieng' },
    });
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        id: submitted.body.inquiry_id,
        email: 'achieng.odhiambo@gmail.com',
        status: 'new',
        source: 'website',
        priority: 'medium',
        category_name: 'Fees and M-Pesa payments',
      }),
    ]);

    const reply = await call<InquiryReply>('POST', `/contact/inquiries/${submitted.body.inquiry_id}/add_response/`, {
      as: 'teacher',
      body: { message: 'Yes, three monthly instalments via Paybill 522533.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      is_internal: false,
      email_sent: true,
      responder: expect.objectContaining({ username: 'teacher' }),
    });
    const note = await call<InquiryReply>('POST', `/contact/inquiries/${submitted.body.inquiry_id}/add_response/`, {
      as: 'teacher',
      body: { message: 'Called her too.', is_internal: true },
    });
    expect(note.body.email_sent).toBe(false);

    const inProgress = await call<Inquiry>('GET', `/contact/inquiries/${submitted.body.inquiry_id}/`, { as: 'admin' });
    expect(inProgress.body).toMatchObject({ status: 'in_progress', response_count: 2, first_response_at: reply.body.created_at });
    expect(inProgress.body.assigned_to?.username).toBe('teacher');

    const resolved = await call<Inquiry>('PATCH', `/contact/inquiries/${submitted.body.inquiry_id}/`, {
      as: 'teacher',
      body: { status: 'resolved' },
    });
    expect(resolved.body.status).toBe('resolved');
    expect(resolved.body.resolved_at).not.toBeNull();
  });

  it('answers field errors for an invalid form', async () => {
    const { status, body } = await call('POST', '/contact/submit/', {
      body: { ...form, email: 'not-an-email', message: 'Too short', phone: '0722' },
    });
    expect(status).toBe(400);
    // `message` is one of ErrorBody's own keys, so its field errors come under `errors`.
    expect(body).toEqual({
      email: ['Enter a valid email address.'],
      phone: ['Enter a valid value.'],
      errors: { message: ['Ensure this field has at least 10 characters.'] },
    });
    const inactive = await call('POST', '/contact/submit/', { body: { ...form, category: 7 } });
    expect(inactive.body).toEqual({ category: ['This category is not accepting inquiries.'] });
  });

  it('throttles one client past max_submissions_per_hour with 429', async () => {
    const client = { 'X-Forwarded-For': '105.163.1.20' };
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await call('POST', '/contact/submit/', { body: form, headers: client })).status).toBe(201);
    const refused = await call('POST', '/contact/submit/', { body: form, headers: client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(errorTextFromBody(refused.body)).toMatch(/^Request was throttled/);
    expect((await call('POST', '/contact/submit/', { body: form, headers: { 'X-Forwarded-For': '105.163.1.21' } })).status).toBe(
      201,
    );
  });
});

describe('FAQs', () => {
  it('counts a helpful vote once per client and moves it when the client changes its mind', async () => {
    const vote = (type: string, client = '197.232.1.1') =>
      call<FaqVoteResult>('POST', '/contact/faqs/1/vote/', { body: { vote_type: type }, headers: { 'X-Forwarded-For': client } });
    const before = (await call<Faq>('GET', '/contact/faqs/1/')).body;
    const first = await vote('helpful');
    expect(first.body).toMatchObject({
      success: true,
      helpful_count: before.helpful_count + 1,
      not_helpful_count: before.not_helpful_count,
    });
    expect((await vote('helpful')).body.helpful_count).toBe(before.helpful_count + 1);
    const changed = await vote('not_helpful');
    expect(changed.body).toMatchObject({ helpful_count: before.helpful_count, not_helpful_count: before.not_helpful_count + 1 });
    expect((await vote('helpful', '197.232.1.2')).body.helpful_count).toBe(before.helpful_count + 1);
    // The counts are visible on the FAQ itself.
    expect((await call<Faq>('GET', '/contact/faqs/1/')).body).toMatchObject({
      helpful_count: before.helpful_count + 1,
      not_helpful_count: before.not_helpful_count + 1,
    });
    expect((await call('POST', '/contact/faqs/1/vote/', { body: { vote_type: 'love_it' } })).status).toBe(400);
  });

  it('lists published FAQs by category with search for visitors, everything for staff', async () => {
    const fees = await call<PaginatedFaqList>('GET', '/contact/faqs/', { query: { category: 2 } });
    expect(fees.body.results.length).toBeGreaterThan(0);
    expect(
      fees.body.results.every(
        (faq) => faq.category === 2 && faq.category_name === 'Fees and M-Pesa payments' && faq.is_published,
      ),
    ).toBe(true);
    const mpesa = await call<PaginatedFaqList>('GET', '/contact/faqs/', { query: { search: 'm-pesa' } });
    expect(mpesa.body.results.map((faq) => faq.question)).toContain('How do I pay with M-Pesa?');

    const hidden = getMockDatabase().contact.faqs.find((faq) => !faq.is_published);
    const visitors = await call<PaginatedFaqList>('GET', '/contact/faqs/', { query: { page_size: 100, is_published: false } });
    expect(visitors.body.results.some((faq) => faq.id === hidden?.id)).toBe(false);
    expect((await call('GET', `/contact/faqs/${hidden?.id}/`)).status).toBe(404);
    const staff = await call<PaginatedFaqList>('GET', '/contact/faqs/', { as: 'teacher', query: { is_published: false } });
    expect(staff.body.results.map((faq) => faq.id)).toEqual([hidden?.id]);
  });

  it('counts a view when an FAQ is opened', async () => {
    const first = await call<Faq>('GET', '/contact/faqs/3/');
    const second = await call<Faq>('GET', '/contact/faqs/3/');
    expect(second.body.view_count).toBe((first.body.view_count ?? 0) + 1);
  });

  it('lets staff write FAQs and refuses students', async () => {
    const made = await call<Faq>('POST', '/contact/faqs/', {
      as: 'teacher',
      body: { question: 'Is there parking at Kilimani?', answer: 'Yes, in the basement.', category: 1 },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ helpful_count: 0, not_helpful_count: 0, category_name: 'Admissions and enrolment' });
    expect((await call('POST', '/contact/faqs/', { as: 'student', body: { question: 'Q?', answer: 'A.' } })).status).toBe(403);
  });
});

describe('inquiry management', () => {
  it('is for staff: 401 without a token, 403 for students and parents', async () => {
    expect((await call('GET', '/contact/inquiries/')).status).toBe(401);
    expect((await call('GET', '/contact/inquiries/', { as: 'student' })).status).toBe(403);
    expect((await call('GET', '/contact/dashboard/', { as: 'parent' })).status).toBe(403);
    expect((await call('GET', '/contact/settings/', { as: 'teacher' })).status).toBe(403);
  });

  it('has inquiries in every status, filterable by status, priority and date', async () => {
    const all = await call<PaginatedInquiryList>('GET', '/contact/inquiries/', { as: 'admin', query: { page_size: 100 } });
    expect(new Set(all.body.results.map((row) => row.status))).toEqual(new Set(['new', 'in_progress', 'resolved', 'closed']));
    const urgent = await call<PaginatedInquiryList>('GET', '/contact/inquiries/', { as: 'admin', query: { priority: 'urgent' } });
    expect(urgent.body.results.every((row) => row.priority === 'urgent')).toBe(true);
    const cutoff = all.body.results[5]?.created_at.slice(0, 10) ?? '';
    const recent = await call<PaginatedInquiryList>('GET', '/contact/inquiries/', {
      as: 'admin',
      query: { created_after: cutoff, page_size: 100 },
    });
    expect(recent.body.results.every((row) => row.created_at.slice(0, 10) >= cutoff)).toBe(true);
    expect((await call('GET', '/contact/inquiries/', { as: 'admin', query: { status: 'lost' } })).status).toBe(400);
  });

  it('applies bulk actions: resolve, assign (needs assigned_to), delete (management only)', async () => {
    const open = getMockDatabase()
      .contact.inquiries.filter((row) => row.status === 'new')
      .map((row) => row.id);
    const resolved = await call<InquiryBulkActionResult>('POST', '/contact/inquiries/bulk_action/', {
      as: 'teacher',
      body: { inquiry_ids: [...open, 4040], action: 'mark_resolved' },
    });
    expect(resolved.body).toEqual({
      success: true,
      message: `${open.length} inquiries marked resolved.`,
      affected_count: open.length,
      not_found_ids: [4040],
    });
    expect(getMockDatabase().contact.inquiries.get(open[0] ?? 0)?.resolved_at).not.toBeNull();

    expect(
      (await call('POST', '/contact/inquiries/bulk_action/', { as: 'teacher', body: { inquiry_ids: open, action: 'assign' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/contact/inquiries/bulk_action/', {
          as: 'teacher',
          body: { inquiry_ids: open, action: 'assign', assigned_to: 4 },
        })
      ).body,
    ).toEqual({
      assigned_to: ['Inquiries can only be assigned to staff members.'],
    });
    const assigned = await call<InquiryBulkActionResult>('POST', '/contact/inquiries/bulk_action/', {
      as: 'teacher',
      body: { inquiry_ids: open, action: 'assign', assigned_to: 3 },
    });
    expect(assigned.body.affected_count).toBe(open.length);
    expect(
      (await call('POST', '/contact/inquiries/bulk_action/', { as: 'teacher', body: { inquiry_ids: open, action: 'delete' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/contact/inquiries/bulk_action/', { as: 'admin', body: { inquiry_ids: open, action: 'delete' } }))
        .status,
    ).toBe(200);
    expect(getMockDatabase().contact.inquiries.get(open[0] ?? 0)).toBeUndefined();
  });

  it('answers the dashboard and statistics from the same inquiries', async () => {
    const dashboard = await call<ContactDashboard>('GET', '/contact/dashboard/', { as: 'teacher' });
    const inquiries = getMockDatabase().contact.inquiries.all();
    expect(dashboard.body.new_inquiries).toBe(inquiries.filter((row) => row.status === 'new').length);
    expect(dashboard.body.assigned_to_me).toBe(
      inquiries.filter((row) => row.assigned_to === 3 && (row.status === 'new' || row.status === 'in_progress')).length,
    );
    expect(dashboard.body.recent_inquiries).toHaveLength(10);
    const stats = await call<ContactStats>('GET', '/contact/stats/', { as: 'admin' });
    const closedOrResolved = inquiries.filter((row) => row.status === 'resolved' || row.status === 'closed').length;
    expect(stats.body.resolution_rate).toBe(Math.round((closedOrResolved / inquiries.length) * 10_000) / 100);
    expect(
      stats.body.by_status.new + stats.body.by_status.in_progress + stats.body.by_status.resolved + stats.body.by_status.closed,
    ).toBe(inquiries.length);
    expect(stats.body.average_response_time_hours).toBeGreaterThan(0);
  });

  it('shows inactive categories to management only', async () => {
    const visitors = await call<PaginatedContactCategoryList>('GET', '/contact/categories/', { query: { is_active: false } });
    expect(visitors.body.results.every((row) => row.is_active)).toBe(true);
    const admin = await call<PaginatedContactCategoryList>('GET', '/contact/categories/', {
      as: 'admin',
      query: { is_active: false },
    });
    expect(admin.body.results.map((row) => row.name)).toEqual(['Media and press']);
    expect((await call('GET', '/contact/categories/7/')).status).toBe(404);
  });

  it('keeps one primary contact entry', async () => {
    const made = await call('POST', '/contact/info/', {
      as: 'admin',
      body: {
        title: 'Kisumu office',
        email: 'kisumu@ujuzi.ac.ke',
        phone: '+254709123459',
        address: 'Mega Plaza, Oginga Odinga Street',
        city: 'Kisumu',
        is_primary: true,
      },
    });
    expect(made.status).toBe(201);
    expect(
      getMockDatabase()
        .contact.info.filter((row) => row.is_primary)
        .map((row) => row.title),
    ).toEqual(['Kisumu office']);
    expect(
      (
        await call('POST', '/contact/info/', {
          as: 'teacher',
          body: { title: 'X', email: 'x@ujuzi.ac.ke', phone: '+254709123459', address: 'X', city: 'X' },
        })
      ).status,
    ).toBe(403);
  });
});

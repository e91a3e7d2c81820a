/** The public contact pages: inquiries from visitors (throttled), categories, FAQs and their helpful votes. */
import type {
  ContactCategory,
  ContactInfo,
  ContactPublicInfo,
  ContactSubmitRequest,
  ContactSubmitResult,
  Faq,
  FaqVoteRequest,
  FaqVoteResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { publicRoute } from '../kit/route';
import { fieldErrors, json, notFound } from '../kit/respond';
import { contactSettingsOf, referenceNumber } from '../db/contact';
import { nowIso } from '../db/time';
import { MANAGEMENT, STAFF } from '../kit/crud';
import { listPage } from '../kit/list';
import { presentCategory, categoryErrors, queryErrors, isRole, presentFaq, throttle, clientKey } from './contact-shared';

// ---------------------------------------------------------------------------------------------
// Contact.
export const FAQ_VOTES_PER_MINUTE = 30;
export const HOUR = 3600000;

export function publicHandlers(): HttpHandler[] {
  return [
    publicRoute('getContactPublicInfo', ({ db }) => {
      const settings = contactSettingsOf(db);
      const locations = db.contact.info
        .filter((row) => row.is_active)
        .sort(
          (a, b) => Number(b.is_primary) - Number(a.is_primary) || (a.display_order ?? 0) - (b.display_order ?? 0) || a.id - b.id,
        );
      return json<ContactPublicInfo>({
        // The school's name as the office keeps it (core/school); the seed always has one.
        school_name: db.core.school.all()[0]?.name ?? 'Ujuzi',
        established_year: db.core.school.all()[0]?.established_year ?? null,
        primary: locations.find((row) => row.is_primary) ?? null,
        locations,
        categories: db.contact.categories
          .filter((row) => row.is_active)
          .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0) || a.name.localeCompare(b.name))
          .map((row) => presentCategory(db, row)),
        social_links: settings?.social_links ?? {},
        android_app_url: settings?.android_app_url ?? null,
        learners_claim: settings?.learners_claim ?? null,
        response_time_hours: settings?.response_time_hours ?? 24,
        business_hours: settings?.business_hours ?? null,
      });
    }),
    publicRoute('submitContactForm', async (context) => {
      const { db } = context;
      const settings = contactSettingsOf(db);
      const limited = throttle(context, `contact:submit:${clientKey(context)}`, settings?.max_submissions_per_hour ?? 10, HOUR);
      if (limited) return limited;
      const input = await context.body<ContactSubmitRequest>();
      if (input instanceof Response) return input;
      const errors = { ...categoryErrors(db, input.category, true) };
      if (input.name.trim() === '') errors.name = 'This field may not be blank.';
      if (input.message.trim().length < 10) errors.message = 'Ensure this field has at least 10 characters.';
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const stamp = nowIso();
      const id = db.contact.inquiries.nextId();
      const row = db.contact.inquiries.insert({
        reference_number: referenceNumber(id, stamp),
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone?.trim() || null,
        category: input.category ?? null,
        subject: input.subject.trim(),
        message: input.message.trim(),
        status: 'new',
        priority: settings?.default_priority ?? 'medium',
        source: 'website',
        assigned_to: settings?.default_assignee ?? null,
        resolved_at: null,
        created_at: stamp,
        updated_at: stamp,
        client: clientKey(context),
      });
      const hours = settings?.response_time_hours ?? 24;
      return json<ContactSubmitResult>(
        {
          success: true,
          message: `Thank you for contacting us. We have received your message and will reply within ${hours} hours. Your reference number is ${row.reference_number}.`,
          inquiry_id: row.id,
          reference_number: row.reference_number,
        },
        201,
      );
    }),
    publicRoute('listContactCategories', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = isRole(context.user, MANAGEMENT);
      const rows = context.db.contact.categories
        .filter((row) => manager || row.is_active)
        .map((row) => presentCategory(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['name', 'description'],
          ordering: 'display_order,name',
          ignore: manager ? [] : ['is_active'],
        }),
      );
    }),
    publicRoute('getContactCategory', (context) => {
      const row = context.db.contact.categories.get(context.id());
      if (!row || (!row.is_active && !isRole(context.user, MANAGEMENT))) return notFound();
      return json<ContactCategory>(presentCategory(context.db, row));
    }),
    publicRoute('listFaqs', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const staff = isRole(context.user, STAFF);
      const rows = context.db.contact.faqs.filter((row) => staff || row.is_published).map((row) => presentFaq(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['question', 'answer', 'category_name'],
          ordering: 'display_order,id',
          ignore: staff ? [] : ['is_published'],
        }),
      );
    }),
    publicRoute('getFaq', (context) => {
      const row = context.db.contact.faqs.get(context.id());
      if (!row || (!row.is_published && !isRole(context.user, STAFF))) return notFound();
      const viewed = context.db.contact.faqs.update(row.id, { view_count: (row.view_count ?? 0) + 1 }) ?? row;
      return json<Faq>(presentFaq(context.db, viewed));
    }),
    publicRoute('voteFaq', async (context) => {
      const { db } = context;
      const client = clientKey(context);
      const limited = throttle(context, `contact:faq-vote:${client}`, FAQ_VOTES_PER_MINUTE, 60000);
      if (limited) return limited;
      const faq = db.contact.faqs.get(context.id());
      if (!faq || (!faq.is_published && !isRole(context.user, STAFF))) return notFound();
      const input = await context.body<FaqVoteRequest>();
      if (input instanceof Response) return input;
      const earlier = db.contact.faqVotes.find((vote) => vote.faq === faq.id && vote.client === client);
      let { helpful_count: helpful, not_helpful_count: notHelpful } = faq;
      if (earlier?.vote_type !== input.vote_type) {
        if (earlier?.vote_type === 'helpful') helpful = Math.max(0, helpful - 1);
        if (earlier?.vote_type === 'not_helpful') notHelpful = Math.max(0, notHelpful - 1);
        if (input.vote_type === 'helpful') helpful++;
        else notHelpful++;
        if (earlier) db.contact.faqVotes.update(earlier.id, { vote_type: input.vote_type, created_at: nowIso() });
        else db.contact.faqVotes.insert({ faq: faq.id, client, vote_type: input.vote_type, created_at: nowIso() });
        db.contact.faqs.update(faq.id, { helpful_count: helpful, not_helpful_count: notHelpful });
      }
      return json<FaqVoteResult>({
        success: true,
        message: earlier ? 'Your feedback has been updated. Thank you!' : 'Thank you for your feedback!',
        helpful_count: helpful,
        not_helpful_count: notHelpful,
      });
    }),
    publicRoute('listContactInfo', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = isRole(context.user, MANAGEMENT);
      const rows = context.db.contact.info.filter((row) => manager || row.is_active);
      return json(listPage(context, rows, { ordering: '-is_primary,display_order,id', ignore: manager ? [] : ['is_active'] }));
    }),
    publicRoute('getContactInfo', (context) => {
      const row = context.db.contact.info.get(context.id());
      return row && (row.is_active || isRole(context.user, MANAGEMENT)) ? json<ContactInfo>(row) : notFound();
    }),
  ];
}

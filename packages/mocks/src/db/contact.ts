/**
 * The contact domain: the contact form's categories, the public contact details (campuses), inquiries
 * with staff responses, FAQs with their helpful votes (one per client), and the settings singleton.
 */
import type {
  ContactCategory,
  ContactInfo,
  ContactSettings,
  Faq,
  FaqVoteType,
  Inquiry,
  InquiryPriority,
  InquiryReply,
  InquirySource,
  InquiryStatus,
} from '@ujuzi/api';
import { optionalSummary, userSummaryById, usersOfType } from './accounts';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { omitKeys } from './newsletter';
import { kenyanPerson, kenyanPhone } from './kenya';
import { Table } from './table';
import { daysAgo, isoDateTime } from './time';

export type InquiryRow = Omit<Inquiry, 'assigned_to' | 'responses' | 'response_count' | 'category_name' | 'first_response_at'> & {
  assigned_to: number | null;
  /** Who sent a public submission (throttling); null for inquiries staff entered. */
  client: string | null;
};

export type InquiryReplyRow = Omit<InquiryReply, 'responder'> & { responder: number };

export interface FaqVoteRow {
  id: number;
  faq: number;
  /** The voting client: a signed-in user or an address (one vote per client and FAQ). */
  client: string;
  vote_type: FaqVoteType;
  created_at: string;
}

export type ContactSettingsRow = ContactSettings & { id: number };

export const contactTables = () => ({
  categories: new Table<ContactCategory>(),
  info: new Table<ContactInfo>(),
  inquiries: new Table<InquiryRow>(),
  replies: new Table<InquiryReplyRow>(),
  faqs: new Table<Faq>(),
  faqVotes: new Table<FaqVoteRow>(),
  settings: new Table<ContactSettingsRow>(),
});

export type ContactTables = ReturnType<typeof contactTables>;

/** `UJZ-20261028-0042`: the date received and the inquiry's id. */
export const referenceNumber = (id: number, receivedAt: string): string =>
  `UJZ-${receivedAt.slice(0, 10).replace(/-/g, '')}-${String(id).padStart(4, '0')}`;

export const contactSettingsOf = (db: MockDatabase): ContactSettingsRow | undefined => db.contact.settings.all()[0];

export function presentReply(db: MockDatabase, row: InquiryReplyRow): InquiryReply {
  return { ...row, responder: userSummaryById(db, row.responder) };
}

export function presentInquiry(db: MockDatabase, row: InquiryRow): Inquiry {
  const rest = omitKeys(row, ['client']);
  const replies = db.contact.replies
    .filter((reply) => reply.inquiry === row.id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const firstResponse = replies.find((reply) => !reply.is_internal);
  return {
    ...rest,
    category_name: row.category ? (db.contact.categories.get(row.category)?.name ?? null) : null,
    assigned_to: optionalSummary(db, row.assigned_to),
    responses: replies.map((reply) => presentReply(db, reply)),
    response_count: replies.length,
    first_response_at: firstResponse?.created_at ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Seed.

const CATEGORIES: [string, string, string, string, boolean][] = [
  [
    'Admissions and enrolment',
    'Intakes, entry requirements, applications and placement tests.',
    'admissions@ujuzi.ac.ke',
    'school',
    true,
  ],
  [
    'Fees and M-Pesa payments',
    'Fee balances, instalment plans, M-Pesa Paybill 522533, receipts and refunds.',
    'fees@ujuzi.ac.ke',
    'wallet',
    true,
  ],
  [
    'Courses and curriculum',
    'What each course covers, schedules, prerequisites and certificates.',
    'academics@ujuzi.ac.ke',
    'book-open',
    true,
  ],
  [
    'Technical support',
    'Signing in, the learning portal, the code playground and certificates online.',
    'support@ujuzi.ac.ke',
    'life-buoy',
    true,
  ],
  [
    'Corporate training and partnerships',
    'Team training, hiring partnerships, sponsorships and CSR programmes.',
    'partners@ujuzi.ac.ke',
    'briefcase',
    true,
  ],
  ['Careers and alumni', 'Job placement, internships, references and the alumni network.', 'careers@ujuzi.ac.ke', 'users', true],
  [
    'Media and press',
    'Interviews and press kits (handled by the communications office).',
    'press@ujuzi.ac.ke',
    'newspaper',
    false,
  ],
  [
    'Accessibility',
    'A barrier on the site or in a course: something you cannot reach with a keyboard, a screen reader, zoom or captions.',
    'accessibility@ujuzi.ac.ke',
    'accessibility',
    true,
  ],
];

interface InquirySeed {
  category: number;
  subject: string;
  message: string;
  priority: InquiryPriority;
  source: InquirySource;
}

const INQUIRIES: InquirySeed[] = [
  {
    category: 1,
    subject: 'January 2027 intake for software engineering',
    message:
      'Hello, I finished KCSE in 2025 with a B-. Can I join the software engineering programme in January, and is there a placement test?',
    priority: 'medium',
    source: 'website',
  },
  {
    category: 2,
    subject: 'Paying fees in instalments via M-Pesa',
    message:
      'Can I pay the Data Science Bootcamp fee in three instalments through M-Pesa? What account number should I use with Paybill 522533?',
    priority: 'medium',
    source: 'website',
  },
  {
    category: 3,
    subject: 'Weekend classes for working professionals',
    message:
      'I work full time at a bank in Upper Hill. Do you have Saturday classes for the Python course, and how many hours per week should I plan for?',
    priority: 'low',
    source: 'website',
  },
  {
    category: 4,
    subject: 'Cannot sign in to the learning portal',
    message:
      'Since yesterday the portal says my token is invalid even after resetting my password. I have an assessment due on Friday. Please help.',
    priority: 'high',
    source: 'email',
  },
  {
    category: 5,
    subject: 'Training for our data team (12 people)',
    message:
      'We are a fintech in Westlands looking for a 6-week SQL and Power BI programme for 12 analysts, ideally on site. Please share a proposal and pricing.',
    priority: 'high',
    source: 'email',
  },
  {
    category: 6,
    subject: 'Reference letter for a job application',
    message:
      'I completed the Full-Stack course in 2025. Could the school provide a reference letter for an application to Safaricom by next week?',
    priority: 'medium',
    source: 'website',
  },
  {
    category: 2,
    subject: 'M-Pesa payment not reflected on my account',
    message: 'I paid KES 15,000 on 28 October (receipt TJS4K8LQ2M) but my fee balance has not changed. Kindly confirm.',
    priority: 'urgent',
    source: 'phone',
  },
  {
    category: 1,
    subject: 'Scholarship for young women in tech',
    message: 'Is the Wanawake Code scholarship open for 2027? I am 19 and live in Kisumu; can I study online?',
    priority: 'medium',
    source: 'social_media',
  },
  {
    category: 3,
    subject: 'Difference between the two cloud courses',
    message: 'What is the difference between Cloud Fundamentals and Cloud and DevOps? I already know Linux basics.',
    priority: 'low',
    source: 'website',
  },
  {
    category: 4,
    subject: 'Certificate name is misspelled',
    message: 'My certificate reads "Wanjiro" instead of "Wanjiru". How can I get a corrected copy?',
    priority: 'medium',
    source: 'website',
  },
  {
    category: 5,
    subject: 'Hiring partnership for junior developers',
    message:
      'We would like to interview your top React graduates for two junior roles in our Nairobi office. Who should we talk to?',
    priority: 'medium',
    source: 'email',
  },
  {
    category: 1,
    subject: 'Visit the campus before applying',
    message: 'My son wants to join the mobile development course. Can we visit the Kilimani campus on a Saturday morning?',
    priority: 'low',
    source: 'walk_in',
  },
  {
    category: 2,
    subject: 'Refund after withdrawing in week one',
    message: 'I had to withdraw from the UX course in the first week because of a family emergency. What is the refund policy?',
    priority: 'high',
    source: 'website',
  },
  {
    category: 6,
    subject: 'Alumni meetup dates',
    message: 'When is the next alumni meetup? I moved to Nakuru but would travel for it.',
    priority: 'low',
    source: 'social_media',
  },
];

const RESPONSES = [
  'Thank you for reaching out. I have shared the details with our admissions team and we will call you within 24 hours.',
  'Yes, you can pay in three monthly instalments via M-Pesa Paybill 522533. Use your admission number as the account number.',
  'We have reset your portal session; please sign in again and let us know if the problem continues.',
  'Please find the proposal attached. Our corporate training lead, Mercy, will follow up to agree on dates.',
  'Your payment has been matched and your statement now shows the new balance. Apologies for the delay.',
  'The reference letter is ready for collection at the front desk, or we can e-mail a signed PDF.',
];

const INTERNAL_NOTES = [
  'Called the applicant; prefers the evening class.',
  'Checked M-Pesa statement with the finance office.',
  'Escalated to the head of department.',
];

const FAQS: [number, string, string, boolean, boolean][] = [
  [
    1,
    'When are the intakes?',
    'We admit learners three times a year, in January, May and September. Short courses start every month.',
    true,
    true,
  ],
  [
    1,
    'What are the entry requirements?',
    'Most courses need a KCSE mean grade of C- or equivalent and basic computer skills. Advanced courses ask for a short placement test.',
    true,
    false,
  ],
  [
    1,
    'Can I study online from outside Nairobi?',
    'Yes. Every course has a live online class with the same teachers, assessments and certificates as on campus.',
    true,
    false,
  ],
  [
    1,
    'Do you offer scholarships?',
    'Yes: the Wanawake Code scholarship for young women and need-based bursaries. Applications open six weeks before each intake.',
    true,
    true,
  ],
  [
    2,
    'How do I pay with M-Pesa?',
    'Use Paybill 522533 with your admission number as the account number. Payments reflect on your statement within a few minutes.',
    true,
    true,
  ],
  [
    2,
    'Can I pay in instalments?',
    'Courses of 8 weeks or more can be paid in up to three monthly instalments. The first instalment secures your place.',
    true,
    false,
  ],
  [
    2,
    'What is the refund policy?',
    'You get a full refund if you withdraw before the course starts, and 50% within the first week. After that, fees are not refundable.',
    true,
    false,
  ],
  [
    2,
    'Do you accept bank transfers and cards?',
    'Yes: KCB bank transfer, Visa and Mastercard through our payment page, and M-Pesa.',
    true,
    false,
  ],
  [
    3,
    'Do I get a certificate?',
    'Learners who complete the course and pass the assessments receive a verifiable certificate with a QR code.',
    true,
    true,
  ],
  [
    3,
    'Are there evening and weekend classes?',
    'Yes. Evening classes run Monday to Thursday 6–8:30 pm and weekend classes on Saturdays 9 am–3 pm.',
    true,
    false,
  ],
  [
    3,
    'Which programming languages do you teach?',
    'Python, JavaScript and TypeScript, Java, Kotlin, Dart, SQL and Go, depending on the course.',
    true,
    false,
  ],
  [
    3,
    'Do I need my own laptop?',
    'A laptop with at least 8 GB of RAM is recommended. The campus labs are open for learners without one.',
    true,
    false,
  ],
  [
    4,
    'I forgot my password. What do I do?',
    'Use "Forgot password" on the sign-in page. The reset link in your e-mail is valid for 24 hours.',
    true,
    false,
  ],
  [
    4,
    'How do I verify a certificate?',
    'Open /certificate/verify and enter the certificate number, or scan the QR code on the certificate.',
    true,
    false,
  ],
  [
    5,
    'Do you train company teams?',
    'Yes. We run tailored programmes on site or online for teams of 5 or more, with progress reports for the employer.',
    true,
    false,
  ],
  [
    6,
    'Do you help graduates find jobs?',
    'Our careers office runs CV clinics, mock interviews and a quarterly career fair with hiring partners such as Safaricom, Andela and Cellulant.',
    true,
    true,
  ],
  [
    6,
    'How do I join the alumni network?',
    'Every graduate is added automatically. Update your details in your profile to receive alumni news.',
    false,
    false,
  ],
];

function seedContact(tables: ContactTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(500));
  CATEGORIES.forEach(([name, description, email, icon, active], index) => {
    tables.categories.insert({
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description,
      email,
      icon,
      is_active: active,
      display_order: index + 1,
      inquiry_count: 0,
      faq_count: 0,
      created_at: created,
      updated_at: created,
    });
  });

  const location = (
    fields: Omit<ContactInfo, 'id' | 'created_at' | 'updated_at' | 'city' | 'country'> & { city?: string },
  ): void => {
    tables.info.insert({ city: 'Nairobi', country: 'Kenya', ...fields, created_at: created, updated_at: created });
  };
  location({
    title: 'Main campus, Kilimani',
    email: 'info@ujuzi.ac.ke',
    phone: '+254709123456',
    alternate_phone: '+254202345678',
    whatsapp: '+254709123456',
    address: '4th Floor, Bishop Magua Centre, Ngong Road, Kilimani',
    postal_address: 'P.O. Box 30197-00100, Nairobi',
    office_hours: 'Monday to Friday 8:00 am – 6:00 pm, Saturday 9:00 am – 1:00 pm (EAT)',
    map_url: 'https://maps.google.com/?q=-1.2995,36.7862',
    latitude: -1.2995,
    longitude: 36.7862,
    is_primary: true,
    is_active: true,
    display_order: 1,
  });
  location({
    title: 'Westlands learning hub',
    email: 'westlands@ujuzi.ac.ke',
    phone: '+254709123457',
    alternate_phone: null,
    whatsapp: '+254709123457',
    address: '2nd Floor, The Mirage, Chiromo Road, Westlands',
    postal_address: null,
    office_hours: 'Monday to Thursday 4:00 pm – 9:00 pm, Saturday 8:30 am – 4:00 pm (EAT)',
    map_url: 'https://maps.google.com/?q=-1.2635,36.8034',
    latitude: -1.2635,
    longitude: 36.8034,
    is_primary: false,
    is_active: true,
    display_order: 2,
  });
  location({
    title: 'Mombasa office (opening 2027)',
    email: 'mombasa@ujuzi.ac.ke',
    phone: '+254709123458',
    alternate_phone: null,
    whatsapp: null,
    address: 'Nyali Centre, Links Road, Nyali',
    city: 'Mombasa',
    postal_address: 'P.O. Box 90420-80100, Mombasa',
    office_hours: null,
    map_url: null,
    latitude: -4.0435,
    longitude: 39.7189,
    is_primary: false,
    is_active: false,
    display_order: 3,
  });

  const admin = db.accounts.users.find((user) => user.username === 'admin');
  const teacher = db.accounts.users.find((user) => user.username === 'teacher');
  const parent = db.accounts.users.find((user) => user.username === 'parent');
  const staff = [admin, teacher, ...usersOfType(db, 'admin').slice(1, 3)].filter((user) => user !== undefined);
  tables.settings.insert({
    id: 1,
    notification_email: 'inquiries@ujuzi.ac.ke',
    notify_on_new_inquiry: true,
    auto_reply_enabled: true,
    auto_reply_subject: 'We have received your message',
    auto_reply_message:
      'Asante for contacting Ujuzi School of Technology. We have received your message and will reply within 24 hours. Your reference number is {reference_number}.',
    default_assignee: null,
    default_priority: 'medium',
    response_time_hours: 24,
    business_hours: 'Monday to Friday 8:00 am – 6:00 pm, Saturday 9:00 am – 1:00 pm (EAT)',
    social_links: {
      facebook: 'https://www.facebook.com/ujuzi.ke',
      twitter: 'https://x.com/ujuzi_ke',
      instagram: 'https://www.instagram.com/ujuzi.ke',
      linkedin: 'https://www.linkedin.com/school/ujuzi-ke',
      youtube: 'https://www.youtube.com/@ujuzi-ke',
      tiktok: 'https://www.tiktok.com/@ujuzi.ke',
    },
    // The spec's footer claim, kept where the office can change or remove it.
    learners_claim: '10,000+',
    android_app_url: 'https://play.google.com/store/apps/details?id=ke.ac.ujuzi',
    max_submissions_per_hour: 10,
    updated_at: isoDateTime(daysAgo(120)),
  });

  // Inquiries in every status; newer ones are still open. The demo parent asked about fees.
  const statusFor = (age: number, index: number): InquiryStatus => {
    if (age < 10) return 'new';
    if (age < 22) return index % 3 === 0 ? 'resolved' : 'in_progress';
    return index % 4 === 0 ? 'closed' : 'resolved';
  };
  const total = 26;
  for (let index = 0; index < total; index++) {
    const seed = INQUIRIES[index % INQUIRIES.length] as InquirySeed;
    const age = Math.round(((total - index) / total) * 45);
    const receivedAt = daysAgo(age, faker.number.int({ min: 1, max: 9 }));
    const person = kenyanPerson(faker);
    const isParent = index === total - 3 && parent;
    const status = statusFor(age, index);
    const assignee = status === 'new' && index % 2 === 0 ? null : (staff[index % staff.length] ?? null);
    const id = tables.inquiries.nextId();
    const receivedStamp = isoDateTime(receivedAt);
    const inquiry = tables.inquiries.insert({
      reference_number: referenceNumber(id, receivedStamp),
      name: isParent ? `${parent.first_name} ${parent.last_name}` : `${person.firstName} ${person.lastName}`,
      email: isParent ? parent.email : `${person.firstName}.${person.lastName}${index}@gmail.com`.toLowerCase(),
      phone: kenyanPhone(faker),
      category: isParent ? 2 : seed.category,
      subject: isParent ? 'Fee statement for Wanjiku and Baraka' : seed.subject,
      message: isParent
        ? 'Good morning. Kindly send me the fee statements for both my children for this term; I want to clear the balance via M-Pesa before the exams.'
        : seed.message,
      status,
      priority: seed.priority,
      source: seed.source,
      assigned_to: assignee?.id ?? null,
      resolved_at: status === 'resolved' || status === 'closed' ? isoDateTime(daysAgo(age - 2)) : null,
      created_at: receivedStamp,
      updated_at: receivedStamp,
      client: seed.source === 'website' ? `seed:${index}` : null,
    });
    if (status === 'new' || !assignee) continue;
    tables.replies.insert({
      inquiry: inquiry.id,
      message: RESPONSES[index % RESPONSES.length] ?? '',
      is_internal: false,
      email_sent: true,
      responder: assignee.id,
      created_at: isoDateTime(daysAgo(age, -faker.number.int({ min: 2, max: 20 }))),
    });
    if (index % 4 === 0) {
      tables.replies.insert({
        inquiry: inquiry.id,
        message: INTERNAL_NOTES[index % INTERNAL_NOTES.length] ?? '',
        is_internal: true,
        email_sent: false,
        responder: assignee.id,
        created_at: isoDateTime(daysAgo(age - 1)),
      });
    }
  }

  FAQS.forEach(([category, question, answer, published, featured], index) => {
    const stamp = isoDateTime(daysAgo(300 - index * 7));
    tables.faqs.insert({
      question,
      answer,
      category,
      category_name: CATEGORIES[category - 1]?.[0] ?? null,
      is_published: published,
      is_featured: featured,
      display_order: index + 1,
      helpful_count: faker.number.int({ min: 8, max: 140 }),
      not_helpful_count: faker.number.int({ min: 0, max: 12 }),
      view_count: faker.number.int({ min: 150, max: 2400 }),
      created_at: stamp,
      updated_at: stamp,
    });
  });
}

export const contactDomain = defineDomain({ name: 'contact', tables: contactTables, seed: seedContact });

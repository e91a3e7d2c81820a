/** Seeds the newsletter tables (settings, categories, templates, subscribers, campaigns with their send logs) and defines the newsletter domain. */
import type { NewsletterFrequency, NewsletterStatus, NewsletterSubscriberStatus } from '@ujuzi/api';
import { isoDateTime, daysAgo, addDays } from './time';
import { type NewsletterTables, type SubscriberRow, isTargeted, linksOf, deliveryOutcome, newsletterTables } from './newsletter';
import { kenyanPerson, EMAIL_DOMAINS } from './kenya';
import { type SeedContext, defineDomain } from './domain';
import { usersOfType, findUserByEmail } from './accounts';

// ---------------------------------------------------------------------------------------------
// Seed.
const CATEGORIES: [string, string, boolean][] = [
  ['Course announcements', 'New courses, intakes and schedule changes at the Kilimani and Westlands campuses.', true],
  ['Data science and AI', 'New data courses, Kaggle tips and AI meetups in Nairobi.', true],
  ['Web and mobile development', 'JavaScript, Django, React, Flutter and Kotlin: tutorials and course news.', true],
  ['Careers and internships', 'Job openings with our hiring partners, internship calls and alumni stories.', true],
  ['Events and hackathons', 'Open days, Nairobi Tech Week, hackathons and community meetups.', true],
  ['Scholarships and fees', 'Bursaries, M-Pesa instalment plans and early-bird discounts.', true],
  ['Kids coding camps', 'Holiday coding camps for ages 10–16 (paused for 2026).', false],
];
const TEMPLATE_HTML = (accent: string, heading: string): string =>
  `<!doctype html><html><body style="margin:0;font-family:Arial,sans-serif;background:#f4f6f8">` +
  `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">` +
  `<table width="600" cellpadding="24" style="background:#ffffff">` +
  `<tr><td style="background:${accent};color:#ffffff"><strong>Ujuzi</strong> · ${heading}</td></tr>` +
  `<tr><td><p>Habari {{first_name}},</p>{{content}}</td></tr>` +
  `<tr><td style="font-size:12px;color:#667085">Ujuzi School of Technology · 4th Floor, Bishop Magua Centre, Ngong Road, Nairobi, Kenya<br>` +
  `You receive this because you subscribed at ujuzi.ac.ke. <a href="{{unsubscribe_url}}">Unsubscribe</a></td></tr>` +
  `</table></td></tr></table></body></html>`;
const TEMPLATES: [string, string, string, boolean][] = [
  [
    'Monthly digest',
    "Header with the Ujuzi logo, the month's stories and the footer with the Nairobi address.",
    TEMPLATE_HTML('#0b6e4f', 'Monthly digest'),
    true,
  ],
  [
    'Course announcement',
    'A single course or intake with a call to action to apply.',
    TEMPLATE_HTML('#1d4ed8', 'New intake'),
    true,
  ],
  [
    'Event invitation',
    'Date, venue and RSVP button for open days, hackathons and meetups.',
    TEMPLATE_HTML('#b45309', 'You are invited'),
    true,
  ],
  [
    'Plain text (legacy)',
    'The 2024 plain layout, kept for old campaigns.',
    '<html><body>{{content}}<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p></body></html>',
    false,
  ],
];

interface CampaignSeed {
  title: string;
  subject: string;
  preview: string;
  html: string;
  status: NewsletterStatus;
  /** Days before the reference date it was created (negative: after). */
  created: number;
  /** Sent (or scheduled) this many days before the reference date; negative for the future. */
  at?: number;
  categories: string[];
  sendToAll?: boolean;
  template: number;
  author: 'superadmin' | 'admin';
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const CAMPAIGNS: CampaignSeed[] = [
  {
    title: 'October 2026 digest',
    subject: 'Our Python graduates, the November intake and Nairobi Tech Week',
    preview: '142 graduates, three new evening classes and a hackathon you should not miss.',
    html:
      '<h1>October at Ujuzi</h1>' +
      p(
        '142 learners graduated from <a href="https://ujuzi.ac.ke/courses/python-for-data-science">Python for Data Science</a> this month; 38 of them already work with our hiring partners.',
        'The November intake has evening and weekend classes at Kilimani and Westlands, from KES 12,500.00 a month, payable in instalments via M-Pesa (Paybill 522533).',
        'Join us at <a href="https://ujuzi.ac.ke/events/nairobi-tech-week-2026">Nairobi Tech Week</a> on 14 November: our students are running a 24-hour hackathon on agritech.',
      ),
    status: 'sent',
    created: 34,
    at: 31,
    categories: [],
    sendToAll: true,
    template: 1,
    author: 'admin',
  },
  {
    title: 'Data Science Bootcamp January 2027',
    subject: 'Applications open: 12-week Data Science Bootcamp (January 2027)',
    preview: 'Pandas, SQL, machine learning and a capstone with real Kenyan datasets.',
    html:
      '<h1>Become a data analyst in 12 weeks</h1>' +
      p(
        'Our next <a href="https://ujuzi.ac.ke/courses/data-science-bootcamp">Data Science Bootcamp</a> starts on 11 January 2027. You will clean M-Pesa-style transaction data, build dashboards and train your first models.',
        'Early-bird fee: KES 85,000.00 until 30 November, or three instalments via M-Pesa.',
      ) +
      '<p><a href="https://ujuzi.ac.ke/admissions">Apply now</a></p>',
    status: 'sent',
    created: 24,
    at: 21,
    categories: ['Data science and AI', 'Course announcements'],
    template: 2,
    author: 'admin',
  },
  {
    title: 'Career fair with hiring partners',
    subject: 'Safaricom, Andela and Cellulant are hiring: career fair on 6 November',
    preview: 'Bring your CV and your GitHub: 14 companies, 60 open roles.',
    html:
      '<h1>Ujuzi Career Fair</h1>' +
      p(
        'On Friday 6 November, 14 hiring partners meet our learners and alumni at the Kilimani campus. Roles include junior backend developers, data analysts and QA engineers.',
        'Polish your profile first: <a href="https://ujuzi.ac.ke/careers/cv-clinic">book a CV clinic slot</a>.',
      ),
    status: 'sent',
    created: 17,
    at: 14,
    categories: ['Careers and internships'],
    template: 1,
    author: 'superadmin',
  },
  {
    title: 'Pay fees in instalments via M-Pesa',
    subject: 'New: spread your course fees over three months with M-Pesa',
    preview: 'No bank account needed. Pay from your phone with Paybill 522533.',
    html:
      '<h1>Learn now, pay in instalments</h1>' +
      p(
        'Every course of 8 weeks or more can now be paid in three monthly instalments. Use Paybill 522533 and your admission number as the account.',
        'See the <a href="https://ujuzi.ac.ke/fees/instalments">instalment plans</a> or ask our fees office on +254 709 123 456.',
      ),
    status: 'sent',
    created: 10,
    at: 8,
    categories: ['Scholarships and fees'],
    template: 2,
    author: 'admin',
  },
  {
    title: 'Nairobi Tech Week hackathon',
    subject: 'You are invited: 24-hour agritech hackathon, 14–15 November',
    preview: 'Teams of four, mentors from Twiga Foods and M-KOPA, KES 300,000 in prizes.',
    html:
      '<h1>Build for Kenyan farmers</h1>' +
      p(
        'Form a team of four and spend 24 hours building tools for smallholder farmers. Mentors from Twiga Foods and M-KOPA will be on site.',
        '<a href="https://ujuzi.ac.ke/events/agritech-hackathon">Register your team</a> before 10 November.',
      ),
    status: 'sent',
    created: 6,
    at: 4,
    categories: ['Events and hackathons'],
    template: 3,
    author: 'admin',
  },
  {
    title: 'Weekly coding tips #42',
    subject: 'Coding tips #42: async Python without the headaches',
    preview: 'asyncio, httpx and a tiny M-Pesa status checker.',
    html:
      '<h1>Async Python in 10 minutes</h1>' +
      p(
        'This week we build a tiny script that checks the status of several M-Pesa STK pushes at once with asyncio and httpx.',
        'The full code is on <a href="https://ujuzi.ac.ke/blog/async-python-mpesa">our blog</a>.',
      ),
    status: 'sending',
    created: 1,
    at: 0,
    categories: ['Web and mobile development', 'Data science and AI'],
    template: 1,
    author: 'admin',
  },
  {
    title: 'December holiday bootcamp',
    subject: 'Holiday bootcamp for KCSE leavers: web development in 4 weeks',
    preview: 'Build and deploy your first website before January.',
    html:
      '<h1>Finished KCSE? Start coding.</h1>' +
      p(
        'A four-week, full-time introduction to HTML, CSS and JavaScript for KCSE 2026 candidates, from 7 December at Westlands.',
        '<a href="https://ujuzi.ac.ke/courses/holiday-web-bootcamp">See the programme</a>.',
      ),
    status: 'scheduled',
    created: 3,
    at: -40,
    categories: ['Course announcements'],
    template: 2,
    author: 'admin',
  },
  {
    title: 'January 2027 intake: last call',
    subject: 'Last call: January intake closes on Friday',
    preview: 'Software engineering, cloud and cybersecurity: a few seats left.',
    html:
      '<h1>A few seats left</h1>' +
      p(
        'Applications for the January 2027 intake close this Friday. <a href="https://ujuzi.ac.ke/admissions">Apply in 10 minutes</a>.',
      ),
    status: 'scheduled',
    created: 2,
    at: -70,
    categories: [],
    sendToAll: true,
    template: 2,
    author: 'superadmin',
  },
  {
    title: 'November 2026 digest',
    subject: 'November at Ujuzi: hackathon winners and new mentors',
    preview: 'Draft: waiting for the hackathon results.',
    html: '<h1>November at Ujuzi</h1>' + p('The agritech hackathon winners are… (to be completed after 15 November).'),
    status: 'draft',
    created: 0,
    categories: [],
    sendToAll: true,
    template: 1,
    author: 'admin',
  },
  {
    title: 'Cybersecurity Awareness Month recap',
    subject: 'Five habits that keep your M-Pesa and email accounts safe',
    preview: 'What we learned in October about SIM-swap fraud and phishing.',
    html:
      '<h1>Stay safe online</h1>' +
      p('SIM-swap fraud and fake M-Pesa messages are the most common attacks we saw this year. Here is how to protect yourself.'),
    status: 'draft',
    created: 5,
    categories: ['Events and hackathons'],
    template: 1,
    author: 'superadmin',
  },
  {
    title: 'Mashujaa Day open house',
    subject: 'Open house on Mashujaa Day: tour the Kilimani campus',
    preview: 'Cancelled: the campus is closed for the public holiday.',
    html: '<h1>Come and see us</h1>' + p('Tour the labs, meet our teachers and try a free Python class on 20 October.'),
    status: 'cancelled',
    created: 20,
    categories: ['Events and hackathons'],
    template: 3,
    author: 'admin',
  },
  {
    title: 'Flash offer: Cloud and DevOps',
    subject: '48 hours only: 20% off Cloud and DevOps',
    preview: 'AWS, Docker and CI/CD with a 20% early-bird discount.',
    html:
      '<h1>20% off Cloud and DevOps</h1>' +
      p('Use code CLOUD20 before Sunday midnight. <a href="https://ujuzi.ac.ke/courses/cloud-devops">See the course</a>.'),
    status: 'failed',
    created: 12,
    at: 11,
    categories: ['Course announcements'],
    template: 2,
    author: 'admin',
  },
];
const FREQUENCIES: NewsletterFrequency[] = ['weekly', 'weekly', 'weekly', 'weekly', 'monthly', 'monthly', 'daily'];
const SOURCES = ['website', 'website', 'website', 'import', 'admin', 'checkout', 'event'];

function seedNewsletter(tables: NewsletterTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(400));
  CATEGORIES.forEach(([name, description, active], index) => {
    tables.categories.insert({
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description,
      is_active: active,
      display_order: index + 1,
      subscriber_count: 0,
      created_at: created,
      updated_at: created,
    });
  });
  const categoryId = (name: string): number => tables.categories.find((category) => category.name === name)?.id ?? 1;
  const activeCategories = tables.categories.filter((category) => category.is_active).map((category) => category.id);

  const admin = usersOfType(db, 'admin')[0];
  TEMPLATES.forEach(([name, description, html, active], index) => {
    tables.templates.insert({
      name,
      description,
      html_content: html,
      text_content: '{{content}}\n\n-- Ujuzi School of Technology, Kilimani, Nairobi. Unsubscribe: {{unsubscribe_url}}',
      thumbnail: `/media/newsletter/templates/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
      is_default: index === 0,
      is_active: active,
      created_by: admin?.id ?? null,
      created_at: created,
      updated_at: created,
    });
  });

  tables.settings.insert({
    id: 1,
    from_name: 'Ujuzi School of Technology',
    from_email: 'newsletter@ujuzi.ac.ke',
    reply_to_email: 'hello@ujuzi.ac.ke',
    double_opt_in: true,
    send_welcome_email: true,
    welcome_email_subject: 'Karibu! Welcome to the Ujuzi newsletter',
    default_frequency: 'weekly',
    default_template: 1,
    track_opens: true,
    track_clicks: true,
    footer_text: 'You receive this because you subscribed at ujuzi.ac.ke.',
    company_address: '4th Floor, Bishop Magua Centre, Ngong Road, P.O. Box 30197-00100, Nairobi, Kenya',
    max_emails_per_hour: 2000,
    updated_at: isoDateTime(daysAgo(90)),
  });

  // Subscribers: the demo student, parent and teacher, some learners, and people from the public site.
  const subscriber = (fields: {
    email: string;
    first: string;
    last: string;
    status: NewsletterSubscriberStatus;
    joined: number;
    source?: string;
    frequency?: NewsletterFrequency;
    categories?: number[];
  }): SubscriberRow => {
    const joined = daysAgo(fields.joined, faker.number.int({ min: 0, max: 10 }));
    const confirmed = fields.status === 'pending' ? null : isoDateTime(addDays(joined, 0.01));
    const unsubscribed = fields.status === 'unsubscribed' ? isoDateTime(addDays(joined, Math.max(1, fields.joined / 2))) : null;
    return tables.subscribers.insert({
      email: fields.email.toLowerCase(),
      first_name: fields.first,
      last_name: fields.last,
      status: fields.status,
      source: fields.source ?? faker.helpers.arrayElement(SOURCES),
      frequency: fields.frequency ?? faker.helpers.arrayElement(FREQUENCIES),
      categories: fields.categories ?? faker.helpers.arrayElements(activeCategories, { min: 0, max: 3 }),
      user: findUserByEmail(db, fields.email)?.id ?? null,
      confirmed_at: confirmed,
      unsubscribed_at: unsubscribed,
      unsubscribe_reason:
        fields.status === 'unsubscribed' ? faker.helpers.arrayElement(['too_frequent', 'not_relevant', 'other']) : null,
      created_at: isoDateTime(joined),
      updated_at: unsubscribed ?? confirmed ?? isoDateTime(joined),
      confirmation_token: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      confirmation_sent_at: isoDateTime(joined),
      unsubscribe_token: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      unsubscribe_feedback: null,
    });
  };

  subscriber({
    email: 'wanjiru.njoroge@gmail.com',
    first: 'Wanjiru',
    last: 'Njoroge',
    status: 'active',
    joined: 380,
    source: 'website',
    frequency: 'weekly',
    categories: [],
  });
  for (const username of ['student', 'parent', 'teacher', 'accountant']) {
    const user = db.accounts.users.find((candidate) => candidate.username === username);
    if (!user) continue;
    subscriber({
      email: user.email,
      first: user.first_name,
      last: user.last_name,
      status: 'active',
      joined: username === 'student' ? 280 : 300,
      source: username === 'parent' ? 'checkout' : 'website',
      frequency: username === 'parent' ? 'monthly' : 'weekly',
      categories:
        username === 'parent' || username === 'accountant'
          ? [categoryId('Scholarships and fees'), categoryId('Course announcements')]
          : [categoryId('Data science and AI'), categoryId('Careers and internships')],
    });
  }
  const learners = usersOfType(db, 'student')
    .filter((user) => user.username !== 'student')
    .slice(0, 10);
  for (const learner of learners) {
    subscriber({
      email: learner.email,
      first: learner.first_name,
      last: learner.last_name,
      status: 'active',
      joined: faker.number.int({ min: 60, max: 300 }),
      source: 'checkout',
    });
  }
  const statuses: NewsletterSubscriberStatus[] = [
    ...Array<NewsletterSubscriberStatus>(22).fill('active'),
    ...Array<NewsletterSubscriberStatus>(6).fill('pending'),
    ...Array<NewsletterSubscriberStatus>(5).fill('unsubscribed'),
    ...Array<NewsletterSubscriberStatus>(3).fill('bounced'),
  ];
  const taken = new Set(tables.subscribers.all().map((row) => row.email));
  for (const status of statuses) {
    const person = kenyanPerson(faker);
    const domain = faker.helpers.arrayElement(EMAIL_DOMAINS.slice(0, 3));
    const local = `${person.firstName}.${person.lastName}`.toLowerCase();
    let address = `${local}@${domain}`;
    for (let suffix = 2; taken.has(address); suffix++) address = `${local}${suffix}@${domain}`;
    taken.add(address);
    subscriber({
      email: address,
      first: person.firstName,
      last: person.lastName,
      status,
      joined: status === 'pending' ? faker.number.int({ min: -3, max: 12 }) : faker.number.int({ min: 20, max: 360 }),
    });
  }

  // Campaigns, oldest first, with their send logs.
  const author = (name: 'superadmin' | 'admin'): number => db.accounts.users.find((user) => user.username === name)?.id ?? 1;
  for (const campaign of CAMPAIGNS) {
    const createdAt = daysAgo(campaign.created, 3);
    const row = tables.newsletters.insert({
      title: campaign.title,
      subject: campaign.subject,
      preview_text: campaign.preview,
      content_html: campaign.html,
      content_text: campaign.html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      template: campaign.template,
      categories: campaign.categories.map(categoryId),
      send_to_all: campaign.sendToAll ?? false,
      status: campaign.status,
      scheduled_at: campaign.status === 'scheduled' && campaign.at !== undefined ? isoDateTime(daysAgo(campaign.at, -3)) : null,
      sent_at: null,
      created_by: author(campaign.author),
      created_at: isoDateTime(createdAt),
      updated_at: isoDateTime(createdAt),
      send_completes_at: null,
    });
    if (campaign.at === undefined || campaign.status === 'scheduled') continue;
    const sentAt = daysAgo(campaign.at, 2);
    // Who was on the list then: confirmed before the send and not yet unsubscribed.
    const sentStamp = isoDateTime(sentAt);
    const recipients = tables.subscribers.filter(
      (candidate) =>
        candidate.status !== 'pending' &&
        candidate.created_at <= sentStamp &&
        (candidate.unsubscribed_at ?? '9999') > sentStamp &&
        isTargeted(row, { ...candidate, status: 'active' }),
    );
    const links = linksOf(row.content_html);
    recipients.forEach((recipient, index) => {
      const base = { newsletter: row.id, subscriber: recipient.id, email: recipient.email, created_at: isoDateTime(sentAt) };
      if (campaign.status === 'sent')
        tables.sendLogs.insert({ ...base, ...deliveryOutcome(row.id, recipient.id, links, sentAt) });
      else if (campaign.status === 'failed') {
        tables.sendLogs.insert({
          ...base,
          status: 'failed',
          sent_at: null,
          opened_at: null,
          clicked_at: null,
          error_message: '421 4.7.0 Sending quota exceeded; try again later.',
          open_count: 0,
          click_count: 0,
          clicked_links: [],
        });
      } else {
        // sending: the first two thirds have gone out.
        const done = index < (recipients.length * 2) / 3;
        tables.sendLogs.insert(
          done
            ? {
                ...base,
                status: 'delivered',
                sent_at: isoDateTime(sentAt),
                opened_at: null,
                clicked_at: null,
                error_message: null,
                open_count: 0,
                click_count: 0,
                clicked_links: [],
              }
            : {
                ...base,
                status: 'pending',
                sent_at: null,
                opened_at: null,
                clicked_at: null,
                error_message: null,
                open_count: 0,
                click_count: 0,
                clicked_links: [],
              },
        );
      }
    });
    if (campaign.status === 'sent')
      tables.newsletters.update(row.id, { sent_at: isoDateTime(sentAt), updated_at: isoDateTime(sentAt) });
  }
}

export const newsletterDomain = defineDomain({ name: 'newsletter', tables: newsletterTables, seed: seedNewsletter });

/** Seeds the communication tables (notifications, messages, announcements, e-mail templates and logs, contact submissions) and defines the communication domain. */
import type { Announcement, ContactSubmission, EmailLog, EmailTemplate, Notification, UserType } from '@ujuzi/api';
import { daysAgo, isoDateTime } from './time';
import { kenyanPerson, kenyanPhone } from './kenya';
import { type SeedContext, defineDomain } from './domain';
import { type CommunicationTables, reaches, communicationTables } from './communication';
import { usersOfType, type UserRecord, userSummaryById } from './accounts';

// ---------------------------------------------------------------------------------------------
// Seed.
type NotificationSeed = [string, string, Notification['notification_type'], Notification['priority'], string | null];
const STUDENT_NOTIFICATIONS: NotificationSeed[] = [
  [
    'Campus closed on Friday',
    'The Ngong Road campus is closed on Friday for electrical works. Classes move online; links are on your timetable.',
    'system',
    'urgent',
    '/dashboard/academics/timetable',
  ],
  [
    'Fee balance reminder',
    'Your Term 3 fee balance is due by the end of this week. Pay through M-Pesa Paybill 522533.',
    'fee',
    'high',
    '/dashboard/finance/invoices',
  ],
  [
    'CAT 1 results published',
    'Your JavaScript Programming CAT 1 results are out.',
    'exam',
    'normal',
    '/dashboard/assessments/results',
  ],
  [
    'Project due tomorrow',
    'Submit your Django REST API project before 11:59 pm tomorrow.',
    'assignment',
    'high',
    '/dashboard/courses',
  ],
  [
    'Class moved to Lab 3',
    'Tuesday’s Databases and SQL class moves to Lab 3.',
    'info',
    'normal',
    '/dashboard/academics/timetable',
  ],
  ['Payment received', 'We received KES 12,000 by M-Pesa. Thank you.', 'payment', 'normal', '/dashboard/payments/history'],
  [
    'Hackathon registration is open',
    'Register your team for the Nairobi Tech Week hackathon.',
    'announcement',
    'low',
    '/dashboard/communications/announcements',
  ],
  [
    'New message from your instructor',
    'Faith Chebet sent you a message about your capstone.',
    'message',
    'normal',
    '/dashboard/communications/messages/inbox',
  ],
  [
    'Attendance below 80%',
    'Your attendance this month is 78%. The minimum is 75%; talk to your class teacher.',
    'attendance',
    'high',
    null,
  ],
  ['Welcome to Term 3', 'Welcome back! Your timetable and course materials are ready.', 'success', 'low', '/dashboard'],
  ['Password changed', 'Your password was changed. If this was not you, contact support.', 'warning', 'normal', null],
  [
    'New lesson available',
    'Lesson 7 of Backend Development with Django is now available.',
    'course',
    'low',
    '/dashboard/courses',
  ],
];
const STAFF_NOTIFICATIONS: NotificationSeed[] = [
  [
    'Server maintenance tonight',
    'The learning platform will be down from 10 pm to midnight for maintenance.',
    'system',
    'urgent',
    null,
  ],
  [
    'Leave applications waiting',
    'Three leave applications are waiting for your approval.',
    'info',
    'high',
    '/dashboard/students',
  ],
  [
    'Marks entry closes Friday',
    'Enter the mid-term marks for your classes by Friday.',
    'exam',
    'high',
    '/dashboard/assessments/exams',
  ],
  ['Staff meeting moved', 'Monday’s staff meeting moves to 4 pm in the main hall.', 'info', 'normal', null],
  ['New student enrolled', 'A new student joined the DSE1 Morning cohort.', 'success', 'low', '/dashboard/students'],
  ['Payroll processed', 'October salaries have been paid.', 'payment', 'normal', null],
  ['New message', 'You have a new message from the principal.', 'message', 'normal', '/dashboard/communications/messages/inbox'],
  [
    'Report cards ready for review',
    'Term 2 report cards are generated and waiting for your remarks.',
    'exam',
    'low',
    '/dashboard/assessments/report-cards',
  ],
];
const PARENT_NOTIFICATIONS: NotificationSeed[] = [
  [
    'Fee balance reminder',
    'Your child’s Term 3 fee balance is due this week. Pay through M-Pesa Paybill 522533.',
    'fee',
    'urgent',
    '/dashboard/finance/invoices',
  ],
  [
    'Parents’ meeting',
    'Join us for the parents and guardians meeting next week in the main hall.',
    'announcement',
    'high',
    '/dashboard/communications/announcements',
  ],
  ['Results published', 'Your child’s CAT 1 results are available.', 'exam', 'normal', '/dashboard/assessments/results'],
  ['Leave application received', 'We received your leave application for Baraka.', 'info', 'normal', null],
  ['Payment received', 'We received KES 20,000 by M-Pesa. Thank you.', 'payment', 'low', '/dashboard/payments/history'],
  ['Attendance update', 'Your child was marked late on Tuesday.', 'attendance', 'normal', null],
];

function seedCommunication(tables: CommunicationTables, { db, faker }: SeedContext): void {
  const users = db.accounts.users.all();
  const byType = (type: UserType) => usersOfType(db, type);
  const admin = byType('admin')[0];
  const principal = byType('super_admin')[0];
  const teacher = byType('teacher')[0];
  const student = byType('student')[0];
  const parent = byType('parent')[0];

  // Notifications: a full set for each demo user (ids 1–6), a few for everyone else.
  const notificationsFor = (user: UserRecord): NotificationSeed[] =>
    user.user_type === 'student'
      ? STUDENT_NOTIFICATIONS
      : user.user_type === 'parent'
        ? PARENT_NOTIFICATIONS
        : STAFF_NOTIFICATIONS;
  for (const user of users) {
    const demo = user.id <= 6;
    const seeds = demo ? notificationsFor(user) : faker.helpers.arrayElements(notificationsFor(user), 2);
    seeds.forEach(([title, message, type, priority, actionUrl], index) => {
      const created = daysAgo(index * 1.5 + faker.number.float({ min: 0, max: 1 }), 0);
      const read = demo ? index % 3 === 2 || index >= 8 : index === 1;
      tables.notifications.insert({
        recipient: user.id,
        title,
        message,
        notification_type: type,
        priority,
        is_read: read,
        read_at: read ? isoDateTime(new Date(created.getTime() + 3600000)) : null,
        action_url: actionUrl,
        created_at: isoDateTime(created),
      });
    });
  }

  // Messages between the demo users and a few others.
  const send = (
    from: UserRecord | undefined,
    to: UserRecord | undefined,
    subject: string,
    body: string,
    daysBack: number,
    options: { read?: boolean; parentKey?: string; starred?: boolean } = {},
  ): string => {
    const key = `seed${tables.messages.nextId()}`;
    if (!from || !to) return key;
    const at = isoDateTime(daysAgo(daysBack));
    const base = {
      subject,
      body,
      is_draft: false,
      sent_at: at,
      created_at: at,
      updated_at: at,
      sender: from.id,
      recipient: to.id,
      key,
      parentKey: options.parentKey ?? null,
    };
    tables.messages.insert({ ...base, owner: from.id, folder: 'sent', is_read: true, read_at: at, is_starred: false });
    tables.messages.insert({
      ...base,
      owner: to.id,
      folder: 'inbox',
      is_read: options.read ?? false,
      read_at: options.read ? isoDateTime(daysAgo(daysBack - 0.2)) : null,
      is_starred: options.starred ?? false,
    });
    return key;
  };
  const capstone = send(
    teacher,
    student,
    'Feedback on your capstone proposal',
    'Hi Wanjiku, your M-Pesa budgeting app proposal is strong. Narrow the scope to expenses and reports for the first milestone.',
    6,
    { read: true, starred: true },
  );
  send(
    student,
    teacher,
    'Re: Feedback on your capstone proposal',
    'Thank you, madam. I will drop the savings goals feature for now and share the updated plan on Friday.',
    5.5,
    { parentKey: capstone, read: true },
  );
  send(
    teacher,
    student,
    'Re: Feedback on your capstone proposal',
    'Sounds good. Book a slot during office hours if you get stuck on the Daraja API sandbox.',
    5,
    { parentKey: capstone },
  );
  send(admin, student, 'Student ID card ready', 'Your student ID card is ready for collection at the front office.', 3);
  const progress = send(
    parent,
    teacher,
    'Baraka’s progress',
    'Good afternoon. How is Baraka coping with the Python fundamentals class? He says the loops topic is hard.',
    4,
    { read: true },
  );
  send(
    teacher,
    parent,
    'Re: Baraka’s progress',
    'Good afternoon, Mrs Kamau. Baraka is doing well; he should attend the Thursday revision clinic for loops.',
    3.5,
    { parentKey: progress },
  );
  send(
    principal,
    admin,
    'Board meeting papers',
    'Please prepare the enrollment and revenue figures for the board meeting on the 20th.',
    2,
  );
  send(admin, principal, 'Re: Board meeting papers', 'Noted. I will share the figures by Wednesday.', 1.5, { read: true });
  send(
    byType('accountant')[0],
    parent,
    'Fee statement',
    'Dear parent, please find the Term 3 fee statement on the finance page. The balance is due by the end of the month.',
    7,
  );
  send(
    student,
    admin,
    'Request for a transcript',
    'Hello, I need an official transcript for an internship application at Andela.',
    9,
    { read: true },
  );
  // A draft, an archived and a trashed message for the demo student.
  if (student && teacher) {
    const at = isoDateTime(daysAgo(1));
    tables.messages.insert({
      owner: student.id,
      sender: student.id,
      recipient: teacher.id,
      key: 'seed-draft',
      parentKey: null,
      subject: 'Question about the React assignment',
      body: 'Hello madam, for the React assignment should we use Vite or',
      is_draft: true,
      is_read: true,
      read_at: null,
      is_starred: false,
      folder: 'drafts',
      sent_at: null,
      created_at: at,
      updated_at: at,
    });
  }
  const archived = send(
    admin,
    student,
    'Orientation week schedule',
    'Attached is the orientation week schedule for new students.',
    70,
    { read: true },
  );
  const trashed = send(admin, student, 'Library books overdue', 'Please return the two overdue library books.', 40, {
    read: true,
  });
  for (const row of tables.messages.filter(
    (message) => message.owner === student?.id && (message.key === archived || message.key === trashed),
  )) {
    tables.messages.update(row.id, { folder: row.key === archived ? 'archived' : 'trash' });
  }

  // Announcements for every audience; one has expired (seeds are fixed in time, so only past expiries are safe).
  const announcements: [string, string, Announcement['audience'], Announcement['priority'], number, boolean, number | null][] = [
    [
      'Term 3 timetable published',
      'The Term 3 timetable is on the dashboard. Evening cohorts start at 5:30 pm.',
      'all',
      'normal',
      68,
      true,
      null,
    ],
    [
      'Nairobi Tech Week hackathon',
      'Form teams of four and register by the 10th. Prizes include internships with our partners.',
      'students',
      'high',
      6,
      true,
      null,
    ],
    [
      'Campus closed on Friday',
      'The campus is closed on Friday for electrical works; classes move online.',
      'all',
      'urgent',
      2,
      true,
      null,
    ],
    [
      'Parents and guardians meeting',
      'We invite all parents and guardians to a meeting in the main hall next week at 10 am.',
      'parents',
      'high',
      8,
      false,
      null,
    ],
    ['Marks entry deadline', 'All mid-term marks must be entered by Friday at 5 pm.', 'teachers', 'high', 4, false, null],
    [
      'New M-Pesa paybill number',
      'Fees are now paid through Paybill 522533; use the admission number as the account.',
      'all',
      'normal',
      60,
      false,
      null,
    ],
    [
      'Staff training on AI tools',
      'A half-day workshop on teaching with AI tools for all staff.',
      'staff',
      'low',
      10,
      false,
      null,
    ],
    [
      'Term 2 report cards collection',
      'Collect the Term 2 report cards at the front office by Friday.',
      'parents',
      'normal',
      90,
      false,
      80,
    ],
    ['Budget review for 2027', 'Heads of department: submit your 2027 budget requests.', 'admins', 'normal', 12, false, null],
    [
      'Graduation 2026: save the date',
      'The graduation ceremony is at KICC in late November. Gowns are collected from the front office.',
      'all',
      'high',
      15,
      true,
      null,
    ],
    ['Library hours extended', 'The library now opens until 8 pm on weekdays during exams.', 'students', 'low', 20, false, null],
  ];
  announcements.forEach(([title, body, audience, priority, daysBack, pinned, expiresIn]) => {
    const at = isoDateTime(daysAgo(daysBack));
    const author = audience === 'admins' ? principal : admin;
    if (!author) return;
    const row = tables.announcements.insert({
      title,
      body,
      audience,
      priority,
      author: author.id,
      is_published: true,
      is_pinned: pinned,
      published_at: at,
      expires_at: expiresIn === null ? null : isoDateTime(daysAgo(expiresIn)),
      created_at: at,
      updated_at: at,
    });
    // Some of the audience has read it; the demo student has read the older ones.
    const audienceUsers = users.filter((user) => reaches(audience, user.user_type));
    for (const reader of faker.helpers.arrayElements(audienceUsers, Math.floor(audienceUsers.length * 0.4))) {
      if (reader.id === student?.id && daysBack < 30) continue;
      tables.announcementReads.insert({ announcement: row.id, user: reader.id, read_at: isoDateTime(daysAgo(daysBack - 0.5)) });
    }
  });
  // One unpublished draft.
  if (admin) {
    const at = isoDateTime(daysAgo(1));
    tables.announcements.insert({
      title: 'December holiday programme',
      body: 'Draft: a two-week bootcamp for high-school leavers in December.',
      audience: 'all',
      priority: 'low',
      author: admin.id,
      is_published: false,
      is_pinned: false,
      published_at: null,
      expires_at: null,
      created_at: at,
      updated_at: at,
    });
  }

  // E-mail templates and the outbox.
  const templates: [string, EmailTemplate['template_type'], string, string[]][] = [
    ['Welcome', 'welcome', 'Welcome to Ujuzi, {{first_name}}!', ['first_name', 'login_url']],
    ['Password reset', 'password_reset', 'Reset your Ujuzi password', ['first_name', 'reset_url']],
    ['E-mail verification', 'email_verification', 'Confirm your e-mail address', ['first_name', 'verify_url']],
    [
      'Fee reminder',
      'fee_reminder',
      'Fee balance of KES {{balance}} due on {{due_date}}',
      ['first_name', 'balance', 'due_date', 'paybill'],
    ],
    [
      'Payment receipt',
      'payment_receipt',
      'Receipt {{receipt_number}} for KES {{amount}}',
      ['first_name', 'amount', 'receipt_number'],
    ],
    ['Exam results', 'exam_results', 'Your {{exam}} results are out', ['first_name', 'exam', 'results_url']],
  ];
  const created = isoDateTime(daysAgo(400));
  for (const [name, type, subject, variables] of templates) {
    tables.emailTemplates.insert({
      name,
      template_type: type,
      subject,
      body_html: `<p>Hello {{first_name}},</p><p>${subject}</p><p>Ujuzi School of Technology</p>`,
      body_text: `Hello {{first_name}},\n\n${subject}\n\nUjuzi School of Technology`,
      variables,
      is_active: true,
      created_by: admin?.id ?? null,
      created_at: created,
      updated_at: created,
    });
  }
  const emailStatuses: EmailLog['status'][] = ['delivered', 'opened', 'opened', 'sent', 'delivered', 'bounced', 'failed'];
  for (let index = 0; index < 30; index++) {
    const recipient = faker.helpers.arrayElement(users);
    const template = faker.helpers.arrayElement(tables.emailTemplates.all());
    const status = faker.helpers.arrayElement(emailStatuses);
    const at = daysAgo(index * 2 + 1);
    tables.emailLogs.insert({
      recipient_email: recipient.email,
      recipient: recipient.id,
      subject: template.subject.replace('{{first_name}}', recipient.first_name).replace(/\{\{\w+\}\}/g, '…'),
      body: template.body_text?.replace('{{first_name}}', recipient.first_name) ?? '',
      template: template.id,
      status,
      error_message:
        status === 'bounced'
          ? '550 5.1.1 The e-mail account does not exist.'
          : status === 'failed'
            ? 'SMTP timeout after 30 s.'
            : null,
      sent_at: status === 'failed' ? null : isoDateTime(at),
      opened_at: status === 'opened' ? isoDateTime(new Date(at.getTime() + 7200000)) : null,
      created_at: isoDateTime(at),
    });
  }

  // Contact-us submissions from prospective students and parents.
  const questions: [string, string][] = [
    [
      'Evening classes for working people',
      'Do you offer evening or weekend classes for the data science certificate? I work in Upper Hill until 5 pm.',
    ],
    ['Fees and payment plans', 'Can the diploma fees be paid in monthly instalments through M-Pesa?'],
    ['Scholarship opportunities', 'Are there bursaries for students from Turkana county?'],
    ['Corporate training', 'We would like to train 15 of our staff on cloud computing. Please send a proposal.'],
    ['Admission requirements', 'What KCSE grade do I need for the Diploma in Software Engineering?'],
    ['Laptop requirements', 'What laptop specifications do students need?'],
    ['Partnership request', 'Our startup in Kilimani wants to host interns from your mobile development cohort.'],
  ];
  const statuses: ContactSubmission['status'][] = ['new', 'new', 'in_progress', 'resolved', 'closed', 'in_progress', 'new'];
  questions.forEach(([subject, message], index) => {
    const person = kenyanPerson(faker);
    const at = isoDateTime(daysAgo(index * 4 + 1));
    const status = statuses[index] ?? 'new';
    const resolved = status === 'resolved' || status === 'closed';
    tables.contactSubmissions.insert({
      name: `${person.firstName} ${person.lastName}`,
      email: `${person.firstName}.${person.lastName}${index}@gmail.com`.toLowerCase(),
      phone: kenyanPhone(faker),
      subject,
      message,
      status,
      assigned_to: status === 'new' || !admin ? null : userSummaryById(db, admin.id),
      resolution_notes: resolved ? `Called ${person.firstName} and sent the brochure by e-mail.` : null,
      resolved_at: resolved ? isoDateTime(daysAgo(index * 4)) : null,
      created_at: at,
      updated_at: at,
    });
  });
}

export const communicationDomain = defineDomain({ name: 'communication', tables: communicationTables, seed: seedCommunication });

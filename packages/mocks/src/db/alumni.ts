/** The alumni domain: graduates of past cohorts (where they work now, who mentors) and alumni events. */
import type { AlumniEvent, Alumnus } from '@ujuzi/api';
import { userSummary, usersOfType } from './accounts';
import { defineDomain, type SeedContext } from './domain';
import { EMPLOYERS, JOB_TITLES, kenyanPerson, kenyanPhone } from './kenya';
import { Table } from './table';
import { addDays, daysAgo, isoDateTime } from './time';

export const alumniTables = () => ({
  alumni: new Table<Alumnus>(),
  events: new Table<AlumniEvent>(),
});

export type AlumniTables = ReturnType<typeof alumniTables>;

const PROGRAMMES = [
  'Diploma in Software Engineering',
  'Professional Certificate in Data Science',
  'Professional Certificate in Cloud and DevOps',
  'Professional Certificate in Mobile Development',
  'Foundation Certificate in Software Development',
];

const LOCATIONS = [
  'Nairobi',
  'Nairobi',
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Kigali, Rwanda',
  'Remote (Berlin)',
  'Kampala, Uganda',
];

function seedAlumni(tables: AlumniTables, { db, faker }: SeedContext): void {
  // The first graduate kept their account (a former student's), so a profile can open its student record.
  const formerStudent = usersOfType(db, 'student').at(-1);
  for (let index = 0; index < 36; index++) {
    const drawn = kenyanPerson(faker);
    const account = index === 0 ? formerStudent : undefined;
    const person = account ? { firstName: account.first_name, lastName: account.last_name } : drawn;
    const graduationYear = faker.number.int({ min: 2020, max: 2025 });
    const employed = index % 7 !== 6;
    const handle = `${person.firstName}-${person.lastName}`.toLowerCase();
    const stamp = isoDateTime(new Date(`${graduationYear}-12-05T09:00:00Z`));
    tables.alumni.insert({
      user: account?.id ?? null,
      first_name: person.firstName,
      last_name: person.lastName,
      full_name: `${person.firstName} ${person.lastName}`,
      email: `${handle.replace('-', '.')}${index}@gmail.com`,
      phone_number: kenyanPhone(faker),
      graduation_year: graduationYear,
      course: null,
      programme: faker.helpers.arrayElement(PROGRAMMES),
      current_employer: employed ? faker.helpers.arrayElement(EMPLOYERS) : null,
      job_title: employed ? faker.helpers.arrayElement(JOB_TITLES) : null,
      location: faker.helpers.arrayElement(LOCATIONS),
      linkedin_url: `https://www.linkedin.com/in/${handle}-${faker.string.alphanumeric({ length: 4, casing: 'lower' })}`,
      bio: employed
        ? `Ujuzi class of ${graduationYear}. Building software that serves Kenyan businesses.`
        : `Ujuzi class of ${graduationYear}. Open to work.`,
      profile_picture: null,
      is_mentor: index % 3 === 0,
      is_public: index % 8 !== 7,
      created_at: stamp,
      updated_at: stamp,
    });
  }

  const organizer = usersOfType(db, 'admin')[0] ?? usersOfType(db, 'super_admin')[0];
  if (!organizer) return;
  const events: [string, AlumniEvent['event_type'], number, number, string, boolean, AlumniEvent['status'], number | null][] = [
    ['Ujuzi Alumni Homecoming 2026', 'reunion', -20, 4, 'Ujuzi campus, Ngong Road, Nairobi', false, 'upcoming', 200],
    ['Breaking into fintech: a career talk with Safaricom engineers', 'career_talk', -6, 2, 'Online', true, 'upcoming', 500],
    ['Mentorship circle: first jobs in tech', 'mentorship', -13, 2, 'iHub, Senteu Plaza, Nairobi', false, 'upcoming', 30],
    ['Cloud careers webinar', 'webinar', 9, 1, 'Online', true, 'completed', null],
    ['Nairobi alumni networking evening', 'networking', 45, 3, 'Sarit Centre Expo, Westlands', false, 'completed', 120],
    ['Code review workshop for alumni mentors', 'workshop', 80, 4, 'Ujuzi campus, Lab 2', false, 'completed', 25],
    ['Mombasa alumni meet-up', 'networking', -35, 3, 'Swahili Pot Hub, Mombasa', false, 'cancelled', 60],
  ];
  for (const [title, eventType, daysFromNow, hours, venue, virtual, status, capacity] of events) {
    const start = new Date(`${daysAgo(daysFromNow).toISOString().slice(0, 10)}T14:00:00Z`);
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const registered =
      status === 'cancelled' ? 0 : faker.number.int({ min: 8, max: capacity ? Math.min(capacity - 5, 90) : 140 });
    tables.events.insert({
      title,
      slug,
      description: `${title}. Open to all Ujuzi graduates; bring a friend who is curious about tech.`,
      event_type: eventType,
      event_date: isoDateTime(start),
      end_date: isoDateTime(new Date(start.getTime() + hours * 3_600_000)),
      venue,
      is_virtual: virtual,
      meeting_link: virtual
        ? `https://meet.google.com/ujz-${slug.slice(0, 3)}-${faker.string.alpha({ length: 4, casing: 'lower' })}`
        : null,
      image: `/media/alumni/events/${slug}.jpg`,
      status,
      registration_required: true,
      registration_url: null,
      registration_deadline: status === 'upcoming' ? isoDateTime(addDays(start, -2)) : null,
      max_attendees: capacity,
      registered_count: registered,
      is_registration_open: status === 'upcoming',
      organizer: userSummary(organizer),
      created_at: isoDateTime(addDays(start, -40)),
      updated_at: isoDateTime(addDays(start, -40)),
    });
  }
}

export const alumniDomain = defineDomain({ name: 'alumni', tables: alumniTables, seed: seedAlumni });

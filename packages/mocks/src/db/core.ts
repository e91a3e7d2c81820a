/** The core domain: academic years and terms (Kenyan calendar, three terms a year), departments, the school and its settings. */
import type { AcademicTerm, AcademicYear, Department, SchoolInfo, SchoolSettings } from '@ujuzi/api';
import { userSummary, usersOfType } from './accounts';
import { defineDomain, type SeedContext } from './domain';
import { Table } from './table';
import { daysAgo, isoDateTime } from './time';

export const coreTables = () => ({
  academicYears: new Table<AcademicYear>(),
  academicTerms: new Table<AcademicTerm>(),
  departments: new Table<Department>(),
  school: new Table<SchoolInfo>(),
  settings: new Table<SchoolSettings>(),
});

export type CoreTables = ReturnType<typeof coreTables>;

const TERMS: [string, string, string][] = [
  ['Term 1', '01-05', '04-02'],
  ['Term 2', '04-27', '07-31'],
  ['Term 3', '08-24', '11-20'],
];

export const DEPARTMENTS: [string, string, string][] = [
  ['Software Engineering', 'SE', 'Web and backend engineering: Python, JavaScript, Django and React.'],
  ['Data Science and AI', 'DS', 'Data analysis, machine learning and AI for African markets.'],
  ['Cloud and DevOps', 'CD', 'Linux, containers, CI/CD and cloud platforms.'],
  ['Mobile Development', 'MD', 'Android and cross-platform apps with Kotlin and Flutter.'],
  ['Cybersecurity', 'CS', 'Network security, ethical hacking and secure coding.'],
  ['Design and Product', 'DP', 'UX research, UI design and product management.'],
];

function seedCore(tables: CoreTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(700));
  for (const year of [2025, 2026, 2027]) {
    const current = year === 2026;
    const academicYear = tables.academicYears.insert({
      name: String(year),
      start_date: `${year}-01-05`,
      end_date: `${year}-11-20`,
      is_current: current,
      description: `The ${year} academic year: three terms, January to November.`,
      terms_count: 3,
      created_at: created,
      updated_at: created,
    });
    TERMS.forEach(([name, start, end], index) => {
      tables.academicTerms.insert({
        academic_year: academicYear.id,
        academic_year_name: academicYear.name,
        name,
        term_number: index + 1,
        start_date: `${year}-${start}`,
        end_date: `${year}-${end}`,
        is_current: current && index === 2,
        created_at: created,
        updated_at: created,
      });
    });
  }

  const teachers = usersOfType(db, 'teacher');
  DEPARTMENTS.forEach(([name, code, description], index) => {
    const head = teachers[index];
    tables.departments.insert({
      name,
      code,
      slug: name.toLowerCase().replace(/ and /g, '-').replace(/\s+/g, '-'),
      description,
      head_of_department: head ? userSummary(head) : null,
      email: `${code.toLowerCase()}@ujuzi.ac.ke`,
      phone_number: `+25420${faker.string.numeric(7)}`,
      is_active: true,
      teachers_count: 0,
      subjects_count: 0,
      created_at: created,
      updated_at: created,
    });
  });

  tables.school.insert({
    name: 'Ujuzi School of Technology',
    short_name: 'Ujuzi',
    motto: 'Skills for the digital economy',
    registration_number: 'TVETA/PRIVATE/TTI/0427/2019',
    email: 'info@ujuzi.ac.ke',
    phone_number: '+254709123456',
    alternative_phone_number: '+254202345678',
    website: 'https://ujuzi.ac.ke',
    address: '4th Floor, Bishop Magua Centre, Ngong Road, Nairobi',
    postal_address: 'P.O. Box 30197-00100, Nairobi',
    city: 'Nairobi',
    county: 'Nairobi',
    country: 'Kenya',
    logo: '/media/school/ujuzi-logo.svg',
    established_year: 2019,
    principal_name: 'Dr. Amina Odhiambo',
    social_links: {
      facebook: 'https://www.facebook.com/ujuzi.ke',
      twitter: 'https://x.com/ujuzi_ke',
      instagram: 'https://www.instagram.com/ujuzi.ke',
      linkedin: 'https://www.linkedin.com/school/ujuzi-ke',
      youtube: 'https://www.youtube.com/@ujuzi-ke',
    },
    updated_at: created,
  });

  const currentYear = tables.academicYears.find((year) => year.is_current);
  const currentTerm = tables.academicTerms.find((term) => term.is_current);
  const admin = usersOfType(db, 'admin')[0];
  tables.settings.insert({
    current_academic_year: currentYear?.id ?? null,
    current_academic_term: currentTerm?.id ?? null,
    default_grading_system: 1,
    currency: 'KES',
    locale: 'en-KE',
    timezone: 'Africa/Nairobi',
    date_format: 'DD/MM/YYYY',
    mpesa_paybill_number: '522533',
    bank_account_details: 'KCB Bank, Kipande House branch, A/C 1234567890, Ujuzi School of Technology',
    late_payment_penalty_percent: '2.50',
    pass_mark: 50,
    attendance_threshold_percent: 75,
    allow_parent_portal: true,
    email_notifications_enabled: true,
    sms_notifications_enabled: true,
    report_card_footer: 'Ujuzi School of Technology · Skills for the digital economy',
    updated_by: admin ? userSummary(admin) : null,
    updated_at: created,
  });
}

export const coreDomain = defineDomain({ name: 'core', tables: coreTables, seed: seedCore });

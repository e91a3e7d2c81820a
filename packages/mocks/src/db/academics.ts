/** The academics domain: programme levels, class sections (cohorts), subjects, the weekly timetable, class enrollments and the school calendar. */
import type {
  CalendarEvent,
  ClassEnrollment,
  ClassLevel,
  ClassSection,
  Subject,
  SubjectSummary,
  TimetableEntry,
} from '@ujuzi/api';
import { userSummary, usersOfType } from './accounts';
import { defineDomain, type SeedContext } from './domain';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime } from './time';

export const academicsTables = () => ({
  classLevels: new Table<ClassLevel>(),
  classSections: new Table<ClassSection>(),
  subjects: new Table<Subject>(),
  timetables: new Table<TimetableEntry>(),
  classEnrollments: new Table<ClassEnrollment>(),
  calendar: new Table<CalendarEvent>(),
});

export type AcademicsTables = ReturnType<typeof academicsTables>;

export const subjectSummary = (subject: Subject): SubjectSummary => ({
  id: subject.id,
  name: subject.name,
  code: subject.code,
  slug: subject.slug,
});

/** Programme levels: [name, code, department code, description]. */
const LEVELS: [string, string, string, string][] = [
  [
    'Foundation Certificate in Software Development',
    'FCSD',
    'SE',
    'Twelve weeks of programming fundamentals for complete beginners.',
  ],
  ['Diploma in Software Engineering, Year 1', 'DSE1', 'SE', 'Web development with Python, JavaScript and databases.'],
  [
    'Diploma in Software Engineering, Year 2',
    'DSE2',
    'SE',
    'Full-stack engineering with Django and React, and a capstone project.',
  ],
  ['Professional Certificate in Data Science', 'PCDS', 'DS', 'Data analysis, visualisation and machine learning with Python.'],
  ['Professional Certificate in Cloud and DevOps', 'PCCD', 'CD', 'Linux, containers, CI/CD and AWS.'],
  ['Professional Certificate in Mobile Development', 'PCMD', 'MD', 'Android with Kotlin and cross-platform apps with Flutter.'],
];

/** Subjects: [name, code, department code, level codes, credit hours, core]. */
const SUBJECTS: [string, string, string, string[], number, boolean][] = [
  ['Programming Fundamentals with Python', 'PY101', 'SE', ['FCSD', 'DSE1', 'PCDS'], 60, true],
  ['Web Fundamentals: HTML and CSS', 'WEB101', 'SE', ['FCSD', 'DSE1'], 45, true],
  ['JavaScript Programming', 'JS201', 'SE', ['DSE1', 'DSE2'], 60, true],
  ['Databases and SQL', 'DB201', 'SE', ['DSE1', 'PCDS'], 45, true],
  ['Backend Development with Django', 'BE301', 'SE', ['DSE2'], 60, true],
  ['Frontend Development with React', 'FE301', 'SE', ['DSE2'], 60, true],
  ['Data Analysis with Pandas', 'DS201', 'DS', ['PCDS'], 45, true],
  ['Machine Learning', 'DS301', 'DS', ['PCDS'], 60, true],
  ['Linux and Networking', 'CD101', 'CD', ['PCCD', 'DSE2'], 45, true],
  ['Containers and Kubernetes', 'CD201', 'CD', ['PCCD'], 45, true],
  ['Cloud Computing on AWS', 'CD301', 'CD', ['PCCD'], 45, false],
  ['Android Development with Kotlin', 'MD201', 'MD', ['PCMD'], 60, true],
  ['Cross-platform Apps with Flutter', 'MD301', 'MD', ['PCMD'], 45, false],
  ['Cybersecurity Essentials', 'CS101', 'CS', ['DSE2', 'PCCD'], 30, false],
  ['UI/UX Design', 'DP101', 'DP', ['DSE1', 'PCMD'], 30, false],
  ['Professional and Communication Skills', 'PS101', 'SE', ['FCSD', 'DSE1', 'DSE2', 'PCDS', 'PCCD', 'PCMD'], 20, true],
];

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const SLOTS: [string, string][] = [
  ['08:00', '10:00'],
  ['10:30', '12:30'],
  ['14:00', '16:00'],
];

function seedAcademics(tables: AcademicsTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(680));
  const departments = db.core.departments.all();
  const departmentId = (code: string) => departments.find((department) => department.code === code);
  const teachers = usersOfType(db, 'teacher');
  const currentYear = db.core.academicYears.find((year) => year.is_current);
  const currentTerm = db.core.academicTerms.find((term) => term.is_current);

  LEVELS.forEach(([name, code, departmentCode, description], index) => {
    const department = departmentId(departmentCode);
    tables.classLevels.insert({
      name,
      code,
      slug: slug(code),
      level_order: index + 1,
      department: department?.id ?? null,
      department_name: department?.name ?? null,
      description,
      sections_count: 0,
      students_count: 0,
      is_active: true,
      created_at: created,
      updated_at: created,
    });
  });
  const levels = tables.classLevels.all();

  SUBJECTS.forEach(([name, code, departmentCode, levelCodes, creditHours, core], index) => {
    const department = departmentId(departmentCode);
    const subjectTeachers = [teachers[index % teachers.length], teachers[(index + 5) % teachers.length]].flatMap((teacher) =>
      teacher ? [userSummary(teacher)] : [],
    );
    tables.subjects.insert({
      name,
      code,
      slug: slug(name),
      description: `${name}: lectures, labs and a graded project.`,
      department: department?.id ?? null,
      department_name: department?.name ?? null,
      class_levels: levels.filter((level) => levelCodes.includes(level.code)).map((level) => level.id),
      teachers: index === 0 ? subjectTeachers : subjectTeachers.slice(0, 1),
      credit_hours: creditHours,
      is_core: core,
      is_active: true,
      created_at: created,
      updated_at: created,
    });
  });
  // The demo teacher (the first teacher) teaches Python, JavaScript and Django.
  const demoTeacher = teachers[0];
  if (demoTeacher) {
    for (const code of ['JS201', 'BE301']) {
      const subject = tables.subjects.find((candidate) => candidate.code === code);
      if (subject)
        tables.subjects.update(subject.id, {
          teachers: [userSummary(demoTeacher), ...(subject.teachers ?? []).filter((teacher) => teacher.id !== demoTeacher.id)],
        });
    }
  }

  // Two cohorts (morning, evening) per level for the current year.
  if (!currentYear) return;
  levels.forEach((level, index) => {
    for (const [offset, cohort] of ['Morning', 'Evening'].entries()) {
      const teacher = teachers[(index * 2 + offset) % teachers.length];
      tables.classSections.insert({
        class_level: level.id,
        class_level_name: level.name,
        name: cohort,
        display_name: `${level.code} ${cohort} ${currentYear.name}`,
        academic_year: currentYear.id,
        academic_year_name: currentYear.name,
        class_teacher: teacher ? userSummary(teacher) : null,
        room: `${faker.helpers.arrayElement(['Lab', 'Room'])} ${index + 1}0${offset + 1}`,
        capacity: 30,
        students_count: 0,
        is_active: true,
        created_at: isoDateTime(new Date(`${currentYear.start_date}T06:00:00Z`)),
        updated_at: isoDateTime(new Date(`${currentYear.start_date}T06:00:00Z`)),
      });
    }
  });
  const sections = tables.classSections.all();

  // Every student in one cohort; the demo student (DSE1 Morning) and her brother (FCSD Evening) included.
  const students = usersOfType(db, 'student');
  students.forEach((student, index) => {
    const section =
      index === 0
        ? sections.find((candidate) => (candidate.display_name ?? '').startsWith('DSE1 Morning'))
        : index === 1
          ? sections.find((candidate) => (candidate.display_name ?? '').startsWith('FCSD Evening'))
          : sections[index % sections.length];
    if (!section) return;
    const enrolled = student.admission_date ?? currentYear.start_date;
    tables.classEnrollments.insert({
      student: userSummary(student),
      class_section: section.id,
      class_section_name: section.display_name,
      academic_year: currentYear.id,
      academic_year_name: currentYear.name,
      enrollment_date: enrolled > currentYear.start_date ? enrolled : currentYear.start_date,
      roll_number: `UJZ/${currentYear.name}/${String(index + 1).padStart(4, '0')}`,
      status: index % 29 === 28 ? 'withdrawn' : 'active',
      notes: null,
      created_at: isoDateTime(new Date(`${currentYear.start_date}T07:00:00Z`)),
      updated_at: isoDateTime(new Date(`${currentYear.start_date}T07:00:00Z`)),
    });
  });

  // A weekly timetable for each cohort: the level's subjects across the week.
  const subjects = tables.subjects.all();
  for (const section of sections) {
    const levelSubjects = subjects.filter((subject) => subject.class_levels?.includes(section.class_level));
    const evening = section.name === 'Evening';
    WEEKDAYS.forEach((weekday, dayIndex) => {
      const slots = evening ? ([['17:30', '19:30']] as [string, string][]) : SLOTS.slice(0, 2);
      slots.forEach(([start, end], slotIndex) => {
        const subject = levelSubjects[(dayIndex * slots.length + slotIndex) % levelSubjects.length];
        if (!subject) return;
        tables.timetables.insert({
          class_section: section.id,
          class_section_name: section.display_name,
          academic_term: currentTerm?.id ?? null,
          subject: subjectSummary(subject),
          teacher: subject.teachers?.[0] ?? null,
          weekday,
          start_time: start,
          end_time: end,
          room: section.room ?? null,
          notes: subject.code.startsWith('PS') ? 'Guest speakers from industry on some weeks.' : null,
          is_active: true,
          created_at: section.created_at,
          updated_at: section.created_at,
        });
      });
    });
  }

  // The school calendar around the reference date.
  const events: [string, CalendarEvent['event_type'], number, number, CalendarEvent['audience'], string | null][] = [
    ['Term 3 begins', 'term_dates', 69, 69, 'all', 'Ujuzi campus, Ngong Road'],
    ['Mashujaa Day (public holiday)', 'holiday', 12, 12, 'all', null],
    ['Term 3 continuous assessment tests', 'exam', 5, 1, 'students', 'Computer labs'],
    ['Nairobi Tech Week hackathon', 'hackathon', -6, -8, 'students', 'iHub, Senteu Plaza'],
    ['Parents and guardians meeting', 'meeting', -10, -10, 'parents', 'Main hall'],
    ['End of term examinations', 'exam', -9, -16, 'students', 'Computer labs'],
    ['Graduation ceremony, class of 2026', 'graduation', -25, -25, 'all', 'KICC, Nairobi'],
    ['Staff training: teaching with AI tools', 'workshop', -3, -3, 'teachers', 'Staff room'],
    ['Jamhuri Day (public holiday)', 'holiday', -41, -41, 'all', null],
  ];
  const colors: Record<string, string> = { holiday: '#E53E3E', exam: '#D69E2E', hackathon: '#805AD5', graduation: '#38A169' };
  for (const [title, eventType, startDaysAgo, endDaysAgo, audience, location] of events) {
    const start = daysAgo(startDaysAgo);
    const allDay = ['holiday', 'term_dates', 'graduation'].includes(eventType);
    const startDate = new Date(`${isoDate(start)}T${allDay ? '00:00:00' : '06:00:00'}Z`);
    const endDate = new Date(`${isoDate(daysAgo(endDaysAgo))}T${allDay ? '20:59:59' : '13:00:00'}Z`);
    tables.calendar.insert({
      title,
      description: `${title}. See the notice board for details.`,
      event_type: eventType,
      start_date: isoDateTime(startDate),
      end_date: isoDateTime(endDate < startDate ? addDays(startDate, 0) : endDate),
      is_all_day: allDay,
      location,
      audience,
      academic_term: currentTerm?.id ?? null,
      class_sections: [],
      color: colors[eventType] ?? '#3182CE',
      created_by: null,
      created_at: created,
      updated_at: created,
    });
  }
}

export const academicsDomain = defineDomain({ name: 'academics', tables: academicsTables, seed: seedAcademics });

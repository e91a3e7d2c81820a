/** Seeds the course tables (departments' courses, modules, topics, lessons, projects, vocabularies, offerings, announcements) and defines the courses domain. */
import type {
  CodeLanguage,
  Course,
  CourseOffering,
  CourseSummary,
  ProgrammingLanguage,
  ProgrammingLanguageSummary,
  Technology,
  TechnologySummary,
} from '@ujuzi/api';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { isoDateTime, daysAgo, addDays, isoDate } from './time';
import { type SeedContext, defineDomain } from './domain';
import { escapeXml } from './covers';
import { LANGUAGES, TECHNOLOGIES, TECH_STACKS, COURSES, LESSON_TYPES } from './courses-data';
import { type CoursesTables, languageSummary, technologySummary, coursesTables } from './courses';
import { usersOfType, type UserRecord, userSummary } from './accounts';

/** A course summary as rows store it: the generated cover is left out (answers refresh summaries on read). */
export const storedCourseSummary = (course: Course): CourseSummary => ({
  id: course.id,
  slug: course.slug,
  title: course.title,
  image: course.image ?? null,
  level: course.level,
});

// ---------------------------------------------------------------------------------------------
// Seed.
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const LESSON_VERBS = ['Introduction to', 'Working with', 'Practice:', 'Deep dive:'];

function seedCourses(tables: CoursesTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(720));
  const languages = new Map<string, ProgrammingLanguage>();
  for (const [name, slug, editor, color, description] of LANGUAGES) {
    const language = tables.programmingLanguages.insert({
      name,
      slug,
      description,
      icon: `/media/icons/languages/${slug}.svg`,
      color,
      editor_language: editor,
      courses_count: 0,
      created_at: created,
      updated_at: created,
    });
    languages.set(slug, language);
  }
  const technologies = new Map<string, Technology>();
  for (const [name, slug, category, website] of TECHNOLOGIES) {
    technologies.set(
      slug,
      tables.technologies.insert({
        name,
        slug,
        category,
        description: `${name}: taught in Ujuzi courses and used by Kenyan tech teams.`,
        icon: `/media/icons/technologies/${slug}.svg`,
        website_url: website,
        courses_count: 0,
        created_at: created,
        updated_at: created,
      }),
    );
  }
  const languageSummaries = (slugs: string[]): ProgrammingLanguageSummary[] =>
    slugs.flatMap((slug) => (languages.get(slug) ? [languageSummary(languages.get(slug) as ProgrammingLanguage)] : []));
  const technologySummaries = (slugs: string[]): TechnologySummary[] =>
    slugs.flatMap((slug) => (technologies.get(slug) ? [technologySummary(technologies.get(slug) as Technology)] : []));
  for (const [name, description, languageSlugs, technologySlugs] of TECH_STACKS) {
    tables.techStacks.insert({
      name,
      slug: slugOf(name),
      description,
      programming_languages: languageSummaries(languageSlugs),
      technologies: technologySummaries(technologySlugs),
      courses_count: 0,
      created_at: created,
      updated_at: created,
    });
  }

  const teachers = usersOfType(db, 'teacher');
  const demoTeacher = teachers.find((teacher) => teacher.username === 'teacher') ?? teachers[0];
  const otherTeachers = teachers.filter((teacher) => teacher !== demoTeacher);
  const departments = db.core.departments.all();
  const admin = usersOfType(db, 'admin')[0];

  COURSES.forEach((spec, index) => {
    const department = departments.find((candidate) => candidate.code === spec.department);
    const instructor: UserRecord | undefined = spec.demoTeacher
      ? demoTeacher
      : otherTeachers[index % Math.max(1, otherTeachers.length)];
    const createdAt = daysAgo(600 - index * 9);
    const slug = slugOf(spec.title.replace(/\(.*\)/, ''));
    const course = tables.courses.insert({
      slug,
      title: spec.title,
      subtitle: spec.subtitle,
      description: `<p>${escapeXml(spec.subtitle)}</p><p>${escapeXml(spec.title)} is taught by practising engineers from Nairobi’s tech scene. Every module ends with a hands-on project you can show employers, and you can study on your phone with low data use.</p><h3>What you will learn</h3><ul>${spec.modules.map(([title]) => `<li>${escapeXml(title)}</li>`).join('')}</ul>`,
      level: spec.level,
      department: department ? { id: department.id, name: department.name } : null,
      programming_languages: languageSummaries(spec.languages),
      technologies: technologySummaries(spec.technologies),
      is_featured: spec.featured ?? false,
      pricing_type: spec.pricing,
      price: spec.price.toFixed(2),
      currency: 'KES',
      image: null,
      instructor: instructor ? userSummary(instructor) : null,
      duration_hours: spec.hours,
      lessons_count: 0,
      modules_count: 0,
      enrolled_count: 0,
      average_rating: 0,
      reviews_count: 0,
      status: spec.status ?? 'published',
      created_at: isoDateTime(createdAt),
      updated_at: isoDateTime(addDays(createdAt, 30)),
    });
    const stamp = isoDateTime(createdAt);
    let lessonNumber = 0;
    spec.modules.forEach(([moduleTitle, topicTitles], moduleIndex) => {
      const module = tables.modules.insert({
        course: course.id,
        title: `Module ${moduleIndex + 1}: ${moduleTitle}`,
        description: `${moduleTitle} in ${spec.title}.`,
        order: moduleIndex + 1,
        duration_minutes: 0,
        topics_count: 0,
        lessons_count: 0,
        is_published: course.status !== 'draft' || moduleIndex === 0,
        created_at: stamp,
        updated_at: stamp,
      });
      topicTitles.forEach((topicTitle, topicIndex) => {
        const topic = tables.topics.insert({
          module: module.id,
          course: course.id,
          title: topicTitle,
          order: topicIndex + 1,
          lessons_count: 0,
          created_at: stamp,
          updated_at: stamp,
        });
        const types = LESSON_TYPES[(moduleIndex * 2 + topicIndex) % LESSON_TYPES.length] ?? ['text', 'text'];
        types.forEach((lessonType, lessonIndex) => {
          lessonNumber++;
          const verb = LESSON_VERBS[(lessonNumber + index) % LESSON_VERBS.length] ?? '';
          const title = lessonIndex === 0 ? topicTitle : `${verb} ${topicTitle.charAt(0).toLowerCase()}${topicTitle.slice(1)}`;
          const language: CodeLanguage | null = lessonType === 'code' || lessonType === 'text' ? (spec.code ?? null) : null;
          const lessonSlug = `${slug.split('-').slice(0, 3).join('-')}-${course.id}-${lessonNumber}`;
          tables.lessons.insert({
            slug: lessonSlug,
            title,
            course: course.id,
            module: module.id,
            topic: topic.id,
            order: lessonIndex + 1,
            lesson_type: lessonType,
            duration_minutes:
              lessonType === 'video' ? faker.number.int({ min: 8, max: 25 }) : faker.number.int({ min: 10, max: 40 }),
            programming_language: language,
            is_free_preview: lessonNumber <= 2,
            is_published: course.status !== 'draft' || lessonNumber <= 4,
            created_at: stamp,
            updated_at: stamp,
          });
        });
      });
    });

    // One project per course, attached to the last module.
    const lastModule = tables.modules.filter((module) => module.course === course.id).at(-1);
    const difficulty = spec.level === 'beginner' ? 'beginner' : spec.level === 'intermediate' ? 'intermediate' : 'advanced';
    tables.projects.insert({
      slug: `${slug}-capstone`,
      title: `${spec.modules.at(-1)?.[0] ?? 'Capstone'} project`,
      description: `Apply what you learnt in ${spec.title} to a real problem from a Kenyan business.`,
      course: course.id,
      module: lastModule?.id ?? null,
      difficulty,
      is_group_project: index % 4 === 0,
      max_group_size: index % 4 === 0 ? 4 : null,
      requirements: 'A public Git repository with a README, and a short demo video or live link.',
      technologies: technologySummaries(spec.technologies.slice(0, 2)),
      estimated_hours: Math.max(4, Math.round(spec.hours / 6)),
      max_score: 100,
      due_date: isoDate(daysAgo(-faker.number.int({ min: 10, max: 60 }))),
      is_published: course.status === 'published',
      submissions_count: 0,
      created_at: stamp,
      updated_at: stamp,
    });

    // Offerings: a running cohort and an upcoming one for paid courses, a self-paced one for free ones.
    if (course.status === 'published') {
      const cohorts: [string, number, CourseOffering['status'], CourseOffering['delivery_mode']][] =
        spec.pricing === 'free'
          ? [['Self-paced', -200, 'in_progress', 'online']]
          : [
              ['September 2026 cohort', 60, 'in_progress', index % 3 === 0 ? 'hybrid' : 'online'],
              ['January 2027 cohort', -65, 'open', index % 3 === 0 ? 'in_person' : 'online'],
            ];
      for (const [title, startedDaysAgo, status, mode] of cohorts) {
        const start = daysAgo(startedDaysAgo);
        tables.offerings.insert({
          course: storedCourseSummary(course),
          title: `${spec.title} — ${title}`,
          start_date: isoDate(start),
          end_date: isoDate(addDays(start, Math.max(28, spec.hours * 2))),
          enrollment_deadline: status === 'open' ? isoDate(addDays(start, -7)) : null,
          delivery_mode: mode,
          schedule:
            mode === 'online'
              ? 'Self-paced with weekly live Q&A (Wednesdays 19:00 EAT)'
              : 'Tuesdays and Thursdays 18:00–20:30 EAT, Saturdays 09:00–13:00',
          location: mode === 'online' ? null : 'Ujuzi campus, Bishop Magua Centre, Ngong Road, Nairobi',
          instructor: course.instructor ?? null,
          capacity: mode === 'online' ? null : 30,
          enrolled_count: 0,
          available_seats: null,
          price: course.price,
          currency: 'KES',
          status,
          is_active: true,
          created_at: stamp,
          updated_at: stamp,
        });
      }
    }

    tables.updates.insert({
      course: course.id,
      update_type: 'course_updated',
      title: 'Course content refreshed for 2026',
      description: 'Examples updated to the latest library versions.',
      object_id: course.id,
      created_by: course.instructor ?? null,
      created_at: isoDateTime(daysAgo(40 - (index % 30))),
    });
  });

  // Lesson attachments and code snippets on the first code lessons of each course.
  for (const course of tables.courses.all()) {
    const lessons = tables.lessons.filter((lesson) => lesson.course === course.id);
    const instructor = course.instructor ? db.accounts.users.get(course.instructor.id) : undefined;
    const uploader = instructor ? userSummary(instructor) : admin ? userSummary(admin) : undefined;
    lessons.slice(0, 2).forEach((lesson, index) => {
      tables.attachments.insert({
        lesson: lesson.id,
        title: index === 0 ? `${course.title} — course notes` : 'Exercise workbook',
        description: index === 0 ? 'Printable notes for offline study.' : 'Exercises with answers at the back.',
        file: `/media/attachments/${course.slug}/${index === 0 ? 'notes.pdf' : 'workbook.pdf'}`,
        file_type: 'pdf',
        file_size: faker.number.int({ min: 180000, max: 2400000 }),
        is_downloadable: true,
        download_count: faker.number.int({ min: 3, max: 240 }),
        uploaded_by: uploader,
        created_at: course.created_at,
        updated_at: course.created_at,
      });
    });
    const codeLesson = lessons.find((lesson) => lesson.lesson_type === 'code' && lesson.programming_language);
    if (codeLesson?.programming_language) {
      tables.snippets.insert({
        title: `Hello from ${LANGUAGE_INFO[codeLesson.programming_language].label}`,
        description: 'The smallest complete program; run it in the editor.',
        language: codeLesson.programming_language,
        code: LANGUAGE_INFO[codeLesson.programming_language].sample,
        course: course.id,
        lesson: codeLesson.id,
        order: 1,
        is_public: true,
        author: uploader,
        created_at: course.created_at,
        updated_at: course.created_at,
      });
    }
  }

  // Course learning paths.
  const bySlug = (slug: string): Course | undefined => tables.courses.find((course) => course.slug === slug);
  const paths: [string, string, Course['level'], string[], boolean][] = [
    [
      'Backend Developer',
      'From your first Python program to production APIs.',
      'intermediate',
      ['introduction-to-programming-with-python', 'rest-apis-with-django-rest-framework', 'docker-and-kubernetes-in-practice'],
      true,
    ],
    [
      'Full-Stack Web Developer',
      'HTML to a deployed Django and React app.',
      'advanced',
      [
        'html-and-css-build-your-first-website',
        'javascript-fundamentals',
        'react-for-beginners',
        'full-stack-web-development-with-django-and-react',
      ],
      true,
    ],
    [
      'Data Analyst',
      'SQL, Python and dashboards for data-driven decisions.',
      'beginner',
      ['sql-for-data-analysts', 'python-for-data-analysis', 'data-visualisation-with-power-bi'],
      true,
    ],
    [
      'Cloud Engineer',
      'Linux, containers and infrastructure on AWS.',
      'intermediate',
      ['linux-command-line-basics', 'aws-cloud-practitioner-bootcamp', 'infrastructure-as-code-with-terraform'],
      false,
    ],
    [
      'Mobile Developer',
      'Android and Flutter apps with mobile money.',
      'intermediate',
      [
        'android-development-with-kotlin',
        'flutter-and-dart-cross-platform-apps',
        'mobile-money-apps-with-africa-s-talking-and-m-pesa',
      ],
      false,
    ],
  ];
  for (const [title, description, level, slugs, featured] of paths) {
    const courses = slugs.flatMap((slug) => (bySlug(slug) ? [storedCourseSummary(bySlug(slug) as Course)] : []));
    tables.learningPaths.insert({
      slug: slugOf(title),
      title,
      description,
      level,
      image: null,
      courses,
      courses_count: courses.length,
      estimated_hours: 0,
      is_featured: featured,
      is_published: true,
      enrolled_count: 0,
      created_by: admin ? userSummary(admin) : undefined,
      created_at: created,
      updated_at: created,
    });
  }

  const searches: [string, number][] = [
    ['python', 412],
    ['django', 236],
    ['data science', 221],
    ['mpesa', 198],
    ['react', 187],
    ['javascript', 176],
    ['flutter', 121],
    ['cybersecurity', 117],
    ['aws', 104],
    ['machine learning', 98],
    ['ui ux', 83],
    ['excel', 61],
  ];
  searches.forEach(([term, count], index) =>
    tables.searches.insert({ term, search_count: count, last_searched_at: isoDateTime(daysAgo(index % 5, index)) }),
  );

  // Announcements on the demo teacher's courses and a few others.
  const announced = tables.courses.filter((course) => course.status === 'published').slice(0, 12);
  announced.forEach((course, index) => {
    const author = course.instructor ?? (admin ? userSummary(admin) : undefined);
    if (!author) return;
    const posted = isoDateTime(daysAgo(2 + index * 3));
    tables.announcements.insert({
      course: course.id,
      title: index % 2 === 0 ? 'Live Q&A this Wednesday at 19:00 EAT' : 'Project deadline extended by one week',
      content:
        index % 2 === 0
          ? 'Join the live session on Google Meet; bring your questions about this module. The recording will be posted afterwards.'
          : 'Because of the Mashujaa Day holiday, the project deadline moves by one week. Use the time to polish your README.',
      priority: index % 5 === 0 ? 'high' : 'normal',
      is_pinned: index % 4 === 0,
      author,
      read_by: [],
      created_at: posted,
      updated_at: posted,
    });
  });
}

export const coursesDomain = defineDomain({ name: 'courses', tables: coursesTables, seed: seedCourses });

/**
 * The courses domain: the catalogue. Programming languages, technologies, tech stacks, courses
 * with their modules, topics and lessons, lesson attachments, code snippets, projects, offerings
 * (cohorts), course learning paths, announcements and each course's change feed. Rows keep the API
 * shapes (summaries embedded) so the generic CRUD can serve them; counts are derived on read.
 * Lesson content and course covers are generated on read unless a write stored them, which keeps
 * the persisted snapshot small.
 */
import type {
  CodeLanguage,
  CodeSnippet,
  Course,
  CourseAnnouncement,
  CourseLearningPath,
  CourseModule,
  CourseOffering,
  CourseProject,
  CourseSummary,
  CourseTopic,
  CourseUpdate,
  Lesson,
  LessonAttachment,
  ProgrammingLanguage,
  ProgrammingLanguageSummary,
  TechStack,
  Technology,
  TechnologySummary,
} from '@ujuzi/api';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { userSummary, usersOfType, type UserRecord } from './accounts';
import { COURSES, LANGUAGES, LESSON_TYPES, TECH_STACKS, TECHNOLOGIES } from './courses-data';
import type { MockDatabase } from './database';
import { escapeXml, generatedCover } from './covers';
import { defineDomain, type SeedContext } from './domain';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime } from './time';

/** A lesson as stored: `content` only once a write set it (generated from the title otherwise). */
export type LessonRow = Omit<Lesson, 'course_title' | 'module_title' | 'attachments_count' | 'is_completed'>;
/** An announcement as stored, with who has read it. */
export type AnnouncementRow = Omit<CourseAnnouncement, 'is_read' | 'read_count'> & { read_by: number[] };

export const coursesTables = () => ({
  programmingLanguages: new Table<ProgrammingLanguage>(),
  technologies: new Table<Technology>(),
  techStacks: new Table<TechStack>(),
  courses: new Table<Course>(),
  modules: new Table<CourseModule>(),
  topics: new Table<CourseTopic>(),
  lessons: new Table<LessonRow>(),
  attachments: new Table<LessonAttachment>(),
  snippets: new Table<CodeSnippet>(),
  projects: new Table<CourseProject>(),
  offerings: new Table<CourseOffering>(),
  learningPaths: new Table<CourseLearningPath>(),
  announcements: new Table<AnnouncementRow>(),
  updates: new Table<CourseUpdate>(),
  /** Search terms typed into the catalogue, counted (popular searches). */
  searches: new Table<{ id: number; term: string; search_count: number; last_searched_at: string | null }>(),
});

export type CoursesTables = ReturnType<typeof coursesTables>;

// ---------------------------------------------------------------------------------------------
// Shapes read everywhere.

const DEPARTMENT_COLOURS: Record<string, [string, string]> = {
  SE: ['#0B5FFF', '#00C2A8'],
  DS: ['#6A1B9A', '#F06292'],
  CD: ['#0D47A1', '#4FC3F7'],
  MD: ['#1B5E20', '#AED581'],
  CS: ['#263238', '#EF5350'],
  DP: ['#E65100', '#FFD54F'],
};

/** A generated cover: the department's colours and the title, as an SVG data URI (shows offline too). */
export function courseCover(
  course: Pick<Course, 'title' | 'department' | 'level'>,
  code = departmentCode(course.department?.name),
): string {
  return generatedCover(course.title, `Ujuzi · ${course.level}`, DEPARTMENT_COLOURS[code] ?? ['#37474F', '#90A4AE']);
}

const DEPARTMENT_CODES: Record<string, string> = {
  'Software Engineering': 'SE',
  'Data Science and AI': 'DS',
  'Cloud and DevOps': 'CD',
  'Mobile Development': 'MD',
  Cybersecurity: 'CS',
  'Design and Product': 'DP',
};
const departmentCode = (name: string | undefined): string => (name ? (DEPARTMENT_CODES[name] ?? '') : '');

export const courseSummary = (course: Course): CourseSummary => ({
  id: course.id,
  slug: course.slug,
  title: course.title,
  image: course.image ?? courseCover(course),
  level: course.level,
});

/** A course summary as rows store it: the generated cover is left out (answers refresh summaries on read). */
export const storedCourseSummary = (course: Course): CourseSummary => ({
  id: course.id,
  slug: course.slug,
  title: course.title,
  image: course.image ?? null,
  level: course.level,
});

export function courseSummaryById(db: MockDatabase, id: number): CourseSummary {
  const course = db.courses.courses.get(id);
  return course ? courseSummary(course) : { id, slug: `course-${id}`, title: 'Removed course', image: null, level: 'beginner' };
}

export const languageSummary = (language: ProgrammingLanguage): ProgrammingLanguageSummary => ({
  id: language.id,
  name: language.name,
  slug: language.slug,
});
export const technologySummary = (technology: Technology): TechnologySummary => ({
  id: technology.id,
  name: technology.name,
  slug: technology.slug,
});

/** Study order: module order, topic order, lesson order (lessons outside a module last). */
export function lessonsOfCourse(db: MockDatabase, courseId: number, options: { publishedOnly?: boolean } = {}): LessonRow[] {
  const moduleOrder = new Map(
    db.courses.modules.filter((module) => module.course === courseId).map((module) => [module.id, module.order]),
  );
  const topicOrder = new Map(
    db.courses.topics.filter((topic) => topic.course === courseId).map((topic) => [topic.id, topic.order]),
  );
  return db.courses.lessons
    .filter((lesson) => lesson.course === courseId && (!options.publishedOnly || lesson.is_published))
    .sort(
      (a, b) =>
        (moduleOrder.get(a.module ?? -1) ?? 9999) - (moduleOrder.get(b.module ?? -1) ?? 9999) ||
        (topicOrder.get(a.topic ?? -1) ?? 0) - (topicOrder.get(b.topic ?? -1) ?? 0) ||
        a.order - b.order ||
        a.id - b.id,
    );
}

/** The course figures derived from the other tables. */
export function presentCourse(db: MockDatabase, course: Course): Course {
  const reviews = db.progress.reviews.filter((review) => review.course === course.id && review.is_approved);
  const rating =
    reviews.length > 0 ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10 : 0;
  return {
    ...course,
    image: course.image ?? courseCover(course),
    lessons_count: db.courses.lessons.count((lesson) => lesson.course === course.id && lesson.is_published),
    modules_count: db.courses.modules.count((module) => module.course === course.id),
    enrolled_count: db.payments.enrollments.count(
      (enrollment) => enrollment.course === course.id && enrollment.status !== 'cancelled',
    ),
    average_rating: rating,
    reviews_count: reviews.length,
  };
}

function lessonContent(lesson: LessonRow, course: Course | undefined): string {
  const intro = `<h2>${escapeXml(lesson.title)}</h2><p>${escapeXml(lesson.description ?? `${lesson.title}, step by step.`)}</p>`;
  const language = lesson.programming_language;
  const sample = language
    ? `<pre><code class="language-${language}">${escapeXml(LANGUAGE_INFO[language].sample)}</code></pre>`
    : '';
  switch (lesson.lesson_type) {
    case 'code':
      return `${intro}<p>Type the example into the code editor and run it. Then change the message and run it again.</p>${sample}<h3>Try it</h3><ul><li>Print your own name.</li><li>Print the name of your county.</li></ul>`;
    case 'video':
      return `${intro}<p>Watch the video, then read the summary below. The key ideas come back in the quiz at the end of the module.</p><h3>Summary</h3><ul><li>What ${escapeXml(lesson.title.toLowerCase())} is and why it matters.</li><li>A worked example from ${escapeXml(course?.title ?? 'the course')}.</li></ul>`;
    case 'quiz':
      return `${intro}<p>Answer the questions to check your understanding. You can retake the quiz as often as you like.</p>`;
    case 'assignment':
      return `${intro}<p>Complete the assignment and submit a link to your repository. Your instructor reviews submissions within three working days.</p>`;
    case 'live':
      return `${intro}<p>Live class on Google Meet every Saturday, 10:00–12:00 EAT. The recording appears here afterwards.</p>`;
    default:
      return `${intro}<p>Read through the notes and keep them open while you work on the exercises.</p>${sample}<blockquote>Tip: practise a little every day. Twenty minutes on the matatu counts!</blockquote>`;
  }
}

/** A lesson for an answer: names, counts, and its content when the caller may read it. */
export function presentLesson(db: MockDatabase, lesson: LessonRow, options: { content: boolean; completed?: boolean }): Lesson {
  const course = db.courses.courses.get(lesson.course);
  const module = lesson.module ? db.courses.modules.get(lesson.module) : undefined;
  const starter =
    lesson.starter_code ??
    (lesson.lesson_type === 'code' && lesson.programming_language ? LANGUAGE_INFO[lesson.programming_language].sample : '');
  const video =
    lesson.video_url !== undefined
      ? lesson.video_url
      : lesson.lesson_type === 'video' && course
        ? `https://media.ujuzi.ac.ke/courses/${course.slug}/${lesson.slug}.mp4`
        : null;
  return {
    ...lesson,
    description: lesson.description ?? `${lesson.title}${module ? ` (${module.title})` : ''}.`,
    content: options.content ? (lesson.content ?? lessonContent(lesson, course)) : '',
    starter_code: options.content ? starter : '',
    video_url: options.content ? video : null,
    course_title: course?.title ?? '',
    module_title: module?.title ?? null,
    attachments_count: db.courses.attachments.count((attachment) => attachment.lesson === lesson.id),
    is_completed: options.completed ?? false,
  };
}

export const presentModule = (db: MockDatabase, module: CourseModule): CourseModule => {
  const lessons = db.courses.lessons.filter((lesson) => lesson.module === module.id);
  return {
    ...module,
    topics_count: db.courses.topics.count((topic) => topic.module === module.id),
    lessons_count: lessons.length,
    duration_minutes: lessons.reduce((sum, lesson) => sum + (lesson.duration_minutes ?? 0), 0),
  };
};

export const presentTopic = (db: MockDatabase, topic: CourseTopic): CourseTopic => ({
  ...topic,
  description: topic.description ?? `${topic.title}: concepts, examples and exercises.`,
  course: db.courses.modules.get(topic.module)?.course ?? topic.course,
  lessons_count: db.courses.lessons.count((lesson) => lesson.topic === topic.id),
});

export const presentAnnouncement = (row: AnnouncementRow, viewer: number | undefined): CourseAnnouncement => {
  const { read_by, ...rest } = row;
  return { ...rest, is_read: viewer !== undefined && read_by.includes(viewer), read_count: read_by.length };
};

export function findCourseBySlug(db: MockDatabase, slug: string): Course | undefined {
  return db.courses.courses.find((course) => course.slug === slug);
}

export const isPublished = (course: Course): boolean => course.status === 'published';

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
        file_size: faker.number.int({ min: 180_000, max: 2_400_000 }),
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

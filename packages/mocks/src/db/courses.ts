/**
 * The courses domain: the catalogue. Programming languages, technologies, tech stacks, courses
 * with their modules, topics and lessons, lesson attachments, code snippets, projects, offerings
 * (cohorts), course learning paths, announcements and each course's change feed. Rows keep the API
 * shapes (summaries embedded) so the generic CRUD can serve them; counts are derived on read.
 * Lesson content and course covers are generated on read unless a write stored them, which keeps
 * the persisted snapshot small.
 */
import type {
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
import type { MockDatabase } from './database';
import { escapeXml, generatedCover } from './covers';
import { Table } from './table';

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

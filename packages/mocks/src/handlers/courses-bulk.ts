/** Bulk course actions (enrol, update, delete) and course imports (CSV and external). */
import type {
  Course,
  CourseBulkDeleteRequest,
  CourseBulkEnrollRequest,
  CourseBulkEnrollResult,
  CourseBulkUpdateRequest,
  CourseExternalImportRequest,
  CourseImportError,
  CourseImportResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { settled, bulkTally, deleteCourse } from './courses-shared';
import { route, type AuthedContext } from '../kit/route';
import { json, fieldErrors } from '../kit/respond';
import { MANAGEMENT, STAFF, uniqueSlug } from '../kit/crud';
import { nowIso } from '../db/time';
import { enrollUser } from '../db/enrolling';
import { courseSummary } from '../db/courses';
import { userSummary } from '../db/accounts';

/** Bulk enrolment, update and delete, and course imports (CSV and external). */
export function courseBulkHandlers(): HttpHandler[] {
  return [
    route(
      'bulkEnrollStudentsInCourses',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<CourseBulkEnrollRequest>();
        if (input instanceof Response) return input;
        const result: CourseBulkEnrollResult = {
          success: true,
          message: '',
          enrolled_count: 0,
          skipped_count: 0,
          failed_count: 0,
          enrollment_ids: [],
          errors: [],
          results: [],
        };
        const fail = (courseId: number, studentId: number, error: string) => {
          result.failed_count++;
          result.errors?.push({ id: studentId, index: null, error });
          result.results?.push({ course_id: courseId, student_id: studentId, status: 'failed', enrollment_id: null, error });
        };
        for (const courseId of input.course_ids) {
          const course = context.db.courses.courses.get(courseId);
          for (const studentId of input.student_ids) {
            const student = context.db.accounts.users.get(studentId);
            if (!course) fail(courseId, studentId, `Course ${courseId} does not exist.`);
            else if (!student || student.user_type !== 'student')
              fail(courseId, studentId, `User ${studentId} is not a student.`);
            else if (!student.is_active) fail(courseId, studentId, 'This account is deactivated.');
            else {
              const status = input.status === 'pending' ? 'payment_pending' : input.status;
              const outcome = enrollUser(context.db, student, course, {
                status: status ?? (course.pricing_type === 'free' ? 'active' : 'payment_pending'),
                actor: context.user.id,
              });
              if (outcome.kind === 'invalid') fail(courseId, studentId, Object.values(outcome.errors).join(' '));
              else {
                const enrolled = outcome.kind === 'created';
                if (enrolled) {
                  result.enrolled_count++;
                  result.enrollment_ids?.push(outcome.row.id);
                } else result.skipped_count++;
                result.results?.push({
                  course_id: courseId,
                  student_id: studentId,
                  status: enrolled ? 'enrolled' : 'already_enrolled',
                  enrollment_id: outcome.row.id,
                  error: null,
                });
              }
            }
          }
        }
        result.message = `${result.enrolled_count} enrolled, ${result.skipped_count} already enrolled, ${result.failed_count} failed.`;
        return json<CourseBulkEnrollResult>(result);
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'bulkUpdateCourses',
      async (context) => {
        const input = await context.body<CourseBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        const patch: Partial<Course> = {};
        const { department, instructor, ...simple } = input.updates;
        Object.assign(patch, simple);
        if (department !== undefined) {
          const row = department === null ? undefined : context.db.core.departments.get(department);
          if (department !== null && !row)
            return fieldErrors({ updates: `department: Invalid pk "${department}" - object does not exist.` });
          patch.department = row ? { id: row.id, name: row.name } : null;
        }
        if (instructor !== undefined) {
          const row = instructor === null ? undefined : context.db.accounts.users.get(instructor);
          if (instructor !== null && row?.user_type !== 'teacher')
            return fieldErrors({ updates: `instructor: Invalid pk "${instructor}" - object does not exist.` });
          patch.instructor = row ? userSummary(row) : null;
        }
        for (const id of input.course_ids) {
          if (context.db.courses.courses.update(id, { ...patch, updated_at: nowIso() })) tally.succeeded(id);
          else tally.failed(id, null, 'Not found.');
        }
        return tally.answer((counts) => `${counts.processed_count} courses updated.`);
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkDeleteCourses',
      async (context) => {
        const input = await context.body<CourseBulkDeleteRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        for (const id of input.course_ids) {
          const course = context.db.courses.courses.get(id);
          const refusal = course ? deleteCourse(context.db, course) : 'Not found.';
          if (refusal) tally.failed(id, null, refusal);
          else tally.succeeded(id);
        }
        return tally.answer(
          (counts) => `${counts.processed_count} courses deleted${counts.failed_count ? `, ${counts.failed_count} kept` : ''}.`,
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'importCourses',
      async (context) => {
        const input = await context.body<{ file: Blob; department?: number | null; overwrite_existing?: boolean | string }>();
        if (input instanceof Response) return input;
        if (!(input.file instanceof Blob)) return fieldErrors({ file: 'No file was submitted.' });
        const parsed = parseCourseImport(await input.file.text());
        const overwrite = input.overwrite_existing === true || input.overwrite_existing === 'true';
        const department = input.department ? Number(input.department) : null;
        const errors: CourseImportError[] = [...parsed.errors];
        const courses: Course[] = [];
        let updated = 0;
        let skipped = 0;
        for (const { row, item } of parsed.items) {
          const problems = courseImportProblems(row, item);
          if (problems.length) {
            errors.push(...problems);
            skipped++;
            continue;
          }
          const existing = item.slug ? context.db.courses.courses.find((course) => course.slug === item.slug) : undefined;
          if (existing && !overwrite) {
            errors.push({ row, field: 'slug', message: `A course with the slug "${item.slug}" already exists.` });
            skipped++;
            continue;
          }
          const fields = importedFields(item);
          if (existing) {
            courses.push(context.db.courses.courses.update(existing.id, { ...fields, updated_at: nowIso() }) ?? existing);
            updated++;
          } else {
            const draft = importDraft(context, String(item.title), department);
            courses.push(context.db.courses.courses.update(draft.id, fields) ?? draft);
          }
        }
        const imported = courses.length - updated;
        return json<CourseImportResult>({
          success: courses.length > 0,
          message:
            courses.length || skipped
              ? `${imported} ${imported === 1 ? 'course' : 'courses'} imported as drafts${updated ? `, ${updated} updated` : ''}${skipped ? `, ${skipped} skipped` : ''}.`
              : 'No courses found in the file.',
          imported_count: imported,
          updated_count: updated,
          skipped_count: skipped,
          courses: courses.map(courseSummary),
          errors,
        });
      },
      { roles: STAFF },
    ),
    route(
      'importExternalCourse',
      async (context) => {
        const input = await context.body<CourseExternalImportRequest>();
        if (input instanceof Response) return input;
        const course = importDraft(
          context,
          `Imported ${input.platform} course ${input.external_course_id}`,
          input.department ?? null,
        );
        return json<CourseImportResult>({
          success: true,
          message: 'Course imported as a draft.',
          imported_count: 1,
          updated_count: 0,
          skipped_count: 0,
          courses: [courseSummary(course)],
          errors: [],
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

type ImportItem = Record<string, unknown>;

interface ParsedImport {
  items: { row: number; item: ImportItem }[];
  errors: CourseImportError[];
}

const IMPORT_LEVELS: readonly string[] = ['beginner', 'intermediate', 'advanced', 'expert'];
const IMPORT_PRICING: readonly string[] = ['free', 'paid', 'subscription'];

/** Cells of one CSV line (double quotes escape commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * The courses of an import file: the course export's JSON (one document with `course`, or a list), a
 * list of courses, or a CSV with a header row (one course per row; rows are numbered as in the file).
 */
export function parseCourseImport(text: string): ParsedImport {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
      // An export saved as a JSON string holding the document.
      if (typeof value === 'string') value = JSON.parse(value);
    } catch {
      return { items: [], errors: [{ row: null, field: 'file', message: 'The file is not valid JSON.' }] };
    }
    const record = (candidate: unknown): ImportItem =>
      candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? (candidate as ImportItem) : {};
    const list: unknown[] = Array.isArray(value)
      ? value
      : Array.isArray(record(value).courses)
        ? (record(value).courses as unknown[])
        : [value];
    return {
      items: list.map((entry, index) => {
        const item = record(entry);
        return { row: index + 1, item: item.course && typeof item.course === 'object' ? record(item.course) : item };
      }),
      errors: [],
    };
  }
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim());
  const header = csvCells(lines[0] ?? '').map((cell) => cell.toLowerCase());
  if (!header.includes('title'))
    return {
      items: [],
      errors: [{ row: 1, field: 'file', message: 'Expected a course export (JSON) or a CSV with a title column.' }],
    };
  if (header.includes('lesson_type'))
    return {
      items: [],
      errors: [
        { row: 1, field: 'file', message: 'This CSV lists lessons; import a course export in JSON, or a CSV of courses.' },
      ],
    };
  return {
    items: lines.slice(1).map((line, index) => {
      const cells = csvCells(line);
      return { row: index + 2, item: Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])) };
    }),
    errors: [],
  };
}

function courseImportProblems(row: number, item: ImportItem): CourseImportError[] {
  const problems: CourseImportError[] = [];
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string).trim() : item[name]);
  if (!text('title')) problems.push({ row, field: 'title', message: 'This field is required.' });
  const level = text('level');
  if (level && !IMPORT_LEVELS.includes(String(level)))
    problems.push({ row, field: 'level', message: `"${String(level)}" is not a valid choice.` });
  const pricing = text('pricing_type');
  if (pricing && !IMPORT_PRICING.includes(String(pricing)))
    problems.push({ row, field: 'pricing_type', message: `"${String(pricing)}" is not a valid choice.` });
  const price = text('price');
  if (price !== undefined && price !== null && price !== '' && !(Number(price) >= 0))
    problems.push({ row, field: 'price', message: 'A valid number is required.' });
  return problems;
}

/** The fields an import sets besides the draft's defaults. */
function importedFields(item: ImportItem): Partial<Course> {
  const fields: Partial<Course> = {};
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string).trim() : '');
  if (text('title')) fields.title = text('title').slice(0, 200);
  if (text('subtitle')) fields.subtitle = text('subtitle');
  if (text('description')) fields.description = text('description');
  if (IMPORT_LEVELS.includes(text('level'))) fields.level = text('level') as Course['level'];
  if (IMPORT_PRICING.includes(text('pricing_type'))) fields.pricing_type = text('pricing_type') as Course['pricing_type'];
  const price = item.price;
  if ((typeof price === 'string' || typeof price === 'number') && String(price) !== '' && Number(price) >= 0)
    fields.price = Number(price).toFixed(2);
  return fields;
}

function importDraft(context: AuthedContext, title: string, departmentId: number | null): Course {
  const department = departmentId ? context.db.core.departments.get(departmentId) : undefined;
  const stamp = nowIso();
  return context.db.courses.courses.insert({
    slug: uniqueSlug(context.db.courses.courses, title),
    title: title.slice(0, 200),
    subtitle: 'Imported course',
    description: '<p>Imported course; review before publishing.</p>',
    level: 'beginner',
    department: department ? { id: department.id, name: department.name } : null,
    programming_languages: [],
    technologies: [],
    is_featured: false,
    pricing_type: 'free',
    price: '0.00',
    currency: 'KES',
    image: null,
    instructor: context.user.user_type === 'teacher' ? userSummary(context.user) : null,
    duration_hours: 0,
    status: 'draft',
    created_at: stamp,
    updated_at: stamp,
  });
}

/** A course's structure and vocabularies: modules, topics, projects, programming languages, technologies, tech stacks. */
import type { CourseModule, CourseProject, CourseTopic, ProgrammingLanguage, TechStack, Technology } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { visibleCourse, COURSE_RELATIONS, ownershipErrors, targetCourse, nextOrder, managesCourse } from './courses-shared';
import type { AuthedContext } from '../kit/route';
import { type CrudConfig, crudHandlers, STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { Table } from '../db/table';
import { isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { isPublished, presentModule, presentTopic } from '../db/courses';
import { userSummary } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Modules, topics, projects and the catalogue's vocabularies.

/** Refuses a name another row of the table already has, in any letter case, with Django's unique message. */
function uniqueName<T extends ProgrammingLanguage | Technology>(
  table: (db: MockDatabase) => Table<T>,
  message: string,
): NonNullable<CrudConfig<T>['validate']> {
  return (input, existing, { db }) =>
    typeof input.name === 'string' &&
    table(db).some((row) => row.name.toLowerCase() === String(input.name).toLowerCase() && row.id !== existing?.id)
      ? { name: message }
      : undefined;
}

/** Adds how many published courses list the row under `key`. */
function withCoursesCount<T extends ProgrammingLanguage | Technology>(
  key: 'programming_languages' | 'technologies',
): NonNullable<CrudConfig<T>['derive']> {
  return (row, { db }) => ({
    ...row,
    courses_count: db.courses.courses.count(
      (course) => isPublished(course) && (course[key] ?? []).some((item) => item.id === row.id),
    ),
  });
}

export function structureHandlers(): HttpHandler[] {
  const publishedCourse = (context: AuthedContext, courseId: number): boolean =>
    !!visibleCourse(context.db, context.user, courseId);
  return [
    ...crudHandlers<CourseModule>({
      table: (db) => db.courses.modules,
      schema: 'CourseModule',
      operations: {
        list: 'listCourseModules',
        create: 'createCourseModule',
        get: 'getCourseModule',
        update: 'updateCourseModule',
        partialUpdate: 'partialUpdateCourseModule',
        delete: 'deleteCourseModule',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description'],
      ordering: 'course,order',
      visible: (row, context) => publishedCourse(context, row.course) && (row.is_published || isStaff(context.user)),
      validate: (input, existing, context) => ownershipErrors(context, targetCourse(context.db, input, existing)),
      derive: (row, { db }) => presentModule(db, row),
      afterWrite: (row, context, input) => {
        if (input.order === undefined && context.request.method === 'POST')
          context.db.courses.modules.update(row.id, {
            order: nextOrder(context.db.courses.modules.filter((other) => other.course === row.course && other.id !== row.id)),
          });
        if (input.is_published === undefined && context.request.method === 'POST')
          context.db.courses.modules.update(row.id, { is_published: false });
        if (context.request.method === 'POST')
          context.db.courses.updates.insert({
            course: row.course,
            update_type: 'new_module',
            title: `New module: ${row.title}`,
            description: row.description ?? '',
            object_id: row.id,
            created_by: userSummary(context.user),
            created_at: nowIso(),
          });
      },
      beforeDelete: (row, context) => {
        if (!managesCourse(context.user, context.db.courses.courses.get(row.course))) return context.deny();
        const lessonIds = new Set(
          context.db.courses.lessons.filter((lesson) => lesson.module === row.id).map((lesson) => lesson.id),
        );
        context.db.courses.attachments.removeWhere((attachment) => lessonIds.has(attachment.lesson));
        context.db.courses.lessons.removeWhere((lesson) => lesson.module === row.id);
        context.db.courses.topics.removeWhere((topic) => topic.module === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<CourseTopic>({
      table: (db) => db.courses.topics,
      schema: 'CourseTopic',
      operations: {
        list: 'listCourseTopics',
        create: 'createCourseTopic',
        get: 'getCourseTopic',
        update: 'updateCourseTopic',
        partialUpdate: 'partialUpdateCourseTopic',
        delete: 'deleteCourseTopic',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description'],
      ordering: 'module,order',
      visible: (row, context) => publishedCourse(context, row.course),
      validate: (input, existing, context) =>
        ownershipErrors(context, targetCourse(context.db, input, existing ? { module: existing.module } : undefined)),
      derive: (row, { db }) => presentTopic(db, row),
      afterWrite: (row, context, input) => {
        const course = context.db.courses.modules.get(row.module)?.course ?? row.course;
        const order =
          input.order === undefined && context.request.method === 'POST'
            ? nextOrder(context.db.courses.topics.filter((other) => other.module === row.module && other.id !== row.id))
            : row.order;
        context.db.courses.topics.update(row.id, { course, order });
      },
      beforeDelete: (row, context) => {
        if (!managesCourse(context.user, context.db.courses.courses.get(row.course))) return context.deny();
        for (const lesson of context.db.courses.lessons.filter((candidate) => candidate.topic === row.id))
          context.db.courses.lessons.update(lesson.id, { topic: null });
        return undefined;
      },
    }),
    ...crudHandlers<CourseProject>({
      table: (db) => db.courses.projects,
      schema: 'CourseProject',
      operations: {
        list: 'listCourseProjects',
        create: 'createCourseProject',
        get: 'getCourseProject',
        update: 'updateCourseProject',
        partialUpdate: 'partialUpdateCourseProject',
        delete: 'deleteCourseProject',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description', 'requirements'],
      ordering: 'title',
      visible: (row, context) => publishedCourse(context, row.course) && (row.is_published || isStaff(context.user)),
      validate: (input, existing, context) =>
        ownershipErrors(context, targetCourse(context.db, input, existing)) ??
        (typeof input.rubric === 'number' && !context.db.learning.rubrics.get(input.rubric)
          ? { rubric: `Invalid pk "${input.rubric}" - object does not exist.` }
          : undefined),
      derive: (row, { db }) => ({
        ...row,
        rubric: row.rubric ?? null,
        submissions_count: db.progress.submissions.count((submission) => submission.project === row.id),
      }),
      afterWrite: (row, context) => {
        if (context.request.method === 'POST')
          context.db.courses.updates.insert({
            course: row.course,
            update_type: 'new_project',
            title: `New project: ${row.title}`,
            description: row.description ?? '',
            object_id: row.id,
            created_by: userSummary(context.user),
            created_at: nowIso(),
          });
      },
      beforeDelete: (row, context) =>
        managesCourse(context.user, context.db.courses.courses.get(row.course)) ? undefined : context.deny(),
    }),
    ...crudHandlers<ProgrammingLanguage>({
      table: (db) => db.courses.programmingLanguages,
      schema: 'ProgrammingLanguage',
      operations: {
        list: 'listProgrammingLanguages',
        create: 'createProgrammingLanguage',
        get: 'getProgrammingLanguage',
        update: 'updateProgrammingLanguage',
        partialUpdate: 'partialUpdateProgrammingLanguage',
        delete: 'deleteProgrammingLanguage',
      },
      search: ['name', 'description'],
      ordering: 'name',
      validate: uniqueName((db) => db.courses.programmingLanguages, 'programming language with this name already exists.'),
      derive: withCoursesCount('programming_languages'),
    }),
    ...crudHandlers<Technology>({
      table: (db) => db.courses.technologies,
      schema: 'Technology',
      operations: {
        list: 'listTechnologies',
        create: 'createTechnology',
        get: 'getTechnology',
        update: 'updateTechnology',
        partialUpdate: 'partialUpdateTechnology',
        delete: 'deleteTechnology',
      },
      search: ['name', 'description'],
      ordering: 'name',
      validate: uniqueName((db) => db.courses.technologies, 'technology with this name already exists.'),
      derive: withCoursesCount('technologies'),
    }),
    ...crudHandlers<TechStack>({
      table: (db) => db.courses.techStacks,
      schema: 'TechStack',
      operations: {
        list: 'listTechStacks',
        create: 'createTechStack',
        get: 'getTechStack',
        update: 'updateTechStack',
        partialUpdate: 'partialUpdateTechStack',
        delete: 'deleteTechStack',
      },
      relations: COURSE_RELATIONS,
      search: ['name', 'description'],
      ordering: 'name',
      onCreate: () => ({ programming_languages: [], technologies: [] }),
      derive: (row, { db }) => {
        const technologies = new Set(row.technologies.map((item) => item.id));
        return {
          ...row,
          courses_count: db.courses.courses.count(
            (course) =>
              isPublished(course) &&
              (course.technologies ?? []).filter((item) => technologies.has(item.id)).length >= Math.min(2, technologies.size) &&
              technologies.size > 0,
          ),
        };
      },
    }),
  ];
}

/** The academics group: programme levels, class sections, subjects, timetables, class enrollments and the calendar. */
import type { CalendarEvent, ClassEnrollment, ClassLevel, ClassSection, Subject, TimetableEntry } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { subjectSummary } from '../db/academics';
import { canSeeStudent } from '../db/accounts';
import { crudHandlers, STAFF } from '../kit/crud';
import { registerRelationFields, registerRelationTarget } from '../kit/relations';
import { detail } from '../kit/respond';
import { allows, type BodyRecord } from '../kit/route';
import { periodErrors } from './core';

export function registerAcademicsRelations(): void {
  registerRelationTarget('classLevels', { table: (db) => db.academics.classLevels });
  registerRelationTarget('classSections', { table: (db) => db.academics.classSections });
  registerRelationTarget('subjects', { table: (db) => db.academics.subjects, summary: (row) => subjectSummary(row as Subject) });
  registerRelationFields('classLevels', ['class_level', 'class_levels']);
  registerRelationFields('classSections', ['class_section', 'class_sections']);
  registerRelationFields('subjects', ['subject', 'subjects']);
}

/** The calendar audiences each non-staff type reads (a parent follows their children's events too). */
const AUDIENCES: Partial<Record<string, readonly CalendarEvent['audience'][]>> = {
  student: ['all', 'students'],
  parent: ['all', 'parents', 'students'],
};

const minutes = (time: unknown): number => {
  const [hours, mins] = String(time).split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
};

function timetableErrors(
  input: BodyRecord,
  existing: TimetableEntry | undefined,
  rows: TimetableEntry[],
): Record<string, string> | undefined {
  const start = input.start_time ?? existing?.start_time;
  const end = input.end_time ?? existing?.end_time;
  if (start !== undefined && end !== undefined && minutes(end) <= minutes(start))
    return { end_time: 'End time must be after start time.' };
  const section = input.class_section ?? existing?.class_section;
  const weekday = input.weekday ?? existing?.weekday;
  const clash = rows.find(
    (row) =>
      row.id !== existing?.id &&
      row.class_section === section &&
      row.weekday === weekday &&
      row.is_active &&
      minutes(row.start_time) < minutes(end) &&
      minutes(start) < minutes(row.end_time),
  );
  return clash
    ? {
        non_field_errors: `This class already has ${clash.subject.name} from ${clash.start_time} to ${clash.end_time} on ${clash.weekday}.`,
      }
    : undefined;
}

export function academicsHandlers(): HttpHandler[] {
  registerAcademicsRelations();
  return [
    ...crudHandlers<ClassLevel>({
      table: (db) => db.academics.classLevels,
      schema: 'ClassLevel',
      operations: {
        list: 'listClassLevels',
        create: 'createClassLevel',
        get: 'getClassLevel',
        update: 'updateClassLevel',
        partialUpdate: 'partialUpdateClassLevel',
        delete: 'deleteClassLevel',
      },
      search: ['name', 'code', 'description'],
      ordering: 'level_order',
      derive: (row, { db }) => {
        const sections = db.academics.classSections.filter((section) => section.class_level === row.id);
        const sectionIds = new Set(sections.map((section) => section.id));
        return {
          ...row,
          sections_count: sections.length,
          students_count: db.academics.classEnrollments.count(
            (enrollment) => sectionIds.has(enrollment.class_section) && enrollment.status === 'active',
          ),
        };
      },
    }),
    ...crudHandlers<ClassSection>({
      table: (db) => db.academics.classSections,
      schema: 'ClassSection',
      operations: {
        list: 'listClassSections',
        create: 'createClassSection',
        get: 'getClassSection',
        update: 'updateClassSection',
        partialUpdate: 'partialUpdateClassSection',
        delete: 'deleteClassSection',
      },
      search: ['name', 'display_name', 'class_level_name', 'room'],
      ordering: 'display_name',
      derive: (row, { db }) => {
        const level = db.academics.classLevels.get(row.class_level);
        const year = db.core.academicYears.get(row.academic_year);
        return {
          ...row,
          display_name: [level?.code, row.name, year?.name].filter(Boolean).join(' '),
          students_count: db.academics.classEnrollments.count(
            (enrollment) => enrollment.class_section === row.id && enrollment.status === 'active',
          ),
        };
      },
    }),
    ...crudHandlers<Subject>({
      table: (db) => db.academics.subjects,
      schema: 'Subject',
      operations: {
        list: 'listSubjects',
        create: 'createSubject',
        get: 'getSubject',
        update: 'updateSubject',
        partialUpdate: 'partialUpdateSubject',
        delete: 'deleteSubject',
      },
      search: ['name', 'code', 'description', 'department_name'],
      ordering: 'name',
      filters: { teacher: (row, value) => (row.teachers ?? []).some((teacher) => String(teacher.id) === value) },
      validate: (input, existing, { db }) =>
        typeof input.code === 'string' &&
        db.academics.subjects.find(
          (row) => row.code.toLowerCase() === String(input.code).toLowerCase() && row.id !== existing?.id,
        )
          ? { code: 'subject with this code already exists.' }
          : undefined,
      // The contract: a subject with exam results is kept (400).
      beforeDelete: (row, { db }) =>
        db.assessment.results.count((result) => result.subject.id === row.id) > 0
          ? detail(400, 'This subject has exam results; it cannot be deleted.')
          : undefined,
    }),
    ...crudHandlers<TimetableEntry>({
      table: (db) => db.academics.timetables,
      schema: 'TimetableEntry',
      operations: {
        list: 'listTimetables',
        create: 'createTimetable',
        get: 'getTimetable',
        update: 'updateTimetable',
        partialUpdate: 'partialUpdateTimetable',
        delete: 'deleteTimetable',
      },
      search: ['subject.name', 'class_section_name', 'room'],
      ordering: 'weekday,start_time',
      filters: { teacher: (row, value) => String(row.teacher?.id) === value },
      validate: (input, existing, { db }) => timetableErrors(input, existing, db.academics.timetables.all()),
    }),
    ...crudHandlers<ClassEnrollment>({
      table: (db) => db.academics.classEnrollments,
      schema: 'ClassEnrollment',
      operations: {
        list: 'listClassEnrollments',
        create: 'createClassEnrollment',
        get: 'getClassEnrollment',
        update: 'updateClassEnrollment',
        partialUpdate: 'partialUpdateClassEnrollment',
        delete: 'deleteClassEnrollment',
      },
      search: ['student.get_full_name', 'student.username', 'class_section_name', 'roll_number'],
      ordering: 'class_section_name,roll_number',
      visible: (row, { db, user }) => canSeeStudent(db, user, row.student.id),
      validate: (input, existing, { db }) => {
        const studentId = typeof input.student === 'number' ? input.student : existing?.student.id;
        const student = db.accounts.users.get(studentId);
        if (input.student !== undefined && student && student.user_type !== 'student')
          return { student: 'The user is not a student.' };
        const section = db.academics.classSections.get(
          typeof input.class_section === 'number' ? input.class_section : existing?.class_section,
        );
        const year =
          typeof input.academic_year === 'number' ? input.academic_year : (section?.academic_year ?? existing?.academic_year);
        const duplicate = db.academics.classEnrollments.find(
          (row) =>
            row.id !== existing?.id && row.student.id === studentId && row.academic_year === year && row.status === 'active',
        );
        return duplicate
          ? { non_field_errors: `The student is already enrolled in ${duplicate.class_section_name} this year.` }
          : undefined;
      },
      derive: (row, { db }) => {
        const section = db.academics.classSections.get(row.class_section);
        const year = db.core.academicYears.get(row.academic_year ?? section?.academic_year);
        return {
          ...row,
          class_section_name: section?.display_name ?? row.class_section_name,
          academic_year: year?.id ?? row.academic_year,
          academic_year_name: year?.name ?? row.academic_year_name,
        };
      },
    }),
    ...crudHandlers<CalendarEvent>({
      table: (db) => db.academics.calendar,
      schema: 'CalendarEvent',
      operations: {
        list: 'listCalendarEvents',
        create: 'createCalendarEvent',
        get: 'getCalendarEvent',
        update: 'updateCalendarEvent',
        partialUpdate: 'partialUpdateCalendarEvent',
        delete: 'deleteCalendarEvent',
      },
      writeRoles: STAFF,
      // The contract: any signed-in user reads the events meant for their audience; staff see all.
      visible: (row, { user }) => allows(STAFF, user.user_type) || (AUDIENCES[user.user_type] ?? ['all']).includes(row.audience),
      search: ['title', 'description', 'location'],
      ordering: 'start_date',
      filters: {
        start_date: (row, value) => row.end_date.slice(0, 10) >= value.slice(0, 10),
        end_date: (row, value) => row.start_date.slice(0, 10) <= value.slice(0, 10),
      },
      validate: (input, existing) => periodErrors(input, existing),
      onCreate: ({ user }) => ({ created_by: user.id }),
    }),
  ];
}

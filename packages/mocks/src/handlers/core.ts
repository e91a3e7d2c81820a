/** The core group: academic years and terms (with the current ones), departments, the school and its settings. */
import type { AcademicTerm, AcademicYear, Department, SchoolInfo, SchoolSettings } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { crudHandlers, buildRow, MANAGEMENT } from '../kit/crud';
import { registerRelationFields, registerRelationTarget, relationErrors } from '../kit/relations';
import { detail, fieldErrors, json, notFound } from '../kit/respond';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';

export function registerCoreRelations(): void {
  registerRelationTarget('academicYears', { table: (db) => db.core.academicYears });
  registerRelationTarget('academicTerms', {
    table: (db) => db.core.academicTerms,
    label: (row) => `${(row as AcademicTerm).name} ${(row as AcademicTerm).academic_year_name ?? ''}`.trim(),
  });
  registerRelationTarget('departments', { table: (db) => db.core.departments });
  registerRelationFields('academicYears', ['academic_year', 'current_academic_year']);
  registerRelationFields('academicTerms', ['academic_term', 'current_academic_term']);
  registerRelationFields('departments', ['department']);
}

/** DRF's check that a period ends after it starts. */
export function periodErrors(
  input: BodyRecord,
  existing: { start_date?: string; end_date?: string } | undefined,
  start = 'start_date',
  end = 'end_date',
): Record<string, string> | undefined {
  const from = (input[start] ?? existing?.[start as 'start_date']) as string | undefined;
  const to = (input[end] ?? existing?.[end as 'end_date']) as string | undefined;
  return from && to && to < from ? { [end]: 'End date must be after start date.' } : undefined;
}

/** Only one current year (or term): marking one current unmarks the others. */
function keepOneCurrent<T extends { id: number; is_current: boolean }>(
  rows: { all(): T[]; update(id: number, patch: Partial<T>): unknown },
  row: T,
): void {
  if (!row.is_current) return;
  for (const other of rows.all())
    if (other.id !== row.id && other.is_current) rows.update(other.id, { is_current: false } as Partial<T>);
}

function singleton<T extends { id: number }>(
  getId: string,
  putId: string,
  schema: string,
  table: (context: AuthedContext) => { all(): T[]; update(id: number, patch: Partial<T>): T | undefined },
): HttpHandler[] {
  return [
    route(getId, (context) => {
      const row = table(context).all()[0];
      return row ? json(row) : notFound();
    }),
    route(
      putId,
      async (context) => {
        const input = await context.body();
        if (input instanceof Response) return input;
        const errors = relationErrors(context.db, input);
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const existing = table(context).all()[0];
        if (!existing) return notFound();
        const row = buildRow<T>({ table: () => table(context) as never, schema }, context, input, existing, {
          updated_by: context.user.id,
        });
        return json(table(context).update(existing.id, row) ?? row);
      },
      { roles: MANAGEMENT },
    ),
  ];
}

export function coreHandlers(): HttpHandler[] {
  registerCoreRelations();
  return [
    ...crudHandlers<AcademicYear>({
      table: (db) => db.core.academicYears,
      schema: 'AcademicYear',
      operations: {
        list: 'listAcademicYears',
        create: 'createAcademicYear',
        get: 'getAcademicYear',
        update: 'updateAcademicYear',
        partialUpdate: 'partialUpdateAcademicYear',
        delete: 'deleteAcademicYear',
      },
      search: ['name', 'description'],
      ordering: '-start_date',
      validate: (input, existing) => periodErrors(input, existing),
      derive: (row, { db }) => ({ ...row, terms_count: db.core.academicTerms.count((term) => term.academic_year === row.id) }),
      afterWrite: (row, { db }) => keepOneCurrent(db.core.academicYears, row),
      // The contract: a year with terms, classes or fee structures attached is kept (400).
      beforeDelete: (row, { db }) =>
        db.core.academicTerms.count((term) => term.academic_year === row.id) > 0 ||
        db.academics.classSections.count((section) => section.academic_year === row.id) > 0 ||
        db.finance.feeStructures.count((fee) => fee.academic_year === row.id) > 0
          ? detail(400, 'This academic year has terms, classes or fee structures; delete or move them first.')
          : undefined,
    }),
    route('getCurrentAcademicYear', ({ db }) => {
      const year = db.core.academicYears.find((candidate) => candidate.is_current);
      return year
        ? json({ ...year, terms_count: db.core.academicTerms.count((term) => term.academic_year === year.id) })
        : notFound('No current academic year is set.');
    }),
    ...crudHandlers<AcademicTerm>({
      table: (db) => db.core.academicTerms,
      schema: 'AcademicTerm',
      operations: {
        list: 'listAcademicTerms',
        create: 'createAcademicTerm',
        get: 'getAcademicTerm',
        update: 'updateAcademicTerm',
        partialUpdate: 'partialUpdateAcademicTerm',
        delete: 'deleteAcademicTerm',
      },
      search: ['name', 'academic_year_name'],
      ordering: '-start_date',
      validate: (input, existing) => periodErrors(input, existing),
      afterWrite: (row, { db }) => keepOneCurrent(db.core.academicTerms, row),
      // The contract: a term with exams, timetables or fee structures attached is kept (400).
      beforeDelete: (row, { db }) =>
        db.assessment.exams.count((exam) => exam.academic_term === row.id) > 0 ||
        db.academics.timetables.count((slot) => slot.academic_term === row.id) > 0 ||
        db.finance.feeStructures.count((fee) => fee.academic_term === row.id) > 0
          ? detail(400, 'This term has exams, timetables or fee structures; delete or move them first.')
          : undefined,
    }),
    route('getCurrentAcademicTerm', ({ db }) => {
      const term = db.core.academicTerms.find((candidate) => candidate.is_current);
      return term ? json(term) : notFound('No current academic term is set.');
    }),
    ...crudHandlers<Department>({
      table: (db) => db.core.departments,
      schema: 'Department',
      operations: {
        list: 'listDepartments',
        create: 'createDepartment',
        get: 'getDepartment',
        update: 'updateDepartment',
        partialUpdate: 'partialUpdateDepartment',
        delete: 'deleteDepartment',
      },
      search: ['name', 'code', 'description'],
      ordering: 'name',
      validate: (input, existing, { db }) =>
        typeof input.code === 'string' &&
        db.core.departments.find((row) => row.code.toLowerCase() === String(input.code).toLowerCase() && row.id !== existing?.id)
          ? { code: 'department with this code already exists.' }
          : undefined,
      derive: (row, { db }) => {
        const subjects = db.academics.subjects.filter((subject) => subject.department === row.id);
        const teachers = new Set(subjects.flatMap((subject) => (subject.teachers ?? []).map((teacher) => teacher.id)));
        return { ...row, subjects_count: subjects.length, teachers_count: teachers.size };
      },
    }),
    ...singleton<SchoolInfo>('getSchoolInfo', 'updateSchoolInfo', 'SchoolInfo', ({ db }) => db.core.school),
    ...singleton<SchoolSettings>('getSchoolSettings', 'updateSchoolSettings', 'SchoolSettings', ({ db }) => db.core.settings),
  ];
}

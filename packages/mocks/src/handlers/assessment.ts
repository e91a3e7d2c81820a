/** The assessment group: grading systems and grade bands, exams, exam results (graded against the bands), report cards and their generation. */
import type {
  Exam,
  ExamResult,
  GradeBand,
  ReportCard,
  ReportCardGenerateRequest,
  ReportCardGenerateResult,
  ReportCardRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { canSeeStudent, fullName } from '../db/accounts';
import { presentGradingSystem, rankReportCards, reportCardFor, scoreFigures, type GradingSystemRow } from '../db/assessment';
import { nowIso } from '../db/time';
import { crudHandlers, STAFF } from '../kit/crud';
import { registerRelationFields, registerRelationTarget, relationErrors } from '../kit/relations';
import { created, fieldErrors, json } from '../kit/respond';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';
import { periodErrors } from './core';

export function registerAssessmentRelations(): void {
  registerRelationTarget('exams', { table: (db) => db.assessment.exams });
  registerRelationTarget('gradingSystems', { table: (db) => db.assessment.gradingSystems });
  registerRelationFields('exams', ['exam', 'exams']);
  registerRelationFields('gradingSystems', ['grading_system', 'default_grading_system']);
}

const isStaffUser = (context: AuthedContext): boolean => ['super_admin', 'admin', 'teacher'].includes(context.user.user_type);

/** Staff see every result; students and parents only published results of their own students. */
const visibleResult = (
  row: { student: { id: number }; is_published?: boolean; status?: string },
  context: AuthedContext,
): boolean =>
  isStaffUser(context) ||
  (canSeeStudent(context.db, context.user, row.student.id) && (row.is_published ?? row.status === 'published'));

function bandErrors(input: BodyRecord, existing: GradeBand | undefined, bands: GradeBand[]): Record<string, string> | undefined {
  const min = Number(input.min_marks ?? existing?.min_marks);
  const max = Number(input.max_marks ?? existing?.max_marks);
  if (max < min) return { max_marks: 'Ensure max_marks is greater than or equal to min_marks.' };
  const system = input.grading_system ?? existing?.grading_system;
  const overlap = bands.find(
    (band) => band.id !== existing?.id && band.grading_system === system && band.min_marks <= max && min <= band.max_marks,
  );
  return overlap
    ? { non_field_errors: `The range overlaps grade ${overlap.grade} (${overlap.min_marks}–${overlap.max_marks}).` }
    : undefined;
}

function resultErrors(
  input: BodyRecord,
  existing: ExamResult | undefined,
  context: AuthedContext,
): Record<string, string> | undefined {
  const { db } = context;
  const exam = db.assessment.exams.get(typeof input.exam === 'number' ? input.exam : existing?.exam);
  const studentId = typeof input.student === 'number' ? input.student : existing?.student.id;
  const subjectId = typeof input.subject === 'number' ? input.subject : existing?.subject.id;
  const marks = typeof input.marks_obtained === 'number' ? input.marks_obtained : existing?.marks_obtained;
  if (input.student !== undefined && db.accounts.users.get(studentId)?.user_type !== 'student')
    return { student: 'The user is not a student.' };
  if (exam && marks !== undefined && marks > exam.total_marks)
    return { marks_obtained: `Ensure this value is less than or equal to ${exam.total_marks}.` };
  if (exam && (exam.subjects ?? []).length > 0 && !(exam.subjects ?? []).some((subject) => subject.id === subjectId))
    return { subject: 'This subject is not part of the exam.' };
  const duplicate = db.assessment.results.find(
    (row) => row.id !== existing?.id && row.exam === exam?.id && row.student.id === studentId && row.subject.id === subjectId,
  );
  return duplicate ? { non_field_errors: 'The fields exam, student, subject must make a unique set.' } : undefined;
}

/** Rank of a result among the same exam and subject. */
function positionOf(context: AuthedContext, row: ExamResult): number {
  return (
    context.db.assessment.results.count(
      (other) => other.exam === row.exam && other.subject.id === row.subject.id && other.marks_obtained > row.marks_obtained,
    ) + 1
  );
}

/** A term's display name ('Term 3 2026'). */
function termName(context: AuthedContext, termId: number): string {
  const term = context.db.core.academicTerms.get(termId);
  return term ? `${term.name} ${term.academic_year_name ?? ''}`.trim() : `term ${termId}`;
}

/**
 * Builds the term's report cards from the published results (of the chosen exams) of the listed students,
 * else of the class section's active students, else of every enrolled student; positions are ranked within
 * each class section. Answers field errors when there is nothing to report on.
 */
function generateReportCards(context: AuthedContext, input: ReportCardGenerateRequest): ReportCardGenerateResult | Response {
  const { db } = context;
  const term = termName(context, input.academic_term);
  const inSection = input.class_section !== undefined && input.class_section !== null;
  const enrollments = db.academics.classEnrollments.filter(
    (enrollment) => enrollment.status === 'active' && (!inSection || enrollment.class_section === input.class_section),
  );
  const students =
    input.students && input.students.length > 0
      ? input.students
      : [...new Set(enrollments.map((enrollment) => enrollment.student.id))];
  if (students.length === 0) return fieldErrors({ class_section: 'No students are enrolled in this class section.' });
  const examIds = new Set(input.exams ?? []);
  const outcome: ReportCardGenerateResult = {
    success: true,
    message: '',
    created: 0,
    updated: 0,
    skipped: 0,
    report_cards: [],
    errors: [],
  };
  let reported = 0;
  for (const studentId of students) {
    const student = db.accounts.users.get(studentId);
    if (!student || student.user_type !== 'student') {
      outcome.errors?.push(`User ${studentId} is not a student.`);
      continue;
    }
    const results = db.assessment.results
      .filter((result) => {
        const exam = db.assessment.exams.get(result.exam);
        return (
          result.student.id === studentId &&
          result.is_published === true &&
          exam?.academic_term === input.academic_term &&
          (examIds.size === 0 || examIds.has(result.exam))
        );
      })
      .map((result) => ({
        ...result,
        ...scoreFigures(db, db.assessment.exams.get(result.exam), result.marks_obtained),
        position: positionOf(context, result),
      }));
    if (results.length === 0) {
      outcome.skipped++;
      outcome.errors?.push(`${fullName(student) || student.username}: no published results for ${term}.`);
      continue;
    }
    reported++;
    const existing = db.assessment.reportCards.find(
      (card) => card.student.id === studentId && card.academic_term === input.academic_term,
    );
    if (existing && !input.overwrite) {
      outcome.skipped++;
      outcome.errors?.push(
        `${fullName(student) || student.username}: already has a report card for ${term} (rebuild to replace it).`,
      );
      continue;
    }
    const section =
      input.class_section ?? enrollments.find((enrollment) => enrollment.student.id === studentId)?.class_section ?? null;
    const card = reportCardFor(
      db,
      db.assessment,
      student,
      section,
      input.academic_term,
      results,
      input.publish ? 'published' : 'draft',
      nowIso(),
    );
    if (existing) {
      db.assessment.reportCards.update(existing.id, { ...card, slug: existing.slug, created_at: existing.created_at });
      outcome.updated++;
      outcome.report_cards.push(existing.id);
    } else {
      outcome.report_cards.push(db.assessment.reportCards.insert(card).id);
      outcome.created++;
    }
  }
  if (reported === 0)
    return fieldErrors({
      non_field_errors: `No published results for ${term}${inSection ? ' in this class section' : ''}: publish the exam results first.`,
    });
  rankReportCards(db.assessment, input.academic_term);
  const generated = outcome.created + outcome.updated;
  outcome.message = `${generated} report ${generated === 1 ? 'card' : 'cards'} generated for ${term}${
    outcome.skipped > 0 ? `; ${outcome.skipped} skipped` : ''
  }.`;
  return outcome;
}

export function assessmentHandlers(): HttpHandler[] {
  registerAssessmentRelations();
  return [
    ...crudHandlers<GradingSystemRow>({
      table: (db) => db.assessment.gradingSystems,
      schema: 'GradingSystem',
      operations: {
        list: 'listGradingSystems',
        create: 'createGradingSystem',
        get: 'getGradingSystem',
        update: 'updateGradingSystem',
        partialUpdate: 'partialUpdateGradingSystem',
        delete: 'deleteGradingSystem',
      },
      search: ['name', 'description'],
      ordering: 'name',
      derive: (row, { db }) => presentGradingSystem(db, row),
      afterWrite: (row, { db }, input) => {
        if (Array.isArray(input.bands)) {
          db.assessment.gradeBands.removeWhere((band) => band.grading_system === row.id);
          const stamp = nowIso();
          for (const band of input.bands as Omit<GradeBand, 'id' | 'grading_system' | 'created_at' | 'updated_at'>[]) {
            db.assessment.gradeBands.insert({ ...band, grading_system: row.id, created_at: stamp, updated_at: stamp });
          }
        }
        if (row.is_default)
          for (const other of db.assessment.gradingSystems.all())
            if (other.id !== row.id && other.is_default) db.assessment.gradingSystems.update(other.id, { is_default: false });
      },
      beforeDelete: (row, { db }) => {
        if (row.is_default) return fieldErrors({ non_field_errors: 'The default grading system cannot be deleted.' });
        const exams = db.assessment.exams.count((exam) => exam.grading_system === row.id);
        if (exams > 0)
          return fieldErrors({
            non_field_errors: `${exams} ${exams === 1 ? 'exam uses' : 'exams use'} this grading system; choose another for ${exams === 1 ? 'it' : 'them'} first.`,
          });
        db.assessment.gradeBands.removeWhere((band) => band.grading_system === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<GradeBand>({
      table: (db) => db.assessment.gradeBands,
      schema: 'GradeBand',
      operations: {
        list: 'listGradeBands',
        create: 'createGradeBand',
        get: 'getGradeBand',
        update: 'updateGradeBand',
        partialUpdate: 'partialUpdateGradeBand',
        delete: 'deleteGradeBand',
      },
      search: ['grade', 'remarks'],
      ordering: 'grading_system,-min_marks',
      validate: (input, existing, { db }) => bandErrors(input, existing, db.assessment.gradeBands.all()),
    }),
    ...crudHandlers<Exam>({
      table: (db) => db.assessment.exams,
      schema: 'Exam',
      operations: {
        list: 'listExams',
        create: 'createExam',
        get: 'getExam',
        update: 'updateExam',
        partialUpdate: 'partialUpdateExam',
        delete: 'deleteExam',
      },
      writeRoles: STAFF,
      search: ['title', 'description', 'class_level_name'],
      ordering: '-start_date',
      filters: { subject: (row, value) => (row.subjects ?? []).some((subject) => String(subject.id) === value) },
      onCreate: ({ user }) => ({ created_by: user.id }),
      validate: (input, existing) => periodErrors(input, existing),
      afterWrite: (row, { db }, input) => {
        // Publishing an exam's results publishes every result of the exam.
        if (input.results_published === true)
          for (const result of db.assessment.results.filter((one) => one.exam === row.id && !one.is_published))
            db.assessment.results.update(result.id, { is_published: true });
      },
      derive: (row, { db }) => ({ ...row, results_count: db.assessment.results.count((result) => result.exam === row.id) }),
      beforeDelete: (row, { db }) => {
        db.assessment.results.removeWhere((result) => result.exam === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<ExamResult>({
      table: (db) => db.assessment.results,
      schema: 'ExamResult',
      operations: {
        list: 'listExamResults',
        create: 'createExamResult',
        get: 'getExamResult',
        update: 'updateExamResult',
        partialUpdate: 'partialUpdateExamResult',
        delete: 'deleteExamResult',
      },
      writeRoles: STAFF,
      visible: visibleResult,
      search: ['student.get_full_name', 'student.username', 'subject.name', 'exam_title'],
      ordering: '-created_at',
      filters: {
        academic_term: (row, value, { db }) => String(db.assessment.exams.get(row.exam)?.academic_term) === value,
        class_section: (row, value, { db }) =>
          db.academics.classEnrollments.some(
            (enrollment) =>
              enrollment.student.id === row.student.id &&
              enrollment.status === 'active' &&
              String(enrollment.class_section) === value,
          ),
      },
      onCreate: ({ user }) => ({ graded_by: user.id }),
      validate: resultErrors,
      derive: (row, context) => {
        const exam = context.db.assessment.exams.get(row.exam);
        return {
          ...row,
          exam_title: exam?.title ?? row.exam_title,
          ...scoreFigures(context.db, exam, row.marks_obtained),
          position: positionOf(context, row),
        };
      },
    }),
    ...crudHandlers<ReportCard>({
      table: (db) => db.assessment.reportCards,
      schema: 'ReportCard',
      operations: {
        list: 'listReportCards',
        get: 'getReportCard',
        update: 'updateReportCard',
        partialUpdate: 'partialUpdateReportCard',
        delete: 'deleteReportCard',
      },
      writeRoles: STAFF,
      visible: visibleResult,
      search: ['student.get_full_name', 'student.username', 'class_section_name', 'academic_term_name'],
      ordering: '-created_at',
      derive: (row) => (row.status === 'published' && !row.published_at ? { ...row, published_at: nowIso() } : row),
    }),
    route(
      'createReportCard',
      async (context) => {
        const input = await context.body<ReportCardRequest>();
        if (input instanceof Response) return input;
        const errors = relationErrors(context.db, input as unknown as BodyRecord);
        const student = context.db.accounts.users.get(input.student);
        if (student && student.user_type !== 'student') errors.student = ['The user is not a student.'];
        if (
          context.db.assessment.reportCards.find(
            (card) => card.student.id === input.student && card.academic_term === input.academic_term,
          )
        ) {
          errors.non_field_errors = ['A report card for this student and term already exists.'];
        }
        if (Object.keys(errors).length > 0 || !student) return fieldErrors(errors);
        const results = context.db.assessment.results.filter(
          (result) =>
            result.student.id === student.id &&
            context.db.assessment.exams.get(result.exam)?.academic_term === input.academic_term,
        );
        const card = reportCardFor(
          context.db,
          context.db.assessment,
          student,
          input.class_section ?? null,
          input.academic_term,
          results,
          input.status ?? 'draft',
          nowIso(),
        );
        const stored = context.db.assessment.reportCards.insert({
          ...card,
          class_teacher_remarks: input.class_teacher_remarks ?? card.class_teacher_remarks,
          principal_remarks: input.principal_remarks ?? card.principal_remarks,
        });
        return created<ReportCard>(stored);
      },
      { roles: STAFF },
    ),
    route(
      'generateReportCards',
      async (context) => {
        const input = await context.body<ReportCardGenerateRequest>();
        if (input instanceof Response) return input;
        const errors = relationErrors(context.db, input as unknown as BodyRecord);
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const outcome = generateReportCards(context, input);
        return outcome instanceof Response ? outcome : json<ReportCardGenerateResult>(outcome);
      },
      { roles: STAFF },
    ),
  ];
}

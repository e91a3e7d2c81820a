/** The assessment domain: grading systems and their grade bands, exams, exam results and report cards. */
import type { Exam, ExamResult, GradeBand, GradingSystem, ReportCard, ReportCardSubjectLine, Subject } from '@ujuzi/api';
import { subjectSummary } from './academics';
import { userSummary, usersOfType, type UserRecord } from './accounts';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { Table } from './table';
import { addDays, daysAgo, isoDateTime } from './time';

/** A grading system as stored: its bands live in their own table. */
export type GradingSystemRow = Omit<GradingSystem, 'bands'>;

export const assessmentTables = () => ({
  gradingSystems: new Table<GradingSystemRow>(),
  gradeBands: new Table<GradeBand>(),
  exams: new Table<Exam>(),
  results: new Table<ExamResult>(),
  reportCards: new Table<ReportCard>(),
});

export type AssessmentTables = ReturnType<typeof assessmentTables>;

/** KCSE-style bands: [grade, min, max, points, remarks]. */
const KCSE_BANDS: [string, number, number, number, string][] = [
  ['A', 80, 100, 12, 'Excellent'],
  ['A-', 75, 79.99, 11, 'Very good'],
  ['B+', 70, 74.99, 10, 'Good'],
  ['B', 65, 69.99, 9, 'Good'],
  ['B-', 60, 64.99, 8, 'Fairly good'],
  ['C+', 55, 59.99, 7, 'Average'],
  ['C', 50, 54.99, 6, 'Average'],
  ['C-', 45, 49.99, 5, 'Below average'],
  ['D+', 40, 44.99, 4, 'Weak'],
  ['D', 35, 39.99, 3, 'Weak'],
  ['D-', 30, 34.99, 2, 'Very weak'],
  ['E', 0, 29.99, 1, 'Poor'],
];

const CERTIFICATE_BANDS: [string, number, number, number, string][] = [
  ['DIST', 75, 100, 4, 'Distinction: outstanding competence'],
  ['MERIT', 60, 74.99, 3, 'Merit: above the required competence'],
  ['PASS', 50, 59.99, 2, 'Pass: competent'],
  ['REF', 0, 49.99, 0, 'Referral: not yet competent; resit required'],
];

export const presentGradingSystem = (db: MockDatabase, row: GradingSystemRow): GradingSystem => ({
  ...row,
  bands: db.assessment.gradeBands.filter((band) => band.grading_system === row.id).sort((a, b) => b.min_marks - a.min_marks),
});

/** The band a percentage falls in under a grading system (the default one when none is given). */
export function bandFor(db: MockDatabase, percentage: number, gradingSystemId?: number | null): GradeBand | undefined {
  const system =
    (gradingSystemId ? db.assessment.gradingSystems.get(gradingSystemId) : undefined) ??
    db.assessment.gradingSystems.find((candidate) => candidate.is_default);
  if (!system) return undefined;
  const bands = db.assessment.gradeBands
    .filter((band) => band.grading_system === system.id)
    .sort((a, b) => b.min_marks - a.min_marks);
  return bands.find((band) => percentage >= band.min_marks) ?? bands.at(-1);
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** An exam result's derived figures: percentage, grade, points, pass. */
export function scoreFigures(
  db: MockDatabase,
  exam: Exam | undefined,
  marks: number,
): Pick<ExamResult, 'percentage' | 'grade' | 'points' | 'passed' | 'total_marks'> {
  const total = exam?.total_marks ?? 100;
  const percentage = round2(Math.min(100, (marks / total) * 100));
  const band = bandFor(db, percentage, exam?.grading_system);
  return {
    total_marks: total,
    percentage,
    grade: band?.grade ?? null,
    points: band?.points ?? null,
    passed: marks >= (exam?.pass_mark ?? total / 2),
  };
}

function seedAssessment(tables: AssessmentTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(600));
  const systems: [string, string, boolean, [string, number, number, number, string][]][] = [
    ['KCSE 12-point scale', 'The national 12-point scale (A to E), used for all diploma examinations.', true, KCSE_BANDS],
    ['Competency-based (TVET CDACC)', 'Distinction, Merit, Pass and Referral for certificate courses.', false, CERTIFICATE_BANDS],
  ];
  for (const [name, description, isDefault, bands] of systems) {
    const system = tables.gradingSystems.insert({
      name,
      description,
      is_default: isDefault,
      is_active: true,
      created_at: created,
      updated_at: created,
    });
    for (const [grade, min, max, points, remarks] of bands) {
      tables.gradeBands.insert({
        grading_system: system.id,
        grade,
        min_marks: min,
        max_marks: max,
        points,
        remarks,
        created_at: created,
        updated_at: created,
      });
    }
  }

  const terms = db.core.academicTerms.all();
  const currentTerm = terms.find((term) => term.is_current);
  const previousTerm = currentTerm
    ? terms.find((term) => term.academic_year === currentTerm.academic_year && term.term_number === currentTerm.term_number - 1)
    : undefined;
  const subjects = db.academics.subjects.all();
  const admin = usersOfType(db, 'admin')[0];
  const teacher = usersOfType(db, 'teacher')[0];
  const enrollments = db.academics.classEnrollments.filter((enrollment) => enrollment.status === 'active');
  const sectionsOfLevel = (levelId: number) =>
    db.academics.classSections.filter((section) => section.class_level === levelId).map((section) => section.id);
  const studentsOfLevel = (levelId: number) => {
    const sections = new Set(sectionsOfLevel(levelId));
    return enrollments.filter((enrollment) => sections.has(enrollment.class_section)).map((enrollment) => enrollment.student.id);
  };
  const users = new Map(db.accounts.users.all().map((user) => [user.id, user]));

  // Exams per level: this term's CAT (marked), mid-term (marked) and end-term (coming), last term's end-term (marked).
  type Plan = [string, Exam['exam_type'], number, number, Exam['status'], typeof currentTerm];
  const plans: Plan[] = [
    ['CAT 1', 'cat', 50, 49, 'completed', currentTerm],
    ['Mid-term examination', 'midterm', 20, 18, 'completed', currentTerm],
    ['End-of-term examination', 'end_term', -9, -16, 'scheduled', currentTerm],
    ['End-of-term examination', 'end_term', 100, 95, 'completed', previousTerm],
  ];
  for (const level of db.academics.classLevels.all()) {
    const levelSubjects = subjects.filter((subject) => subject.class_levels?.includes(level.id)).slice(0, 3);
    const students = studentsOfLevel(level.id);
    for (const [title, examType, startAgo, endAgo, status, term] of plans) {
      if (!term) continue;
      const marked = status === 'completed';
      const author = examType === 'cat' ? teacher : admin;
      const exam = tables.exams.insert({
        title: `${level.code} ${title}, ${term.name} ${term.academic_year_name ?? ''}`.trim(),
        slug: `${level.code}-${title}-${term.name}-${term.academic_year_name ?? ''}`
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, ''),
        exam_type: examType,
        description: `${title} for ${level.name}.`,
        instructions: 'Answer all questions. Practical tasks are done on the lab computers; no internet access.',
        academic_term: term.id,
        academic_term_name: `${term.name} ${term.academic_year_name ?? ''}`.trim(),
        class_level: level.id,
        class_level_name: level.name,
        subjects: levelSubjects.map(subjectSummary),
        start_date: daysAgo(startAgo).toISOString().slice(0, 10),
        end_date: daysAgo(endAgo).toISOString().slice(0, 10),
        total_marks: examType === 'cat' ? 30 : 100,
        pass_mark: examType === 'cat' ? 15 : 50,
        grading_system: 1,
        status,
        results_published: marked,
        results_count: 0,
        created_by: author ? userSummary(author) : null,
        created_at: isoDateTime(daysAgo(startAgo + 14)),
        updated_at: isoDateTime(daysAgo(Math.max(endAgo - 3, 0))),
      });
      if (!marked) continue;
      for (const subject of levelSubjects) {
        const marksFor = students.map((studentId) => ({
          studentId,
          marks: round2(faker.number.float({ min: exam.total_marks * 0.35, max: exam.total_marks * 0.97 })),
        }));
        const ranked = [...marksFor].sort((a, b) => b.marks - a.marks);
        for (const { studentId, marks } of marksFor) {
          const student = users.get(studentId);
          const grader = subject.teachers?.[0];
          if (!student) continue;
          const figures = scoreFigures(db, exam, marks);
          tables.results.insert({
            exam: exam.id,
            exam_title: exam.title,
            student: userSummary(student),
            subject: subjectSummary(subject),
            marks_obtained: marks,
            ...figures,
            position: ranked.findIndex((entry) => entry.studentId === studentId) + 1,
            remarks:
              figures.percentage >= 75
                ? 'Excellent work.'
                : figures.passed
                  ? 'Good effort; keep practising.'
                  : 'Below the pass mark: attend the revision clinic.',
            is_published: true,
            graded_by: grader ?? null,
            created_at: isoDateTime(addDays(new Date(`${exam.end_date}T08:00:00Z`), 3)),
            updated_at: isoDateTime(addDays(new Date(`${exam.end_date}T08:00:00Z`), 3)),
          });
        }
      }
      tables.exams.update(exam.id, { results_count: tables.results.count((result) => result.exam === exam.id) });
    }
  }

  // Last term's report cards, published, from its end-of-term results.
  if (previousTerm) {
    for (const enrollment of enrollments) {
      const results = tables.results.filter(
        (result) =>
          result.student.id === enrollment.student.id && tables.exams.get(result.exam)?.academic_term === previousTerm.id,
      );
      if (results.length === 0) continue;
      const student = users.get(enrollment.student.id);
      if (!student) continue;
      tables.reportCards.insert(
        reportCardFor(db, tables, student, enrollment.class_section, previousTerm.id, results, 'published'),
      );
    }
    rankReportCards(tables, previousTerm.id);
  }
}

/** A report card from a student's exam results of a term (the means and the subject lines). */
export function reportCardFor(
  db: MockDatabase,
  tables: AssessmentTables,
  student: UserRecord,
  classSection: number | null,
  termId: number,
  results: ExamResult[],
  status: ReportCard['status'],
  now?: string,
): Omit<ReportCard, 'id'> {
  const term = db.core.academicTerms.get(termId);
  const section = classSection ? db.academics.classSections.get(classSection) : undefined;
  const lines: ReportCardSubjectLine[] = results.map((result) => ({
    subject: result.subject,
    marks: result.percentage,
    grade: result.grade ?? null,
    points: result.points ?? null,
    position: result.position ?? null,
    teacher_remarks: result.remarks ?? null,
    teacher_name: result.graded_by?.get_full_name ?? null,
  }));
  const total = round2(lines.reduce((sum, line) => sum + line.marks, 0));
  const average = lines.length > 0 ? round2(total / lines.length) : null;
  const band = average === null ? undefined : bandFor(db, average);
  const meanPoints = lines.length > 0 ? round2(lines.reduce((sum, line) => sum + (line.points ?? 0), 0) / lines.length) : null;
  const attendance = db.accounts.attendance.filter((row) => row.student === student.id);
  const attended = attendance.filter((row) => row.status !== 'absent').length;
  const stamp = now ?? isoDateTime(term ? addDays(new Date(`${term.end_date}T09:00:00Z`), 5) : daysAgo(30));
  const slug = `${student.username}-${term?.name ?? 'term'}-${term?.academic_year_name ?? ''}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
  let unique = slug;
  for (let suffix = 2; tables.reportCards.find((card) => card.slug === unique); suffix++) unique = `${slug}-${suffix}`;
  return {
    slug: unique,
    student: userSummary(student),
    class_section: classSection,
    class_section_name: section?.display_name ?? null,
    academic_term: termId,
    academic_term_name: term ? `${term.name} ${term.academic_year_name ?? ''}`.trim() : '',
    subject_lines: lines,
    total_marks: total,
    average_marks: average,
    mean_grade: band?.grade ?? null,
    mean_points: meanPoints,
    position: null,
    out_of: null,
    attendance_percentage: attendance.length > 0 ? round2((attended / attendance.length) * 100) : null,
    class_teacher_remarks:
      average !== null && average >= 70
        ? 'A strong term. Keep it up.'
        : 'Steady progress; more practice on the projects will help.',
    principal_remarks: 'Promoted to the next module.',
    status,
    pdf_url: status === 'published' ? `/media/report-cards/${unique}.pdf` : null,
    generated_at: stamp,
    published_at: status === 'published' ? stamp : null,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** Positions within each class section for a term, by average marks. */
export function rankReportCards(tables: AssessmentTables, termId: number): void {
  const cards = tables.reportCards.filter((card) => card.academic_term === termId);
  const bySection = new Map<number, ReportCard[]>();
  for (const card of cards) bySection.set(card.class_section ?? 0, [...(bySection.get(card.class_section ?? 0) ?? []), card]);
  for (const group of bySection.values()) {
    const ranked = [...group].sort((a, b) => (b.average_marks ?? 0) - (a.average_marks ?? 0));
    ranked.forEach((card, index) => tables.reportCards.update(card.id, { position: index + 1, out_of: ranked.length }));
  }
}

export const subjectsOf = (db: MockDatabase, ids: readonly number[]): Subject[] =>
  ids.flatMap((id) => db.academics.subjects.get(id) ?? []);

export const assessmentDomain = defineDomain({ name: 'assessment', tables: assessmentTables, seed: seedAssessment });

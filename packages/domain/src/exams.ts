/**
 * Exam rules shared by the screens and the mock backend's contract: a mark lies between 0 and the
 * exam's total, and an exam's pass mark cannot exceed its total nor its end come before its start.
 */
import type { FieldMessages } from './validation';

export interface ExamMarksInput {
  marks_obtained?: number | null;
}

/** A mark out of `total`: 0 to total. */
export function validateExamMark(values: ExamMarksInput, total: number): FieldMessages {
  const marks = values.marks_obtained;
  if (typeof marks !== 'number' || Number.isNaN(marks)) return {};
  if (marks < 0) return { marks_obtained: 'Marks cannot be negative.' };
  if (marks > total) return { marks_obtained: `Marks cannot be more than the exam's ${total}.` };
  return {};
}

export interface ExamDatesInput {
  start_date?: string | null;
  end_date?: string | null;
  total_marks?: number | null;
  pass_mark?: number | null;
}

/** An exam's own limits: it ends on or after its start, and its pass mark is within its total. */
export function validateExam(values: ExamDatesInput): FieldMessages {
  const messages: FieldMessages = {};
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    messages.end_date = 'The exam cannot end before it starts.';
  if (typeof values.pass_mark === 'number' && typeof values.total_marks === 'number' && values.pass_mark > values.total_marks)
    messages.pass_mark = 'The pass mark cannot be more than the total marks.';
  return messages;
}

/** A percentage as the report shows it: one decimal place at most. */
export const formatPercentage = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`;

/** A grade band as the rules need it: its letter and its range of percentages (inclusive). */
export interface GradeBandRange {
  id?: number;
  grade?: string | null;
  min_marks?: number | null;
  max_marks?: number | null;
}

const isMark = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);
const percent = (value: number): string => `${Math.round(value * 100) / 100}`;
/** The step between two bands that meet: marks are kept to two decimal places (79.99 then 80). */
const STEP = 0.01;

/**
 * A band of a grading system (the grades contract): its marks lie within 0–100, its highest is at least its
 * lowest, its letter is unique within the system and its range overlaps no other band of the system.
 */
export function validateGradeBand(values: GradeBandRange, others: readonly GradeBandRange[]): FieldMessages {
  const messages: FieldMessages = {};
  const { min_marks: min, max_marks: max } = values;
  for (const [name, value] of [
    ['min_marks', min],
    ['max_marks', max],
  ] as const)
    if (isMark(value) && (value < 0 || value > 100)) messages[name] = 'Marks are a percentage, from 0 to 100.';
  if (isMark(min) && isMark(max) && max < min && !messages.max_marks)
    messages.max_marks = 'The highest mark cannot be below the lowest.';
  const grade = values.grade?.trim().toLowerCase();
  const rest = others.filter((band) => band.id === undefined || band.id !== values.id);
  const twin = grade ? rest.find((band) => band.grade?.trim().toLowerCase() === grade) : undefined;
  if (twin) messages.grade = `Grade ${twin.grade ?? ''} is already in this grading system.`;
  if (isMark(min) && isMark(max) && !messages.min_marks && !messages.max_marks) {
    const overlap = rest.find(
      (band) => isMark(band.min_marks) && isMark(band.max_marks) && band.min_marks <= max && min <= band.max_marks,
    );
    if (overlap)
      messages.min_marks = `The range overlaps grade ${overlap.grade ?? ''} (${percent(overlap.min_marks ?? 0)}–${percent(
        overlap.max_marks ?? 0,
      )}).`;
  }
  return messages;
}

/** The marks no band of a grading system covers, lowest first ('0–29.99'); none when 0 to 100 is covered. */
export function gradeBandGaps(bands: readonly GradeBandRange[]): string[] {
  const sorted = bands
    .filter((band) => isMark(band.min_marks) && isMark(band.max_marks))
    .sort((a, b) => (a.min_marks ?? 0) - (b.min_marks ?? 0));
  const gaps: string[] = [];
  let next = 0;
  for (const band of sorted) {
    const min = band.min_marks ?? 0;
    if (min > next + STEP / 2) gaps.push(`${percent(next)}–${percent(min - STEP)}`);
    next = Math.max(next, (band.max_marks ?? 0) + STEP);
  }
  if (next < 100 + STEP / 2) gaps.push(`${percent(next)}–100`);
  return gaps;
}

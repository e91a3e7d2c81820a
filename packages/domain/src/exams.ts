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

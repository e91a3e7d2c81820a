import { describe, expect, it } from 'vitest';
import { formatPercentage, validateExam, validateExamMark } from './exams';

describe('exam rules', () => {
  it('keeps a mark between 0 and the exam total', () => {
    expect(validateExamMark({ marks_obtained: 31 }, 30)).toEqual({ marks_obtained: "Marks cannot be more than the exam's 30." });
    expect(validateExamMark({ marks_obtained: -1 }, 30)).toEqual({ marks_obtained: 'Marks cannot be negative.' });
    expect(validateExamMark({ marks_obtained: 30 }, 30)).toEqual({});
    expect(validateExamMark({ marks_obtained: null }, 30)).toEqual({});
  });

  it('needs the end on or after the start and the pass mark within the total', () => {
    expect(validateExam({ start_date: '2026-03-10', end_date: '2026-03-09', total_marks: 100, pass_mark: 120 })).toEqual({
      end_date: 'The exam cannot end before it starts.',
      pass_mark: 'The pass mark cannot be more than the total marks.',
    });
    expect(validateExam({ start_date: '2026-03-10', end_date: '2026-03-10', total_marks: 100, pass_mark: 50 })).toEqual({});
  });

  it('shows a percentage to one decimal place', () => {
    expect(formatPercentage(78.456)).toBe('78.5%');
    expect(formatPercentage(null)).toBe('—');
  });
});

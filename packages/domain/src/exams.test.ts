import { describe, expect, it } from 'vitest';
import { formatPercentage, gradeBandGaps, validateExam, validateExamMark, validateGradeBand } from './exams';

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

describe('grade bands', () => {
  const bands = [
    { id: 1, grade: 'A', min_marks: 80, max_marks: 100 },
    { id: 2, grade: 'B', min_marks: 65, max_marks: 79.99 },
    { id: 3, grade: 'E', min_marks: 0, max_marks: 49.99 },
  ];

  it('keeps marks within 0–100, the highest at least the lowest', () => {
    expect(validateGradeBand({ grade: 'C', min_marks: -1, max_marks: 120 }, [])).toEqual({
      min_marks: 'Marks are a percentage, from 0 to 100.',
      max_marks: 'Marks are a percentage, from 0 to 100.',
    });
    expect(validateGradeBand({ grade: 'C', min_marks: 60, max_marks: 50 }, [])).toEqual({
      max_marks: 'The highest mark cannot be below the lowest.',
    });
  });

  it('refuses a letter twice and an overlap, but not the band itself', () => {
    expect(validateGradeBand({ grade: 'b', min_marks: 50, max_marks: 64.99 }, bands)).toEqual({
      grade: 'Grade B is already in this grading system.',
    });
    expect(validateGradeBand({ grade: 'C', min_marks: 45, max_marks: 64.99 }, bands)).toEqual({
      min_marks: 'The range overlaps grade E (0–49.99).',
    });
    expect(validateGradeBand({ id: 2, grade: 'B', min_marks: 50, max_marks: 79.99 }, bands)).toEqual({});
  });

  it('names the marks no band covers', () => {
    expect(gradeBandGaps(bands)).toEqual(['50–64.99']);
    expect(gradeBandGaps([...bands, { grade: 'C', min_marks: 50, max_marks: 64.99 }])).toEqual([]);
    expect(gradeBandGaps([])).toEqual(['0–100']);
    expect(gradeBandGaps([{ min_marks: 10, max_marks: 99.99 }])).toEqual(['0–9.99', '100–100']);
  });
});

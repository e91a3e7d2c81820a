/**
 * The learning domain: the learning centre (study resources, coding assessments with questions,
 * test cases, attempts, responses and code reviews, code-editor sessions and runs, daily learning
 * analytics, study groups, learning-centre paths, feedback) and the assessments group (course
 * grades, rubrics, peer reviews). Assessments belong to courses; the demo student has graded
 * attempts and assessments still to take.
 */
import type {
  AssessmentAttempt,
  AssessmentQuestion,
  AssessmentResponse,
  CodeReview,
  CodingAssessment,
  CourseGrade,
  CourseGradeComponent,
  IdeExecution,
  IdeSession,
  LearningAnalyticsEntry,
  LearningCenterPath,
  LearningFeedback,
  PeerReview,
  QuestionTestCase,
  Rubric,
  StudentLearningCenterPath,
  StudyGroup,
  StudyResource,
  StudyResourceMetadata,
} from '@ujuzi/api';
import { gradeFor } from './accounts';
import type { MockDatabase } from './database';
import { Table } from './table';

export type StudyResourceRow = Omit<StudyResource, 'created_by' | 'course_title'> & {
  created_by: number;
  metadata: StudyResourceMetadata;
};

export type AssessmentRow = Omit<
  CodingAssessment,
  'course_title' | 'questions_count' | 'attempts_count' | 'total_points' | 'created_by'
> & { created_by: number };

export type QuestionRow = Omit<AssessmentQuestion, 'test_cases' | 'test_cases_count'>;

export type AttemptRow = Omit<AssessmentAttempt, 'student' | 'assessment_title' | 'responses_count' | 'max_score'> & {
  student: number;
};

export type CodeReviewRow = Omit<CodeReview, 'reviewer'> & { reviewer: number };

export type IdeSessionRow = Omit<IdeSession, 'user' | 'executions_count'> & { user: number };

export type AnalyticsRow = Omit<LearningAnalyticsEntry, 'student'> & { student: number };

export type StudyGroupRow = Omit<StudyGroup, 'created_by' | 'members_count' | 'is_member' | 'members'> & {
  created_by: number;
  members: number[];
};

export type CenterPathRow = Omit<
  LearningCenterPath,
  'courses' | 'courses_count' | 'enrolled_count' | 'is_enrolled' | 'created_by'
> & { courses: number[]; created_by: number };

export type StudentCenterPathRow = Omit<StudentLearningCenterPath, 'student' | 'learning_path_title'> & { student: number };

export type CourseGradeRow = Omit<
  CourseGrade,
  'student' | 'course' | 'graded_by' | 'computed_score' | 'components' | 'is_overridden'
> & {
  student: number;
  course: number;
  graded_by: number | null;
};

export type RubricRow = Omit<Rubric, 'created_by' | 'total_points'> & { created_by: number };

export type PeerReviewRow = Omit<PeerReview, 'reviewer' | 'reviewee'> & { reviewer: number; reviewee: number };

export const learningTables = () => ({
  resources: new Table<StudyResourceRow>(),
  assessments: new Table<AssessmentRow>(),
  questions: new Table<QuestionRow>(),
  testCases: new Table<QuestionTestCase>(),
  attempts: new Table<AttemptRow>(),
  responses: new Table<AssessmentResponse>(),
  codeReviews: new Table<CodeReviewRow>(),
  ideSessions: new Table<IdeSessionRow>(),
  ideExecutions: new Table<IdeExecution>(),
  analytics: new Table<AnalyticsRow>(),
  studyGroups: new Table<StudyGroupRow>(),
  centerPaths: new Table<CenterPathRow>(),
  studentCenterPaths: new Table<StudentCenterPathRow>(),
  feedback: new Table<LearningFeedback>(),
  courseGrades: new Table<CourseGradeRow>(),
  rubrics: new Table<RubricRow>(),
  peerReviews: new Table<PeerReviewRow>(),
});

export type LearningTables = ReturnType<typeof learningTables>;

/** Points of an assessment: the sum of its questions' points. */
export const totalPoints = (db: MockDatabase, assessmentId: number): number =>
  db.learning.questions
    .filter((question) => question.assessment === assessmentId)
    .reduce((sum, question) => sum + question.points, 0);

/**
 * What a learner's course grade is drawn from: each published assessment of the course (the best
 * graded attempt's percentage) and each project (the submission's grade out of the project's
 * maximum), with the mean of those graded as the computed score.
 */
export function gradeComponents(
  db: MockDatabase,
  student: number,
  course: number,
): { components: CourseGradeComponent[]; computed: number | null } {
  const assessments = db.learning.assessments
    .filter((assessment) => assessment.course === course && assessment.is_published)
    .map((assessment): CourseGradeComponent => {
      const best = db.learning.attempts
        .filter((attempt) => attempt.assessment === assessment.id && attempt.student === student)
        .map((attempt) => attempt.percentage)
        .filter((value): value is number => typeof value === 'number');
      return {
        kind: 'assessment',
        id: assessment.id,
        title: assessment.title,
        percentage: best.length ? Math.max(...best) : null,
      };
    });
  const projects = db.courses.projects
    .filter((project) => project.course === course)
    .map((project): CourseGradeComponent => {
      const submission = db.progress.submissions.find((row) => row.project === project.id && row.student === student);
      const max = project.max_score || 100;
      const grade = submission?.grade;
      return {
        kind: 'project',
        id: project.id,
        title: project.title,
        percentage: typeof grade === 'number' ? Math.round((grade / max) * 1000) / 10 : null,
      };
    });
  const components = [...assessments, ...projects];
  const graded = components.map((item) => item.percentage).filter((value): value is number => value !== null);
  const computed = graded.length ? Math.round((graded.reduce((sum, value) => sum + value, 0) / graded.length) * 10) / 10 : null;
  return { components, computed };
}

/** Letter grade and points for a course score (the school's A–E scale, 12 points for an A). */
export function letterGrade(score: number): { letter: string; points: number } {
  const letter = gradeFor(score);
  const scale = ['E', 'D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A'];
  return { letter, points: scale.indexOf(letter) + 1 };
}

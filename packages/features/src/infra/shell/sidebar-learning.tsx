/** The sidebar's Learning Center: courses, progress, study groups, analytics, assessments and grading (client spec §2). */
import { BookOpen } from 'lucide-react';
import { links } from '../kit/links';
import type { EntrySpec } from './sidebar-sections';

/** §6: entries the sidebar shows only to these types, whatever the route allows. */
export const LEARNERS = ['student', 'parent'] as const;

export const LEARNING_SECTION: EntrySpec = {
  id: 'learning',
  label: 'Learning Center',
  icon: <BookOpen />,
  children: [
    { id: 'courses', label: 'All Courses', href: links.courses() },
    { id: 'courses-new', label: 'Create Course', href: links.newCourse() },
    { id: 'courses-manage', label: 'Manage Courses', href: links.manageCourses() },
    { id: 'learning-paths', label: 'Learning Paths', href: links.learningPathsAdmin() },
    { id: 'tech-catalogue', label: 'Tech Catalogue', href: links.programmingLanguages() },
    {
      id: 'progress',
      label: 'My Progress',
      href: links.progress(),
      only: LEARNERS,
      counter: 'inProgressCourses',
      counterLabel: 'courses in progress',
    },
    { id: 'my-learning', label: 'My Learning', href: links.myLearning() },
    { id: 'ide', label: 'IDE Playground', href: links.playground() },
    { id: 'coding-sessions', label: 'My Coding Sessions', href: links.codingSessions() },
    { id: 'study-groups', label: 'Study Groups', href: links.studyGroups() },
    { id: 'learning-analytics', label: 'Learning Analytics', href: links.learningAnalytics() },
    { id: 'platform-analytics', label: 'Platform Analytics', href: links.platformAnalytics() },
    {
      id: 'assessments',
      label: 'Assessments',
      href: links.assessments(),
      counter: 'upcomingAssessments',
      counterLabel: 'upcoming assessments',
    },
    { id: 'exams', label: 'Exams', href: links.exams() },
    { id: 'results', label: 'Results', href: links.results() },
    { id: 'report-cards', label: 'Report Cards', href: links.reportCards() },
    { id: 'grading-projects', label: 'Project Submissions', href: links.projectSubmissions() },
    { id: 'grading-attempts', label: 'Grade Attempts', href: links.attempts() },
    { id: 'courses-reviews', label: 'Course Reviews', href: links.courseReviews() },
  ],
};

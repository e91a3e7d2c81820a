/** Seeds the learning tables (resources, groups, paths, assessments and attempts, analytics, grades, rubrics, peer reviews) and defines the learning domain. */
import type { StudyResource } from '@ujuzi/api';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { isoDateTime, daysAgo, addDays, isoDate, todayIso } from './time';
import { RESOURCES, ASSESSMENTS, STDIN_NOTE } from './learning-data';
import {
  type LearningTables,
  type CenterPathRow,
  type StudentCenterPathRow,
  letterGrade,
  learningTables,
  gradeComponents,
} from './learning';
import { type SeedContext, defineDomain } from './domain';
import { usersOfType } from './accounts';

function seedLearning(tables: LearningTables, { db, faker }: SeedContext): void {
  const courseBySlug = (slug: string | null) => (slug ? db.courses.courses.find((course) => course.slug === slug) : undefined);
  const teacher = db.accounts.users.find((user) => user.username === 'teacher') ?? usersOfType(db, 'teacher')[0];
  const demoStudent = db.accounts.users.find((user) => user.username === 'student');
  const students = usersOfType(db, 'student');
  const created = isoDateTime(daysAgo(300));

  RESOURCES.forEach(([title, type, slug, language, tags], index) => {
    const course = courseBySlug(slug);
    const url = type === 'link' ? `https://learn.ujuzi.ac.ke/resources/${index + 1}` : null;
    const file = url
      ? null
      : `/media/resources/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${type === 'video' ? 'mp4' : type === 'audio' ? 'mp3' : type === 'code_sample' ? 'zip' : 'pdf'}`;
    tables.resources.insert({
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-+$/, ''),
      description: `${title}: a study aid picked by the Ujuzi instructors.`,
      resource_type: type,
      course: course?.id ?? null,
      url,
      file,
      programming_language: language as StudyResource['programming_language'],
      tags,
      is_published: !title.startsWith('Unpublished'),
      view_count: faker.number.int({ min: 5, max: 900 }),
      download_count: file ? faker.number.int({ min: 0, max: 300 }) : 0,
      metadata: {
        mime_type:
          type === 'video'
            ? 'video/mp4'
            : type === 'audio'
              ? 'audio/mpeg'
              : type === 'link'
                ? 'text/html'
                : type === 'code_sample'
                  ? 'application/zip'
                  : 'application/pdf',
        file_size_bytes: file ? faker.number.int({ min: 90000, max: 48000000 }) : null,
        page_count:
          type === 'document' || type === 'cheat_sheet' || type === 'ebook' ? faker.number.int({ min: 1, max: 120 }) : null,
        duration_seconds: type === 'video' || type === 'audio' ? faker.number.int({ min: 300, max: 2700 }) : null,
        estimated_minutes: faker.number.int({ min: 5, max: 90 }),
        language: 'en',
        thumbnail: null,
      },
      created_by: teacher?.id ?? 1,
      created_at: created,
      updated_at: created,
    });
  });

  // Assessments with their questions and test cases.
  for (const seed of ASSESSMENTS) {
    const course = courseBySlug(seed.course);
    if (!course) continue;
    const due = daysAgo(-seed.due);
    const assessment = tables.assessments.insert({
      title: seed.title,
      slug: seed.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-+$/, ''),
      description: `Assessment for ${course.title}.`,
      instructions:
        seed.type === 'coding' || seed.questions.some((question) => question.question_type === 'code')
          ? `Answer every question. Code answers run against test cases; hidden tests count too. ${STDIN_NOTE}`
          : 'Answer every question; you can save and come back before submitting.',
      course: course.id,
      assessment_type: seed.type,
      time_limit_minutes: seed.minutes,
      passing_score: 60,
      max_attempts: seed.type === 'exam' ? 1 : 3,
      is_published: seed.published ?? true,
      // Open for a month before the due date, and already open on the reference date.
      available_from: isoDateTime(addDays(due, -Math.max(30, seed.due + 14))),
      due_date: isoDateTime(due),
      shuffle_questions: seed.type === 'quiz',
      show_results_immediately: seed.type !== 'assignment',
      created_by: course.instructor?.id ?? teacher?.id ?? 1,
      created_at: isoDateTime(addDays(due, -35)),
      updated_at: isoDateTime(addDays(due, -35)),
    });
    seed.questions.forEach(({ tests, ...question }, index) => {
      const stored = tables.questions.insert({
        ...question,
        assessment: assessment.id,
        order: index + 1,
        created_at: assessment.created_at,
        updated_at: assessment.created_at,
      });
      (tests ?? []).forEach(([input, expected, hidden], testIndex) => {
        tables.testCases.insert({
          question: stored.id,
          description: hidden ? 'Hidden test' : `Example ${testIndex + 1}`,
          input,
          expected_output: expected,
          is_hidden: hidden,
          weight: 1,
          order: testIndex + 1,
          created_at: assessment.created_at,
        });
      });
    });
  }

  // Graded attempts on past assessments (the demo student's JavaScript quiz among them).
  for (const assessment of tables.assessments.filter((row) => row.is_published)) {
    const enrolled = db.payments.enrollments.filter(
      (enrollment) => enrollment.course === assessment.course && ['active', 'completed', 'trial'].includes(enrollment.status),
    );
    const questions = tables.questions.filter((question) => question.assessment === assessment.id);
    const max = questions.reduce((sum, question) => sum + question.points, 0);
    const past = (assessment.due_date ?? '') < isoDateTime(daysAgo(0));
    const takers = enrolled.filter(
      (enrollment) =>
        (past ? true : enrollment.user !== demoStudent?.id) && faker.number.int({ min: 0, max: 9 }) < (past ? 8 : 3),
    );
    for (const enrollment of takers.slice(0, 8)) {
      const started = addDays(new Date(assessment.due_date ?? isoDateTime(daysAgo(0))), -faker.number.int({ min: 1, max: 12 }));
      const strong = enrollment.user === demoStudent?.id ? true : faker.number.int({ min: 0, max: 9 }) < 7;
      let score = 0;
      const attempt = tables.attempts.insert({
        assessment: assessment.id,
        student: enrollment.user,
        attempt_number: 1,
        status: 'graded',
        started_at: isoDateTime(started),
        expires_at: assessment.time_limit_minutes
          ? isoDateTime(new Date(started.getTime() + assessment.time_limit_minutes * 60000))
          : null,
        submitted_at: isoDateTime(new Date(started.getTime() + 14 * 60000)),
        time_spent_seconds: 14 * 60,
        score: 0,
        percentage: 0,
        is_passed: false,
        feedback: null,
        graded_by: null,
        graded_at: isoDateTime(new Date(started.getTime() + 15 * 60000)),
        created_at: isoDateTime(started),
        updated_at: isoDateTime(started),
      });
      for (const question of questions) {
        const correct = strong || faker.datatype.boolean();
        const tests = tables.testCases.filter((test) => test.question === question.id);
        const points =
          question.question_type === 'code'
            ? correct
              ? question.points
              : Math.round((question.points * (tests.length - 1)) / Math.max(1, tests.length))
            : correct
              ? question.points
              : 0;
        score += points;
        tables.responses.insert({
          attempt: attempt.id,
          question: question.id,
          question_type: question.question_type,
          selected_option:
            question.question_type === 'multiple_choice' || question.question_type === 'true_false'
              ? correct
                ? (question.correct_answer ?? null)
                : ((question.options ?? []).find((option) => !option.is_correct)?.key ?? null)
              : null,
          answer_text: question.question_type === 'short_answer' ? (correct ? question.correct_answer : 'I am not sure') : null,
          code: question.question_type === 'code' ? (correct ? question.solution_code : question.starter_code) : null,
          language: question.language ?? null,
          is_correct: points === question.points,
          points_awarded: points,
          max_points: question.points,
          feedback: null,
          tests_passed: question.question_type === 'code' ? (correct ? tests.length : tests.length - 1) : null,
          tests_total: question.question_type === 'code' ? tests.length : null,
          test_results: tests.map((test, index) => ({
            test_case: test.id,
            passed: correct || index < tests.length - 1,
            is_hidden: test.is_hidden,
            actual_output: test.is_hidden ? null : test.expected_output,
            execution_time_ms: 3 + index,
          })),
          graded_at: attempt.graded_at,
          created_at: attempt.created_at ?? isoDateTime(started),
          updated_at: attempt.created_at,
        });
      }
      const percentage = max > 0 ? Math.round((score / max) * 10000) / 100 : 0;
      tables.attempts.update(attempt.id, {
        score,
        percentage,
        is_passed: percentage >= assessment.passing_score,
        feedback: percentage >= assessment.passing_score ? 'Well done.' : 'Review the module notes and try again.',
      });
    }
  }

  // A code review on a code answer.
  const codeResponse = tables.responses.find((response) => response.question_type === 'code' && response.code !== null);
  if (codeResponse && teacher) {
    const at = isoDateTime(daysAgo(8));
    tables.codeReviews.insert({
      response: codeResponse.id,
      reviewer: teacher.id,
      line_number: 3,
      comment: 'Nice loop. You could use the formula n * (n + 1) / 2 instead.',
      severity: 'suggestion',
      suggested_code: 'console.log((n * (n + 1)) / 2);',
      is_resolved: false,
      resolved_by: null,
      resolved_at: null,
      created_at: at,
      updated_at: at,
    });
    tables.codeReviews.insert({
      response: codeResponse.id,
      reviewer: teacher.id,
      line_number: 1,
      comment: 'Validate the input: Number("") is 0.',
      severity: 'warning',
      suggested_code: null,
      is_resolved: true,
      resolved_by: tables.attempts.get(codeResponse.attempt)?.student ?? null,
      resolved_at: at,
      created_at: at,
      updated_at: at,
    });
  }

  // Work waiting for the demo teacher: their courses' three latest attempts (not the demo student's, none
  // under code review) are handed in but not graded yet, so the grading queue and the dashboard have some.
  const reviewed = new Set(tables.codeReviews.all().map((review) => tables.responses.get(review.response)?.attempt));
  const taught = new Set(db.courses.courses.filter((course) => course.instructor?.id === teacher?.id).map((course) => course.id));
  const waiting = tables.attempts
    .filter(
      (attempt) =>
        taught.has(tables.assessments.get(attempt.assessment)?.course ?? 0) &&
        attempt.student !== demoStudent?.id &&
        !reviewed.has(attempt.id),
    )
    .sort((a, b) => (b.submitted_at ?? '').localeCompare(a.submitted_at ?? '') || b.id - a.id)
    .slice(0, 3);
  for (const attempt of waiting) {
    tables.attempts.update(attempt.id, {
      status: 'submitted',
      score: null,
      percentage: null,
      is_passed: null,
      feedback: null,
      graded_at: null,
    });
  }

  // Code-editor sessions with runs.
  const coders = [demoStudent, ...students.slice(1, 6)].filter((user) => user !== undefined);
  coders.forEach((user, index) => {
    const language = (['javascript', 'python', 'typescript', 'java', 'go', 'dart'] as const)[index % 6] ?? 'python';
    const started = daysAgo(index + 1, 3);
    const session = tables.ideSessions.insert({
      session_key: `3f0c2a9e-6a1b-4c2d-9e8f-${String(index + 1).padStart(12, '0')}`,
      user: user.id,
      title: index === 0 ? 'Practising array methods' : `${LANGUAGE_INFO[language].label} playground`,
      language,
      code: LANGUAGE_INFO[language].sample,
      status: 'ended',
      course: null,
      lesson: null,
      started_at: isoDateTime(started),
      last_activity_at: isoDateTime(new Date(started.getTime() + 25 * 60000)),
      ended_at: isoDateTime(new Date(started.getTime() + 30 * 60000)),
      duration_seconds: 1800,
    });
    for (let run = 0; run < 3; run++) {
      tables.ideExecutions.insert({
        session: session.id,
        language,
        code: LANGUAGE_INFO[language].sample,
        stdin: '',
        stdout: 'Habari, Ujuzi!\n',
        stderr: '',
        exit_code: 0,
        status: 'success',
        execution_time_ms: faker.number.int({ min: 2, max: 90 }),
        memory_kb: faker.number.int({ min: 900, max: 24000 }),
        created_at: isoDateTime(new Date(started.getTime() + (run + 1) * 5 * 60000)),
      });
    }
  });

  // Daily analytics for the last two weeks (the demo student every day, others now and then).
  for (const user of [demoStudent, ...students.slice(1, 10)].filter((candidate) => candidate !== undefined)) {
    const courses = db.payments.enrollments
      .filter((enrollment) => enrollment.user === user.id && ['active', 'trial'].includes(enrollment.status))
      .map((enrollment) => enrollment.course);
    for (let day = 14; day >= 1; day--) {
      if (user !== demoStudent && faker.number.int({ min: 0, max: 9 }) < 6) continue;
      const stamp = daysAgo(day);
      tables.analytics.insert({
        student: user.id,
        course: courses[day % Math.max(1, courses.length)] ?? null,
        date: isoDate(stamp),
        time_spent_minutes: faker.number.int({ min: 10, max: 140 }),
        lessons_completed: faker.number.int({ min: 0, max: 4 }),
        resources_viewed: faker.number.int({ min: 0, max: 6 }),
        assessments_taken: day % 5 === 0 ? 1 : 0,
        average_score: day % 5 === 0 ? faker.number.int({ min: 55, max: 98 }) : null,
        code_executions: faker.number.int({ min: 0, max: 25 }),
        created_at: isoDateTime(addDays(stamp, 1)),
      });
    }
    // The demo student has studied today too, so their daily summary opens on a day with figures (fixed
    // figures: no draw from faker, so every later seeded row stays as it was).
    // Stamped at the school's day start (Nairobi midnight), not the clock's second: two seeds made a moment
    // apart stay equal, and the stamp is never in the future.
    const today = todayIso();
    if (user === demoStudent)
      tables.analytics.insert({
        student: user.id,
        course: courses[0] ?? null,
        date: today,
        time_spent_minutes: 45,
        lessons_completed: 2,
        resources_viewed: 3,
        assessments_taken: 0,
        average_score: null,
        code_executions: 12,
        created_at: isoDateTime(new Date(`${today}T00:00:00+03:00`)),
      });
  }

  // Study groups.
  const groups: [string, string | null, boolean, string][] = [
    ['Nairobi Python Study Circle', 'introduction-to-programming-with-python', false, 'Saturdays 10:00 at iHub, Senteu Plaza'],
    ['Full-Stack Cohort Sept 2026', 'full-stack-web-development-with-django-and-react', false, 'Wednesdays 19:00 on Google Meet'],
    ['Data Girls Kenya', 'python-for-data-analysis', true, 'Sundays 16:00 on Google Meet'],
    ['Daraja Builders', 'building-payment-integrations-with-m-pesa-daraja-api', false, 'Thursdays 18:30 on Discord'],
    ['Mombasa Coders', null, false, 'Fridays 17:00 at Swahilipot Hub'],
    ['Kisumu Android Devs', 'android-development-with-kotlin', false, 'Every other Saturday at LakeHub'],
  ];
  groups.forEach(([name, slug, isPrivate, schedule], index) => {
    const course = courseBySlug(slug);
    const members = faker.helpers.arrayElements(
      students.map((student) => student.id),
      faker.number.int({ min: 3, max: 12 }),
    );
    if (demoStudent && index < 3 && !members.includes(demoStudent.id)) members.unshift(demoStudent.id);
    const creator = members[0] ?? demoStudent?.id ?? 1;
    const at = isoDateTime(daysAgo(60 + index * 10));
    tables.studyGroups.insert({
      name,
      description: `${name}: we meet to work through exercises and projects together.`,
      course: course?.id ?? null,
      created_by: creator,
      members,
      max_members: isPrivate ? 10 : 30,
      is_private: isPrivate,
      meeting_schedule: schedule,
      meeting_link: schedule.includes('Meet') ? 'https://meet.google.com/ujz-demo-grp' : null,
      is_active: index !== 5,
      created_at: at,
      updated_at: at,
    });
  });

  // Learning-centre paths.
  const centerPaths: [string, CenterPathRow['difficulty'], string[]][] = [
    [
      'Become a Backend Developer',
      'intermediate',
      ['introduction-to-programming-with-python', 'rest-apis-with-django-rest-framework', 'docker-and-kubernetes-in-practice'],
    ],
    ['Data Analyst Track', 'beginner', ['sql-for-data-analysts', 'python-for-data-analysis', 'data-visualisation-with-power-bi']],
    [
      'Mobile Money Developer',
      'advanced',
      ['building-payment-integrations-with-m-pesa-daraja-api', 'mobile-money-apps-with-africa-s-talking-and-m-pesa'],
    ],
    [
      'Frontend Foundations',
      'beginner',
      ['html-and-css-build-your-first-website', 'javascript-fundamentals', 'react-for-beginners'],
    ],
  ];
  centerPaths.forEach(([title, difficulty, slugs]) => {
    const ids = slugs.flatMap((slug) => (courseBySlug(slug) ? [courseBySlug(slug)?.id ?? 0] : []));
    tables.centerPaths.insert({
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: `${title}: a guided sequence of courses with a portfolio project at the end.`,
      difficulty,
      estimated_hours: ids.reduce((sum, id) => sum + (db.courses.courses.get(id)?.duration_hours ?? 0), 0),
      courses: ids,
      image: null,
      is_published: true,
      created_by: teacher?.id ?? 1,
      created_at: created,
      updated_at: created,
    });
  });
  const followers: [number | undefined, number, StudentCenterPathRow['status'], number][] = [
    [demoStudent?.id, 0, 'in_progress', 55],
    [demoStudent?.id, 3, 'paused', 40],
  ];
  for (const student of students.slice(3, 11))
    followers.push([
      student.id,
      faker.number.int({ min: 0, max: 3 }),
      faker.helpers.arrayElement(['in_progress', 'completed', 'paused'] as const),
      faker.number.int({ min: 5, max: 95 }),
    ]);
  for (const [studentId, pathIndex, status, progress] of followers) {
    const path = tables.centerPaths.all()[pathIndex];
    if (
      !studentId ||
      !path ||
      tables.studentCenterPaths.some((row) => row.student === studentId && row.learning_path === path.id)
    )
      continue;
    const started = isoDateTime(daysAgo(faker.number.int({ min: 20, max: 120 })));
    tables.studentCenterPaths.insert({
      student: studentId,
      learning_path: path.id,
      status,
      progress_percentage: status === 'completed' ? 100 : progress,
      current_course:
        status === 'completed'
          ? null
          : (path.courses[Math.min(path.courses.length - 1, Math.floor((progress / 100) * path.courses.length))] ?? null),
      started_at: started,
      paused_at: status === 'paused' ? isoDateTime(daysAgo(9)) : null,
      completed_at: status === 'completed' ? isoDateTime(daysAgo(4)) : null,
      last_activity_at: isoDateTime(daysAgo(faker.number.int({ min: 0, max: 9 }))),
      created_at: started,
      updated_at: started,
    });
  }

  // Course grades for completed enrollments, drawn from the learner's graded work where there is
  // some; every fifth is a staff override with its reason.
  db.payments.enrollments
    .filter((row) => row.status === 'completed')
    .forEach((enrollment, index) => {
      const course = db.courses.courses.get(enrollment.course);
      const { computed } = gradeComponents(db, enrollment.user, enrollment.course);
      const overridden = computed !== null && index % 5 === 4;
      const drawn = faker.number.int({ min: 52, max: 96 });
      const score = computed === null ? drawn : overridden ? Math.min(100, Math.round(computed) + 6) : computed;
      const { letter, points } = letterGrade(score);
      const at = enrollment.completed_at ?? created;
      tables.courseGrades.insert({
        override_reason: overridden ? 'Final project re-marked after the moderation panel.' : '',
        student: enrollment.user,
        course: enrollment.course,
        score,
        letter_grade: letter,
        grade_points: points,
        is_passed: score >= 50,
        is_final: true,
        remarks: score >= 75 ? 'Excellent work throughout.' : 'Good effort; keep practising.',
        graded_by: course?.instructor?.id ?? null,
        graded_at: at,
        created_at: at,
        updated_at: at,
      });
    });

  // Rubrics and peer reviews on project submissions.
  const rubricSeeds: [string, string | null, [string, number][]][] = [
    [
      'Web project rubric',
      'full-stack-web-development-with-django-and-react',
      [
        ['Functionality', 40],
        ['Code quality', 30],
        ['Documentation', 15],
        ['Presentation', 15],
      ],
    ],
    [
      'Data analysis report rubric',
      'python-for-data-analysis',
      [
        ['Data cleaning', 30],
        ['Analysis', 40],
        ['Visualisation', 30],
      ],
    ],
    [
      'General project rubric',
      null,
      [
        ['Completeness', 50],
        ['Clarity', 50],
      ],
    ],
  ];
  for (const [title, slug, criteria] of rubricSeeds) {
    tables.rubrics.insert({
      title,
      description: `${title} used by instructors and peer reviewers.`,
      course: courseBySlug(slug)?.id ?? null,
      criteria: criteria.map(([criterion, points], index) => ({
        id: index + 1,
        title: criterion,
        description: `${criterion} of the work.`,
        points,
        order: index + 1,
        levels: [
          { title: 'Excellent', description: 'Exceeds expectations.', points },
          { title: 'Good', description: 'Meets expectations.', points: Math.round(points * 0.7) },
          { title: 'Needs work', description: 'Below expectations.', points: Math.round(points * 0.3) },
        ],
      })),
      is_active: true,
      created_by: teacher?.id ?? 1,
      created_at: created,
      updated_at: created,
    });
  }
  const submissions = db.progress.submissions.all();
  submissions.slice(0, 14).forEach((submission, index) => {
    const project = db.courses.projects.get(submission.project);
    const classmates = db.payments.enrollments
      .filter((enrollment) => enrollment.course === project?.course && enrollment.user !== submission.student)
      .map((enrollment) => enrollment.user);
    const reviewer =
      index % 3 === 0 && demoStudent && demoStudent.id !== submission.student
        ? demoStudent.id
        : classmates[index % Math.max(1, classmates.length)];
    if (!reviewer) return;
    const rubric = tables.rubrics.find((row) => row.course === project?.course) ?? tables.rubrics.all().at(-1);
    const submitted = index % 2 === 1;
    const max = rubric?.criteria.reduce((sum, criterion) => sum + criterion.points, 0) ?? 100;
    const scores = submitted
      ? (rubric?.criteria ?? []).map((criterion) => ({
          criterion: criterion.id,
          points: Math.round(criterion.points * 0.8),
          comment: 'Solid.',
        }))
      : [];
    const at = isoDateTime(daysAgo(10 - (index % 8)));
    tables.peerReviews.insert({
      submission: submission.id,
      course: project?.course ?? null,
      rubric: rubric?.id ?? null,
      reviewer,
      reviewee: submission.student,
      status: submitted ? 'submitted' : 'pending',
      scores,
      total_score: submitted ? scores.reduce((sum, score) => sum + score.points, 0) : null,
      max_score: max,
      overall_feedback: submitted ? 'Clear structure and a good README. The tests could cover more cases.' : '',
      is_anonymous: index % 2 === 0,
      due_date: isoDateTime(daysAgo(-30 - index)),
      submitted_at: submitted ? at : null,
      created_at: at,
      updated_at: at,
    });
  });
}

export const learningDomain = defineDomain({ name: 'learning', tables: learningTables, seed: seedLearning });

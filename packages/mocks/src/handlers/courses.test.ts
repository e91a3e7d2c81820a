import type {
  Course,
  CourseCertificate,
  CourseCertificateVerification,
  CourseReviewHelpfulResult,
  Lesson,
  LessonCompletionResult,
  ProjectSubmission,
  StudentEnrollment,
  UserQrCode,
  UserQrProfileData,
} from '@ujuzi/api';
import { COURSES_PAGE_SIZE } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { getResponse } from 'msw';
import { demoToken, tokenFor } from '../testing';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call, handlers } = setUpMockBackendForTests({ atReferenceDate: true });

const courseId = (slug: string): number => {
  const course = getMockDatabase().courses.courses.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`No course ${slug}`);
  return course.id;
};

describe('the course catalogue', () => {
  it('lists at least 40 published courses to visitors, 20 a page, ordered by title', async () => {
    const page = await call<TestPage<Course>>('GET', '/courses/courses/');
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(40);
    expect(page.body.results).toHaveLength(COURSES_PAGE_SIZE);
    const titles = page.body.results.map((course) => course.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(page.body.results.every((course) => course.status === 'published')).toBe(true);
    expect(page.body.next).toContain('page=2');
  });

  it('filters by search, level, pricing type, price range, department, language and slug', async () => {
    const python = await call<TestPage<Course>>('GET', '/courses/courses/', { query: { search: 'python', level: 'beginner' } });
    expect(python.body.results.map((course) => course.slug)).toEqual([
      'introduction-to-programming-with-python',
      'python-for-data-analysis',
    ]);

    const free = await call<TestPage<Course>>('GET', '/courses/courses/', { query: { pricing_type: 'free', page_size: 100 } });
    expect(free.body.count).toBeGreaterThan(5);
    expect(free.body.results.every((course) => course.price === '0.00')).toBe(true);

    const band = await call<TestPage<Course>>('GET', '/courses/courses/', {
      query: { min_price: '15000', max_price: '25000', page_size: 100 },
    });
    expect(band.body.results.length).toBeGreaterThan(3);
    expect(band.body.results.every((course) => Number(course.price) >= 15000 && Number(course.price) <= 25000)).toBe(true);

    const dataScience = getMockDatabase().core.departments.find((department) => department.code === 'DS');
    const byDepartment = await call<TestPage<Course>>('GET', '/courses/courses/', {
      query: { department: dataScience?.id ?? 0, page_size: 100 },
    });
    expect(byDepartment.body.results.every((course) => course.department?.name === 'Data Science and AI')).toBe(true);

    const dart = getMockDatabase().courses.programmingLanguages.find((language) => language.slug === 'dart');
    const byLanguage = await call<TestPage<Course>>(
      'GET',
      `/courses/courses/?programming_languages=${dart?.id}&programming_languages=999`,
    );
    expect(byLanguage.body.results.map((course) => course.slug).sort()).toEqual([
      'flutter-and-dart-cross-platform-apps',
      'mobile-money-apps-with-africa-s-talking-and-m-pesa',
    ]);

    const bySlug = await call<TestPage<Course>>('GET', '/courses/courses/', {
      query: { slug: 'aws-cloud-practitioner-bootcamp', page_size: 1 },
    });
    expect(bySlug.body.results).toHaveLength(1);
    expect(bySlug.body.results[0]?.title).toBe('AWS Cloud Practitioner Bootcamp');

    expect((await call('GET', '/courses/courses/', { query: { level: 'wizard' } })).status).toBe(400);
  });

  it('hides drafts from visitors and students but shows them to the teacher who owns them', async () => {
    const draft = getMockDatabase().courses.courses.find((course) => course.status === 'draft');
    expect(draft?.instructor?.username).toBe('teacher');
    expect((await call('GET', `/courses/courses/${draft?.id}/`)).status).toBe(404);
    expect((await call('GET', `/courses/courses/${draft?.id}/`, { as: 'student' })).status).toBe(404);
    expect((await call<Course>('GET', `/courses/courses/${draft?.id}/`, { as: 'teacher' })).body.status).toBe('draft');
    const teacherList = await call<TestPage<Course>>('GET', '/courses/courses/', { as: 'teacher', query: { status: 'draft' } });
    expect(teacherList.body.results.map((course) => course.id)).toEqual([draft?.id]);
  });

  it('answers featured, similar and pricing, and counts popular searches', async () => {
    const featured = await call<Course[]>('GET', '/courses/courses/featured/');
    expect(featured.body.length).toBe(6);
    expect(featured.body.every((course) => course.is_featured)).toBe(true);

    const similar = await call<Course[]>('GET', `/courses/courses/${courseId('react-for-beginners')}/similar/`);
    expect(similar.body.length).toBe(5);
    expect(similar.body.some((course) => course.slug === 'full-stack-web-development-with-django-and-react')).toBe(true);

    const pricing = await call<{
      price: string;
      discounted_price: string | null;
      payment_plans: { plan_type: string; installments_count: number }[];
    }>('GET', `/courses/courses/${courseId('aws-cloud-practitioner-bootcamp')}/pricing/`);
    expect(pricing.body.price).toBe('30000.00');
    expect(pricing.body.discounted_price).toBe('24000.00');
    expect(pricing.body.payment_plans.map((plan) => plan.plan_type)).toContain('installment');

    for (let index = 0; index < 3; index++) await call('GET', '/courses/courses/', { query: { search: 'Rust ', page_size: 1 } });
    const top = await call<{ term: string; search_count: number }[]>('GET', '/courses/popular_searches/', {
      query: { limit: 3 },
    });
    expect(top.body.map((item) => item.term)).toEqual(['python', 'django', 'data science']);
    const all = await call<{ term: string; search_count: number }[]>('GET', '/courses/popular_searches/', {
      query: { limit: 50 },
    });
    expect(all.body.find((item) => item.term === 'rust')?.search_count).toBe(3);
  });

  it('lets staff create a course with a cover image (multipart) and refuses students', async () => {
    const form = new FormData();
    form.set('title', 'Web3 Basics for Kenyan Fintech');
    form.set('description', 'Blockchain fundamentals.');
    form.set('level', 'beginner');
    form.set('pricing_type', 'paid');
    form.set('price', '9500.00');
    form.set('image', new File(['png'], 'cover.png', { type: 'image/png' }));
    const created = await call<Course>('POST', '/courses/courses/', { as: 'teacher', body: form });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'web3-basics-for-kenyan-fintech',
      status: 'draft',
      price: '9500.00',
      instructor: expect.objectContaining({ username: 'teacher' }),
    });
    expect(created.body.image).toMatch(/^\/media\/courses\/web3-basics-for-kenyan-fintech-.*\.png$/);
    expect((await call('POST', '/courses/courses/', { as: 'student', body: form })).status).toBe(403);
    expect((await call('POST', '/courses/courses/', { body: form })).status).toBe(401);
    const otherCourse = getMockDatabase().courses.courses.find(
      (course) => course.instructor?.username !== 'teacher' && course.status === 'published',
    );
    const patch = new FormData();
    patch.set('subtitle', 'Not mine');
    expect((await call('PATCH', `/courses/courses/${otherCourse?.id}/`, { as: 'teacher', body: patch })).status).toBe(403);
  });

  it('reads repeated multipart fields as a list of ids (programming languages, technologies)', async () => {
    const form = new FormData();
    form.set('title', 'Go and Python side by side');
    form.set('description', '');
    form.set('level', 'beginner');
    form.set('pricing_type', 'free');
    form.append('programming_languages', '1');
    form.append('programming_languages', '9');
    const created = await call<Course>('POST', '/courses/courses/', { as: 'teacher', body: form });
    expect(created.status).toBe(201);
    expect(created.body.programming_languages?.map((language) => language.id)).toEqual([1, 9]);
  });
});

describe('lessons and progress', () => {
  it('marks a lesson complete (60 s by default) and the enrollment’s progress follows on the next read', async () => {
    const course = courseId('javascript-fundamentals');
    const lessons = await call<TestPage<Lesson>>('GET', `/courses/courses/${course}/lessons/`, { as: 'student' });
    expect(lessons.body.count).toBe(12);
    const next = lessons.body.results.find((lesson) => !lesson.is_completed);
    const before = (
      await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/my_courses/', { as: 'student' })
    ).body.results.find((row) => row.course.id === course);
    expect(before?.progress).toBeCloseTo(58.33, 2);

    const done = await call<LessonCompletionResult>('POST', `/courses/lessons/${next?.id}/mark_complete/`, {
      as: 'student',
      body: {},
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, already_completed: false, course_progress: 66.67 });
    expect(done.body.completion.time_spent_seconds).toBe(60);

    const after = (
      await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/my_courses/', { as: 'student' })
    ).body.results.find((row) => row.course.id === course);
    expect(after?.progress).toBe(66.67);
    expect(after?.completed_lessons).toBe(8);

    const again = await call<LessonCompletionResult>('POST', `/courses/lessons/${next?.id}/mark_complete/`, {
      as: 'student',
      body: { time_spent_seconds: 30 },
    });
    expect(again.body).toMatchObject({ already_completed: true, course_progress: 66.67 });
    expect(again.body.completion.time_spent_seconds).toBe(90);
  });

  it('completes the enrollment at 100 % and creates a pending certificate', async () => {
    const course = courseId('javascript-fundamentals');
    const lessons = await call<TestPage<Lesson>>('GET', `/courses/courses/${course}/lessons/`, { as: 'student' });
    const open = lessons.body.results.filter((lesson) => !lesson.is_completed).map((lesson) => lesson.id);
    const bulk = await call<{ completed_count: number }>('POST', '/courses/lesson-completions/bulk_complete/', {
      as: 'student',
      body: { lesson_ids: open },
    });
    expect(bulk.body.completed_count).toBe(open.length);
    const mine = await call<TestPage<StudentEnrollment>>('GET', '/courses/student-enrollments/my_courses/', { as: 'student' });
    expect(mine.body.results.find((row) => row.course.id === course)).toMatchObject({ status: 'completed', progress: 100 });
    const certificates = await call<TestPage<CourseCertificate>>('GET', '/courses/certificates/my-certificates/', {
      as: 'student',
    });
    expect(certificates.body.results.find((row) => row.course.id === course)?.status).toBe('pending');
  });

  it('refuses progress without access (403) and hides lesson content from visitors of paid courses', async () => {
    const lesson = getMockDatabase().courses.lessons.find(
      (row) => row.course === courseId('rust-systems-programming') && !row.is_free_preview,
    );
    expect((await call('POST', `/courses/lessons/${lesson?.id}/mark_complete/`, { as: 'student', body: {} })).status).toBe(403);
    expect((await call('GET', `/courses/lessons/${lesson?.id}/`, { as: 'student' })).status).toBe(403);
    const preview = getMockDatabase().courses.lessons.find(
      (row) => row.course === courseId('rust-systems-programming') && row.is_free_preview,
    );
    expect((await call<Lesson>('GET', `/courses/lessons/${preview?.id}/`, { as: 'student' })).body.content).toContain('<h2>');
    expect((await call('POST', `/courses/lessons/${lesson?.id}/mark_complete/`, { body: {} })).status).toBe(401);
  });

  it('takes a project submission (multipart, URL and file only when present) and lets the teacher grade it', async () => {
    const project = getMockDatabase().courses.projects.find((row) => row.course === courseId('javascript-fundamentals'));
    const empty = new FormData();
    empty.set('project', String(project?.id));
    expect((await call('POST', '/courses/project-submissions/', { as: 'student', body: empty })).status).toBe(400);

    const form = new FormData();
    form.set('project', String(project?.id));
    form.set('submission_url', 'https://github.com/wanjiku/js-fundamentals');
    const submitted = await call<ProjectSubmission>('POST', '/courses/project-submissions/', { as: 'student', body: form });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      submission_file: null,
      submission_url: 'https://github.com/wanjiku/js-fundamentals',
    });

    const teacherOwns =
      getMockDatabase().courses.courses.get(courseId('javascript-fundamentals'))?.instructor?.username === 'teacher';
    const grader = teacherOwns ? 'teacher' : 'admin';
    const graded = await call<ProjectSubmission>('PATCH', `/courses/project-submissions/${submitted.body.id}/grade/`, {
      as: grader,
      body: { grade: 88, feedback: 'Clean code.', is_completed: true },
    });
    expect(graded.body).toMatchObject({ status: 'graded', grade: 88, is_completed: true });
    // The learner's notice leads to the project's page inside its course's page.
    const notice = getMockDatabase()
      .payments.notifications.filter((row) => row.user === 4 && row.title === 'Project graded')
      .at(-1);
    expect(notice?.action_url).toBe(`/dashboard/courses/javascript-fundamentals?section=projects&project=${project?.id}`);
    const returned = await call<ProjectSubmission>('PATCH', `/courses/project-submissions/${submitted.body.id}/grade/`, {
      as: grader,
      body: { grade: 40, feedback: 'Add the tests.', request_resubmission: true },
    });
    expect(returned.body).toMatchObject({ status: 'resubmission_requested', grade: 40, is_completed: false });
    const again = new FormData();
    again.set('project', String(project?.id));
    again.set('submission_url', 'https://github.com/wanjiku/js-fundamentals-v2');
    const resubmitted = await call<ProjectSubmission>('PUT', `/courses/project-submissions/${submitted.body.id}/`, {
      as: 'student',
      body: again,
    });
    expect(resubmitted.status).toBe(200);
    expect(
      (await call('PATCH', `/courses/project-submissions/${submitted.body.id}/grade/`, { as: grader, body: { grade: 101 } }))
        .status,
    ).toBe(400);
    expect(
      (await call('PATCH', `/courses/project-submissions/${submitted.body.id}/grade/`, { as: 'student', body: { grade: 100 } }))
        .status,
    ).toBe(403);
  });

  it('marks a review helpful once per user, never the author’s own', async () => {
    const review = getMockDatabase().progress.reviews.find(
      (row) => row.is_approved && row.student !== 4 && !row.helpful_by.includes(4),
    );
    const marked = await call<CourseReviewHelpfulResult>('POST', `/courses/course-reviews/${review?.id}/mark_helpful/`, {
      as: 'student',
      body: { is_helpful: true },
    });
    expect(marked.body).toMatchObject({ is_marked_helpful: true, helpful_count: (review?.helpful_by.length ?? 0) + 1 });
    const twice = await call<CourseReviewHelpfulResult>('POST', `/courses/course-reviews/${review?.id}/mark_helpful/`, {
      as: 'student',
      body: {},
    });
    expect(twice.body.helpful_count).toBe((review?.helpful_by.length ?? 0) + 1);
    const author = getMockDatabase().accounts.users.get(review?.student);
    expect(
      (
        await call('POST', `/courses/course-reviews/${review?.id}/mark_helpful/`, {
          token: tokenFor(author?.username ?? ''),
          body: {},
        })
      ).status,
    ).toBe(400);
  });
});

describe('certificates and QR codes', () => {
  it('verifies an issued certificate publicly by hash and by number; revoking it makes it invalid', async () => {
    const issued = getMockDatabase().progress.certificates.find((row) => row.status === 'issued' && row.student === 4);
    expect(issued?.certificate_number).toMatch(/^UJZ-2026-[A-Z]{1,3}-\d{6}$/);
    const byHash = await call<CourseCertificateVerification>('GET', `/courses/certificates/verify/${issued?.verification_hash}/`);
    expect(byHash.body).toMatchObject({
      valid: true,
      status: 'issued',
      holder_name: 'Wanjiku Kamau',
      issuer: 'Ujuzi School of Technology',
    });
    const byNumber = await call<CourseCertificateVerification>(
      'GET',
      `/courses/certificates/verify-by-number/${issued?.certificate_number}/`,
    );
    expect(byNumber.body.valid).toBe(true);

    expect(
      (await call('POST', `/courses/certificates/${issued?.id}/revoke/`, { as: 'teacher', body: { reason: 'x' } })).status,
    ).toBe(403);
    const revoked = await call<CourseCertificate>('POST', `/courses/certificates/${issued?.id}/revoke/`, {
      as: 'admin',
      body: { reason: 'Plagiarised capstone project.' },
    });
    expect(revoked.body).toMatchObject({ status: 'revoked', revocation_reason: 'Plagiarised capstone project.' });
    const after = await call<CourseCertificateVerification>('GET', '/courses/certificates/public-verify/', {
      query: { hash: issued?.verification_hash ?? '' },
    });
    expect(after.body).toMatchObject({ valid: false, status: 'revoked', revocation_reason: 'Plagiarised capstone project.' });
    expect(
      (await call('POST', `/courses/certificates/${issued?.id}/revoke/`, { as: 'admin', body: { reason: 'again' } })).status,
    ).toBe(400);
    expect((await call('GET', '/courses/certificates/verify/ffffffffffffffffffffffffffffffff/')).status).toBe(404);
  });

  it('issues a pending certificate, which then downloads as a PDF and renders as a PNG', async () => {
    const pending = getMockDatabase().progress.certificates.find((row) => row.status === 'pending' && row.student === 4);
    expect((await call('GET', `/courses/certificates/${pending?.id}/download/`, { as: 'student' })).status).toBe(400);
    const issued = await call<CourseCertificate>('POST', `/courses/certificates/${pending?.id}/issue/`, { as: 'admin' });
    expect(issued.body.status).toBe('issued');
    const pdf = await call<string>('GET', `/courses/certificates/${pending?.id}/download/`, { as: 'student' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body.trimEnd().endsWith('%%EOF')).toBe(true);
    const image = await fetchBytes(`/courses/certificates/${pending?.id}/image/`, 'student');
    expect(Array.from(image.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await call('POST', `/courses/certificates/${pending?.id}/issue/`, { as: 'admin' })).status).toBe(400);
  });

  it('regenerates a QR code: the new hash resolves publicly, the old one no longer does', async () => {
    const mine = await call<UserQrCode>('GET', '/courses/user-qr-codes/my_qr_code/', { as: 'student' });
    const oldHash = mine.body.qr_hash;
    expect(
      (await call<UserQrProfileData>('GET', '/courses/user-qr-codes/profile_data/', { query: { hash: oldHash } })).body.full_name,
    ).toBe('Wanjiku Kamau');
    expect((await call('POST', `/courses/user-qr-codes/${mine.body.id}/regenerate/`, { as: 'teacher' })).status).toBe(403);
    const fresh = await call<UserQrCode>('POST', `/courses/user-qr-codes/${mine.body.id}/regenerate/`, { as: 'student' });
    expect(fresh.body.qr_hash).not.toBe(oldHash);
    expect(fresh.body.profile_url).toBe(`http://localhost/profile/${fresh.body.qr_hash}`);
    expect((await call('GET', '/courses/user-qr-codes/profile_data/', { query: { hash: oldHash } })).status).toBe(404);
    const profile = await call<UserQrProfileData>('GET', '/courses/user-qr-codes/profile_data/', {
      query: { hash: fresh.body.qr_hash },
    });
    expect(profile.body.certificates.length).toBeGreaterThan(0);
  });

  it('hides what the QR settings hide, and a private profile', async () => {
    const mine = await call<UserQrCode>('GET', '/courses/user-qr-codes/my_qr_code/', { as: 'student' });
    const settings = {
      is_public: true,
      show_email: false,
      show_phone: false,
      show_bio: false,
      show_courses: false,
      show_certificates: true,
      show_social_links: false,
    };
    await call('PUT', `/courses/user-qr-codes/${mine.body.id}/settings/`, { as: 'student', body: settings });
    const profile = await call<UserQrProfileData>('GET', '/courses/user-qr-codes/profile_data/', {
      query: { hash: mine.body.qr_hash },
    });
    expect(profile.body).toMatchObject({ email: null, bio: null, courses: [], social_links: null });
    await call('PUT', `/courses/user-qr-codes/${mine.body.id}/settings/`, {
      as: 'student',
      body: { ...settings, is_public: false },
    });
    expect((await call('GET', '/courses/user-qr-codes/profile_data/', { query: { hash: mine.body.qr_hash } })).status).toBe(404);
  });
});

async function fetchBytes(path: string, as: 'student'): Promise<Uint8Array> {
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/api${path}`, { headers: { Authorization: `Token ${demoToken(as)}` } }),
  );
  return new Uint8Array(await (response ?? new Response()).arrayBuffer());
}

import { matchRoute, ROUTES, type RoutePattern } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { links, type Links } from './links';

// Each link with sample arguments: the URL it builds (the screens', tests' and journeys' URLs) and the
// route of the table it lands on, so a link cannot point at a pattern ROUTES does not have.
const CASES: readonly [name: keyof Links, url: string, route: RoutePattern][] = [
  ['dashboard', links.dashboard(), '/dashboard'],
  ['students', links.students(), '/dashboard/students'],
  ['student', links.student(7), '/dashboard/students/:id'],
  ['newStudent', links.newStudent(), '/dashboard/students/new'],
  ['studentEdit', links.studentEdit(7), '/dashboard/students/edit/:id'],
  ['staff', links.staff(), '/dashboard/staff'],
  ['staffMember', links.staffMember('j.doe'), '/dashboard/staff/:slug'],
  ['newStaff', links.newStaff(), '/dashboard/staff/new'],
  ['staffEdit', links.staffEdit('j.doe'), '/dashboard/staff/edit/:slug'],
  ['person', links.person({ id: 7, username: 'amina', user_type: 'student' }) ?? '', '/dashboard/students/:id'],
  ['parents', links.parents(), '/dashboard/parents'],
  ['parent', links.parent(9), '/dashboard/parents/:id'],
  ['leaves', links.leaves({ status: 'pending' }), '/dashboard/leave'],
  ['leave', links.leave(4), '/dashboard/leave/:id'],
  ['leaveApprovals', links.leaveApprovals(), '/dashboard/leave/approvals'],
  ['leaveReports', links.leaveReports(), '/dashboard/leave/reports'],
  ['alumni', links.alumni({ current_employer: 'Safaricom' }), '/dashboard/alumni'],
  ['alumnus', links.alumnus(305), '/dashboard/alumni/:id'],
  ['alumniEvents', links.alumniEvents({ status: 'upcoming' }), '/dashboard/alumni/events'],
  ['alumniEvent', links.alumniEvent(22), '/dashboard/alumni/events/:id'],
  ['contact', links.contact(), '/dashboard/contact'],
  ['inquiries', links.inquiries({ status: 'new' }), '/dashboard/contact/inquiries'],
  ['inquiry', links.inquiry(12), '/dashboard/contact/inquiries/:id'],
  ['faqs', links.faqs({ category: 3 }), '/dashboard/contact/faqs'],
  ['contactCategories', links.contactCategories(), '/dashboard/contact/categories'],
  ['classes', links.classes(), '/dashboard/academics/classes'],
  ['subjects', links.subjects(), '/dashboard/academics/subjects'],
  ['subject', links.subject('maths'), '/dashboard/academics/subjects/:slug'],
  ['studyGroups', links.studyGroups({ course: 3 }), '/dashboard/learning/study-groups'],
  ['studyGroup', links.studyGroup(4), '/dashboard/learning/study-groups/:id'],
  ['myLearning', links.myLearning(), '/dashboard/learning/my-learning'],
  ['learningAnalytics', links.learningAnalytics({ student: 5 }), '/dashboard/learning/analytics'],
  ['learningDay', links.learningDay(6), '/dashboard/learning/analytics/:id'],
  ['courseAnalytics', links.courseAnalytics(7), '/dashboard/learning/analytics/courses/:id'],
  ['platformAnalytics', links.platformAnalytics(), '/dashboard/learning/analytics/platform'],
  ['learningPathsAdmin', links.learningPathsAdmin(), '/dashboard/learning/paths'],
  ['programmingLanguages', links.programmingLanguages(), '/dashboard/learning/languages'],
  ['technologies', links.technologies({ category: 'framework' }), '/dashboard/learning/technologies'],
  ['techStacks', links.techStacks(), '/dashboard/learning/tech-stacks'],
  ['codingSessions', links.codingSessions(), '/dashboard/learning/coding-sessions'],
  ['departments', links.departments(), '/dashboard/academics/departments'],
  ['calendar', links.calendar({ month: '2026-11', view: 'agenda' }), '/dashboard/academics/calendar'],
  ['calendarEvent', links.calendarEvent(58), '/dashboard/academics/calendar/:id'],
  ['academicYears', links.academicYears(), '/dashboard/academics/years'],
  ['attendanceToday', links.attendanceToday(), '/dashboard/attendance'],
  ['register', links.register(3, { date: '2026-11-20' }), '/dashboard/attendance/register/:sectionId'],
  ['documents', links.documents({ owner: 7, is_verified: false }), '/dashboard/records/documents'],
  ['documentsToVerify', links.documentsToVerify(), '/dashboard/records/documents/unverified'],
  ['academicRecords', links.academicRecords({ student: 7 }), '/dashboard/records/academic-records'],
  ['schoolProfile', links.schoolProfile(), '/dashboard/records/school'],
  ['people', links.people(), '/dashboard/records/people'],
  ['peopleImport', links.peopleImport(), '/dashboard/records/people/import'],
  ['classLevels', links.classLevels(), '/dashboard/academics/class-levels'],
  ['classEnrollments', links.classEnrollments({ class_section: 2 }), '/dashboard/academics/class-enrollments'],
  ['attendanceRecords', links.attendanceRecords({ status: 'absent' }), '/dashboard/attendance/records'],
  ['studentAttendance', links.studentAttendance(4, { month: '2026-11' }), '/dashboard/attendance/students/:id'],
  ['myAttendance', links.myAttendance({ child: 4 }), '/dashboard/attendance/mine'],
  ['timetable', links.timetable({ class_section: 4 }), '/dashboard/academics/timetable'],
  ['payments', links.payments(), '/dashboard/payments'],
  ['checkout', links.checkout(5, { payment: 9 }), '/dashboard/payments/enroll/:courseId'],
  ['enrollments', links.enrollments(), '/dashboard/payments/enrollments'],
  ['enrollment', links.enrollment(8), '/dashboard/payments/enrollments/:enrollmentId'],
  ['paymentHistory', links.paymentHistory(), '/dashboard/payments/history'],
  ['installments', links.installments(), '/dashboard/payments/installments'],
  ['receipt', links.receipt(9), '/dashboard/payments/receipts/:paymentId'],
  ['refunds', links.refunds({ status: 'pending' }), '/dashboard/payments/admin/refunds'],
  ['refund', links.refund(58), '/dashboard/payments/admin/refunds/:refundId'],
  ['discounts', links.discounts(), '/dashboard/payments/admin/discounts'],
  ['paymentsOverview', links.paymentsOverview(), '/dashboard/payments/admin/overview'],
  ['adminPayments', links.adminPayments({ status: 'failed' }), '/dashboard/payments/admin/payments'],
  ['adminPayment', links.adminPayment(9), '/dashboard/payments/admin/payments/:paymentId'],
  ['gatewayLogs', links.gatewayLogs({ payment_id: 9 }), '/dashboard/payments/admin/gateway-logs'],
  ['gatewayLog', links.gatewayLog(4), '/dashboard/payments/admin/gateway-logs/:logId'],
  ['paymentPlans', links.paymentPlans({ plan_type: 'installments' }), '/dashboard/payments/admin/plans'],
  ['paymentPlan', links.paymentPlan(3), '/dashboard/payments/admin/plans/:planId'],
  ['upcomingInstallments', links.upcomingInstallments({ days: 60 }), '/dashboard/payments/admin/upcoming-installments'],
  ['savedPaymentMethods', links.savedPaymentMethods(), '/dashboard/payments/methods'],
  ['coursePrices', links.coursePrices(), '/dashboard/payments/admin/course-prices'],
  ['paymentSuccess', links.paymentSuccess(8, { payment: 9 }), '/dashboard/payments/success/:enrollmentId?'],
  ['paymentCancel', links.paymentCancel(8), '/dashboard/payments/cancel/:enrollmentId?'],
  ['certificates', links.certificates(), '/dashboard/certificates'],
  ['myCertificates', links.myCertificates(), '/dashboard/certificates/my-certificates'],
  ['myCertificate', links.myCertificate(2), '/dashboard/certificates/my-certificates/:certificateId'],
  ['manageCertificates', links.manageCertificates(), '/dashboard/certificates/manage'],
  ['allCertificates', links.allCertificates({ status: 'issued' }), '/dashboard/certificates/all'],
  ['pendingCertificates', links.pendingCertificates(), '/dashboard/certificates/pending'],
  ['certificateAnalytics', links.certificateAnalytics(), '/dashboard/certificates/analytics'],
  ['certificate', links.certificate(2), '/dashboard/certificates/:certificateId'],
  ['certificateFor', links.certificateFor(2, { user_type: 'admin' }), '/dashboard/certificates/:certificateId'],
  ['qrCode', links.qrCode(), '/dashboard/qr-code'],
  ['qrCodeSettings', links.qrCodeSettings(), '/dashboard/qr-code/settings'],
  ['qrCodeProfile', links.qrCodeProfile(), '/dashboard/qr-code/profile'],
  ['exams', links.exams(), '/dashboard/assessments/exams'],
  ['exam', links.exam('mid-term'), '/dashboard/assessments/exams/:slug'],
  ['results', links.results(), '/dashboard/assessments/results'],
  ['reportCards', links.reportCards(), '/dashboard/assessments/report-cards'],
  ['reportCard', links.reportCard('rc-1'), '/dashboard/assessments/report-cards/:slug'],
  ['gradingSystems', links.gradingSystems(), '/dashboard/assessments/grading-systems'],
  ['gradingSystem', links.gradingSystem(2), '/dashboard/assessments/grading-systems/:id'],
  ['gradebook', links.gradebook({ course: 3 }), '/dashboard/gradebook'],
  ['myGrades', links.myGrades(), '/dashboard/gradebook/my-grades'],
  ['courseGrade', links.courseGrade(4), '/dashboard/gradebook/grades/:id'],
  ['rubrics', links.rubrics(), '/dashboard/gradebook/rubrics'],
  ['rubric', links.rubric(2), '/dashboard/gradebook/rubrics/:id'],
  ['peerReviews', links.peerReviews({ status: 'pending' }), '/dashboard/gradebook/peer-reviews'],
  ['myReviews', links.myReviews(), '/dashboard/gradebook/my-reviews'],
  ['peerReview', links.peerReview(5), '/dashboard/gradebook/peer-reviews/:id'],
  ['feeCollection', links.feeCollection(), '/dashboard/finance/fee-collection'],
  ['expenses', links.expenses(), '/dashboard/finance/expenses'],
  ['expense', links.expense(5), '/dashboard/finance/expenses/:id'],
  ['budgets', links.budgets(), '/dashboard/finance/budgets'],
  ['budget', links.budget(6), '/dashboard/finance/budgets/:id'],
  ['invoices', links.invoices({ search: 'Amina' }), '/dashboard/finance/invoices'],
  ['invoice', links.invoice(3), '/dashboard/finance/invoices/:slug'],
  ['feeStructures', links.feeStructures(), '/dashboard/finance/fee-structures'],
  ['feeStructure', links.feeStructure(4), '/dashboard/finance/fee-structures/:id'],
  ['studentFees', links.studentFees({ student: 17 }), '/dashboard/finance/student-fees'],
  ['studentFee', links.studentFee(5), '/dashboard/finance/student-fees/:id'],
  ['feePayments', links.feePayments({ student_fee: 5 }), '/dashboard/finance/fee-payments'],
  ['financeReceipts', links.financeReceipts({ student: 17 }), '/dashboard/finance/receipts'],
  ['financeReceipt', links.financeReceipt(8), '/dashboard/finance/receipts/:id'],
  ['communications', links.communications(), '/dashboard/communications'],
  ['announcements', links.announcements(), '/dashboard/communications/announcements'],
  ['announcement', links.announcement(4), '/dashboard/communications/announcements/:id'],
  ['messages', links.messages(), '/dashboard/communications/messages'],
  ['messageFolder', links.messageFolder('inbox', { open: 6 }), '/dashboard/communications/messages/:folder'],
  ['notifications', links.notifications(), '/dashboard/communications/notifications'],
  ['communicationSettings', links.communicationSettings(), '/dashboard/communications/settings'],
  ['sendNotification', links.sendNotification(), '/dashboard/communications/send'],
  ['emailTemplates', links.emailTemplates(), '/dashboard/communications/email-templates'],
  ['emailLogs', links.emailLogs(), '/dashboard/communications/email-logs'],
  ['emailLog', links.emailLog(3), '/dashboard/communications/email-logs/:id'],
  ['communityCategories', links.communityCategories(), '/dashboard/community/categories'],
  ['communityCategory', links.communityCategory(2), '/dashboard/community/categories/:id'],
  ['communityActivity', links.communityActivity({ user: 3 }), '/dashboard/community/activity'],
  ['communityMember', links.communityMember(3), '/dashboard/community/members/:id'],
  ['community', links.community({ category: 2 }), '/dashboard/community'],
  ['newTopic', links.newTopic(), '/dashboard/community/topics/new'],
  ['topic', links.topic('hello'), '/dashboard/community/topics/:slug'],
  ['topicEdit', links.topicEdit('hello'), '/dashboard/community/topics/:slug/edit'],
  ['communityArticles', links.communityArticles(), '/dashboard/community/articles'],
  ['newArticle', links.newArticle(), '/dashboard/community/articles/new'],
  ['articleEdit', links.articleEdit('intro'), '/dashboard/community/articles/:slug/edit'],
  ['communityArticle', links.communityArticle('intro'), '/dashboard/community/articles/:slug'],
  ['bookmarks', links.bookmarks(), '/dashboard/community/bookmarks'],
  ['communitySearch', links.communitySearch('mpesa'), '/dashboard/community/search'],
  ['myCommunityContent', links.myCommunityContent(), '/dashboard/community/mine'],
  ['communityNotifications', links.communityNotifications(), '/dashboard/community/notifications'],
  ['materials', links.materials({ resource_type: 'video' }), '/dashboard/materials'],
  ['newMaterial', links.newMaterial(), '/dashboard/materials/new'],
  ['material', links.material(5), '/dashboard/materials/:id'],
  ['materialEdit', links.materialEdit(5), '/dashboard/materials/edit/:id'],
  ['newsletter', links.newsletter(), '/dashboard/newsletter'],
  ['newsletters', links.newsletters(), '/dashboard/newsletter/newsletters'],
  ['newNewsletter', links.newNewsletter(), '/dashboard/newsletter/newsletters/new'],
  ['newsletterEdit', links.newsletterEdit(1), '/dashboard/newsletter/newsletters/edit/:id'],
  ['newsletterPreview', links.newsletterPreview(1), '/dashboard/newsletter/newsletters/:id/preview'],
  ['newsletterStatistics', links.newsletterStatistics(1), '/dashboard/newsletter/newsletters/:id/statistics'],
  ['subscribers', links.subscribers({ category: 2 }), '/dashboard/newsletter/subscribers'],
  ['subscriber', links.subscriber(1), '/dashboard/newsletter/subscribers/:id'],
  ['subscriberEdit', links.subscriberEdit(1), '/dashboard/newsletter/subscribers/edit/:id'],
  ['importSubscribers', links.importSubscribers(), '/dashboard/newsletter/subscribers/import'],
  ['newsletterCategories', links.newsletterCategories(), '/dashboard/newsletter/categories'],
  ['templates', links.templates(), '/dashboard/newsletter/templates'],
  ['newTemplate', links.newTemplate(), '/dashboard/newsletter/templates/new'],
  ['templateEdit', links.templateEdit(1), '/dashboard/newsletter/templates/edit/:id'],
  ['newsletterSettings', links.newsletterSettings(), '/dashboard/newsletter/settings'],
  ['profile', links.profile(), '/dashboard/profile'],
  ['profileSettings', links.profileSettings(), '/dashboard/profile/settings'],
  ['courses', links.courses({ path: 3 }), '/dashboard/courses'],
  ['course', links.course('react-basics'), '/dashboard/courses/:slug'],
  ['newCourse', links.newCourse(), '/dashboard/courses/new'],
  ['courseEdit', links.courseEdit(11), '/dashboard/courses/:id/edit'],
  ['manageCourses', links.manageCourses(), '/dashboard/courses/manage'],
  ['courseSettings', links.courseSettings('react-basics'), '/dashboard/courses/:slug/settings'],
  ['courseLive', links.courseLive('react-basics'), '/dashboard/courses/:slug/live'],
  ['newProject', links.newProject('react-basics'), '/dashboard/courses/:slug/projects/new'],
  ['projectEdit', links.projectEdit('react-basics', 2), '/dashboard/courses/:slug/projects/:projectId/edit'],
  ['courseMaterial', links.courseMaterial('react-basics', 5), '/dashboard/courses/:slug/materials/view/:materialId'],
  ['lessons', links.lessons('react-basics'), '/dashboard/courses/:courseSlug/lessons'],
  ['lesson', links.lesson('react-basics', 'hooks'), '/dashboard/courses/:courseSlug/lessons/:lessonSlug'],
  ['enroll', links.enroll('react-basics'), '/dashboard/courses/enroll/:slug'],
  ['progress', links.progress(), '/dashboard/courses/progress'],
  ['courseProgress', links.courseProgress('react-basics'), '/dashboard/courses/progress/:courseSlug'],
  ['playground', links.playground('python'), '/dashboard/courses/ide-playground'],
  ['assessments', links.assessments(), '/dashboard/courses/assessments'],
  ['courseAssessments', links.courseAssessments('react-basics'), '/dashboard/courses/assessments/course/:courseSlug'],
  ['assessment', links.assessment(4), '/dashboard/courses/assessments/:slugOrId'],
  ['takeAssessment', links.takeAssessment(4), '/dashboard/courses/assessments/:slugOrId/submit'],
  ['projectSubmissions', links.projectSubmissions({ status: 'submitted' }), '/dashboard/courses/grading/projects'],
  ['projectSubmission', links.projectSubmission(3), '/dashboard/courses/grading/projects/:submissionId'],
  ['attempts', links.attempts({ assessment: 4 }), '/dashboard/courses/grading/attempts'],
  ['attempt', links.attempt(3), '/dashboard/courses/grading/attempts/:attemptId'],
  ['courseReviews', links.courseReviews({ rating: 5 }), '/dashboard/courses/reviews'],
  ['publicCourse', links.publicCourse('react-basics'), '/courses/:slug'],
  ['publicArticle', links.publicArticle('intro'), '/articles/:slug'],
  ['login', links.login({ next: '/dashboard' }), '/login'],
];

describe('links', () => {
  it.each(CASES)('%s lands on its route of the table', (_, url, route) => {
    expect(matchRoute(url.split('?')[0] ?? url)?.path).toBe(route);
  });

  it('is tried above for every link', () => {
    expect(new Set(CASES.map(([name]) => name))).toEqual(new Set(Object.keys(links)));
  });

  it('links to every dashboard screen of the route table', () => {
    const reached = new Set(CASES.map(([, , route]) => route));
    const screens = ROUTES.filter((route) => route.path.startsWith('/dashboard') && route.path !== '/dashboard/*');
    expect(screens.map((route) => route.path).filter((path) => !reached.has(path))).toEqual([]);
  });

  it('builds the URLs the screens used before, query strings included', () => {
    expect(links.student(7)).toBe('/dashboard/students/7');
    expect(links.course('c++ & more')).toBe('/dashboard/courses/c%2B%2B%20%26%20more');
    expect(links.inquiries({ status: 'in_progress', category: 3 })).toBe(
      '/dashboard/contact/inquiries?status=in_progress&category=3',
    );
    expect(links.inquiries()).toBe('/dashboard/contact/inquiries');
    expect(links.inquiries({ status: undefined, search: '' })).toBe('/dashboard/contact/inquiries');
    expect(links.invoices({ search: 'Amina Otieno' })).toBe('/dashboard/finance/invoices?search=Amina+Otieno');
    expect(links.checkout(5)).toBe('/dashboard/payments/enroll/5');
    expect(links.checkout(5, { payment: 9 })).toBe('/dashboard/payments/enroll/5?payment=9');
    expect(links.paymentSuccess(null)).toBe('/dashboard/payments/success');
    expect(links.paymentSuccess(8, { payment: 9 })).toBe('/dashboard/payments/success/8?payment=9');
    expect(links.messageFolder('inbox', { open: 6 })).toBe('/dashboard/communications/messages/inbox?open=6');
    expect(links.course('react', { section: 'projects', project: 2 })).toBe(
      '/dashboard/courses/react?section=projects&project=2',
    );
    expect(links.courses({ section: 'paths' })).toBe('/dashboard/courses?section=paths');
    expect(links.playground('c++')).toBe('/dashboard/courses/ide-playground?language=c%2B%2B');
    expect(links.playground()).toBe('/dashboard/courses/ide-playground');
    expect(links.certificateFor(2, { user_type: 'student' })).toBe('/dashboard/certificates/my-certificates/2');
    expect(links.person({ id: 1, username: 'j.doe', user_type: 'teacher' })).toBe('/dashboard/staff/j.doe');
    expect(links.person({ id: 1, username: 'mum', user_type: 'parent' })).toBe('/dashboard/parents/1');
    expect(links.person({ id: 2, username: 'books', user_type: 'accountant' })).toBeNull();
    expect(links.login({ next: links.enroll('react') })).toBe('/login?next=%2Fdashboard%2Fcourses%2Fenroll%2Freact');
  });
});

/**
 * Every client route of the client spec §2 (the checklist ../shared/contract/routes.txt) with who may
 * open it. One table for the router, the guards and the sidebar; `href` builds typed paths.
 */
import { hasAccess, type UserType } from './roles';

/** public: anyone; guest: signed-out only; any: any signed-in user; a list: those types (with inheritance). */
export type RouteAccess = 'public' | 'guest' | 'any' | readonly UserType[] | { readonly redirect: string };

export interface RouteDefinition {
  readonly path: string;
  readonly access: RouteAccess;
  readonly title: string;
}

// The newsletter index's restriction is not shown in the spec; it is read as the area's staff rule
// (super_admin, admin, teacher), the same as its lists.
export const ROUTES = [
  { path: '/', access: 'public', title: 'Home' },
  { path: '/about', access: 'public', title: 'About' },
  { path: '/contact', access: 'public', title: 'Contact' },
  { path: '/certificate/verify/:verificationHash', access: 'public', title: 'Certificate verification' },
  { path: '/certificate/verify', access: 'public', title: 'Certificate verification (enter code)' },
  { path: '/profile/:qrHash', access: 'public', title: 'Public QR profile' },
  { path: '/qr/:qrHash', access: 'public', title: 'Public QR profile' },
  { path: '/courses', access: 'public', title: 'Public course list' },
  // Beyond the checklist: the public catalogue needs a page per course (issue 7), so the route table
  // extends routes.txt with this one documented route (see EXTRA_ROUTES).
  { path: '/courses/:slug', access: 'public', title: 'Course' },
  { path: '/articles', access: 'public', title: 'Articles' },
  { path: '/articles/:slug', access: 'public', title: 'Article' },
  { path: '/articles/category/:category', access: 'public', title: 'Articles by category' },
  { path: '/articles/tag/:tag', access: 'public', title: 'Articles by tag' },
  { path: '/newsletter/unsubscribe/:token', access: 'public', title: 'Newsletter unsubscribe' },
  { path: '/newsletter/confirm/:token', access: 'public', title: 'Newsletter confirmation' },
  { path: '/admissions', access: 'public', title: 'Information page: admissions' },
  { path: '/faq', access: 'public', title: 'Information page: FAQ' },
  { path: '/terms', access: 'public', title: 'Information page: terms' },
  { path: '/privacy', access: 'public', title: 'Information page: privacy' },
  { path: '/cookies', access: 'public', title: 'Information page: cookies' },
  // Beyond the checklist (EXTRA_ROUTES): the accessibility statement (issue 28).
  { path: '/accessibility', access: 'public', title: 'Information page: accessibility statement' },
  { path: '/unauthorized', access: 'public', title: 'Access-denied page' },
  { path: '/auth/oauth-callback', access: 'public', title: 'Outcome of third-party sign-in (callback)' },
  { path: '/auth/oauth-success', access: 'public', title: 'Outcome of third-party sign-in (success)' },
  { path: '/login', access: 'guest', title: 'Login' },
  { path: '/register', access: 'guest', title: 'Register' },
  { path: '/forgot-password', access: 'guest', title: 'Forgot password' },
  { path: '/reset-password/:uidb64/:token', access: 'guest', title: 'Reset password (uid + token)' },
  { path: '/reset-password/:token', access: 'guest', title: 'Reset password (token only)' },
  { path: '/payment/success', access: 'any', title: 'Payment success' },
  { path: '/payment/cancel', access: 'any', title: 'Payment cancelled' },
  { path: '/payment/verify/:paymentId', access: 'any', title: 'Payment verification' },
  { path: '/dashboard', access: 'any', title: 'Main dashboard index' },
  { path: '/dashboard/students', access: ['super_admin', 'admin', 'teacher'], title: 'Students index' },
  { path: '/dashboard/students/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Student details' },
  { path: '/dashboard/students/new', access: ['super_admin', 'admin', 'teacher'], title: 'New student' },
  { path: '/dashboard/students/edit/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Edit student' },
  { path: '/dashboard/staff', access: ['super_admin', 'admin'], title: 'Staff index' },
  { path: '/dashboard/staff/:slug', access: ['super_admin', 'admin'], title: 'Staff details' },
  { path: '/dashboard/staff/new', access: ['super_admin', 'admin'], title: 'New staff' },
  { path: '/dashboard/staff/edit/:slug', access: ['super_admin', 'admin'], title: 'Edit staff' },
  { path: '/dashboard/contact', access: ['super_admin', 'admin', 'teacher'], title: 'Contact management index' },
  { path: '/dashboard/contact/inquiries', access: ['super_admin', 'admin', 'teacher'], title: 'Inquiries' },
  { path: '/dashboard/contact/inquiries/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Inquiry details' },
  { path: '/dashboard/contact/faqs', access: ['super_admin', 'admin', 'teacher'], title: 'FAQs' },
  { path: '/dashboard/contact/categories', access: ['super_admin', 'admin'], title: 'Contact categories' },
  { path: '/dashboard/academics/classes', access: ['super_admin', 'admin', 'teacher'], title: 'Classes' },
  { path: '/dashboard/academics/subjects', access: ['super_admin', 'admin', 'teacher'], title: 'Subjects' },
  { path: '/dashboard/academics/subjects/:slug', access: ['super_admin', 'admin', 'teacher'], title: 'Subject details' },
  { path: '/dashboard/academics/timetable', access: 'any', title: 'Timetable' },
  // Beyond the checklist (EXTRA_ROUTES): the school's departments (issue 26).
  { path: '/dashboard/academics/departments', access: ['super_admin', 'admin', 'teacher'], title: 'Departments' },
  // Beyond the checklist (EXTRA_ROUTES): the school calendar and the academic years and terms (issue 26).
  { path: '/dashboard/academics/calendar', access: 'any', title: 'School calendar' },
  { path: '/dashboard/academics/calendar/:id', access: 'any', title: 'Calendar event' },
  { path: '/dashboard/academics/years', access: 'any', title: 'Academic years and terms' },
  // Beyond the checklist (EXTRA_ROUTES): the school's records — documents, academic records, its profile (issue 26).
  { path: '/dashboard/records/documents', access: 'any', title: 'Documents' },
  { path: '/dashboard/records/documents/unverified', access: ['super_admin', 'admin'], title: 'Documents to verify' },
  { path: '/dashboard/records/academic-records', access: 'any', title: 'Academic records' },
  { path: '/dashboard/records/school', access: ['super_admin', 'admin'], title: 'School profile' },
  { path: '/dashboard/records/people', access: ['super_admin', 'admin'], title: 'People and reports' },
  { path: '/dashboard/records/people/import', access: ['super_admin', 'admin'], title: 'Create people from a CSV' },
  { path: '/dashboard/academics/class-levels', access: ['super_admin', 'admin', 'teacher'], title: 'Class levels' },
  { path: '/dashboard/academics/class-enrollments', access: ['super_admin', 'admin', 'teacher'], title: 'Class enrollments' },
  // Beyond the checklist (EXTRA_ROUTES): the alumni directory and alumni events (issue 26).
  { path: '/dashboard/alumni', access: 'any', title: 'Alumni directory' },
  { path: '/dashboard/alumni/events', access: 'any', title: 'Alumni events' },
  { path: '/dashboard/alumni/events/:id', access: 'any', title: 'Alumni event' },
  { path: '/dashboard/alumni/:id', access: 'any', title: 'Alumnus' },
  // Beyond the checklist (EXTRA_ROUTES): attendance registers, records and months (issue 26).
  { path: '/dashboard/attendance', access: ['super_admin', 'admin', 'teacher'], title: 'Today’s registers' },
  { path: '/dashboard/attendance/register/:sectionId', access: ['super_admin', 'admin', 'teacher'], title: 'Register' },
  { path: '/dashboard/attendance/records', access: ['super_admin', 'admin', 'teacher'], title: 'Attendance records' },
  { path: '/dashboard/attendance/students/:id', access: 'any', title: 'Student attendance' },
  { path: '/dashboard/attendance/mine', access: ['student', 'parent'], title: 'My attendance' },
  // Beyond the checklist (EXTRA_ROUTES): leave applications and student–parent links (issue 26).
  { path: '/dashboard/leave', access: 'any', title: 'Leave applications' },
  { path: '/dashboard/leave/approvals', access: ['super_admin', 'admin', 'teacher'], title: 'Leave approvals' },
  { path: '/dashboard/leave/reports', access: ['super_admin', 'admin'], title: 'Leave reports' },
  { path: '/dashboard/leave/:id', access: 'any', title: 'Leave application' },
  { path: '/dashboard/parents', access: ['super_admin', 'admin', 'teacher'], title: 'Parents' },
  { path: '/dashboard/parents/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Parent details' },
  { path: '/dashboard/payments', access: 'any', title: 'Payments index' },
  { path: '/dashboard/payments/enroll/:courseId', access: 'any', title: 'Enroll in a course (payment)' },
  { path: '/dashboard/payments/enrollments', access: 'any', title: 'My enrollments' },
  { path: '/dashboard/payments/enrollments/:enrollmentId', access: 'any', title: 'Enrollment details' },
  { path: '/dashboard/payments/history', access: 'any', title: 'Payment history' },
  { path: '/dashboard/payments/installments', access: 'any', title: 'Installments' },
  { path: '/dashboard/payments/receipts/:paymentId', access: 'any', title: 'Payment receipt' },
  { path: '/dashboard/payments/success/:enrollmentId?', access: 'any', title: 'Payment success (optional enrollment)' },
  { path: '/dashboard/payments/cancel/:enrollmentId?', access: 'any', title: 'Payment cancelled (optional enrollment)' },
  // Beyond the checklist (EXTRA_ROUTES): refunds and discount codes, the payments contract's admin work (issue 25).
  { path: '/dashboard/payments/admin/refunds', access: ['super_admin', 'admin'], title: 'Refunds' },
  { path: '/dashboard/payments/admin/refunds/:refundId', access: ['super_admin', 'admin'], title: 'Refund' },
  { path: '/dashboard/payments/admin/discounts', access: ['super_admin', 'admin'], title: 'Discount codes' },
  // Beyond the checklist (EXTRA_ROUTES): the payments desk, the school office's money (issue 25, part A).
  { path: '/dashboard/payments/admin/overview', access: ['super_admin', 'admin'], title: 'Payments overview' },
  { path: '/dashboard/payments/admin/payments', access: ['super_admin', 'admin', 'accountant'], title: 'All payments' },
  { path: '/dashboard/payments/admin/payments/:paymentId', access: ['super_admin', 'admin', 'accountant'], title: 'Payment' },
  { path: '/dashboard/payments/admin/gateway-logs', access: ['super_admin', 'admin'], title: 'Gateway logs' },
  { path: '/dashboard/payments/admin/gateway-logs/:logId', access: ['super_admin', 'admin'], title: 'Gateway log' },
  {
    path: '/dashboard/payments/admin/enrollment-analytics',
    access: ['super_admin', 'admin'],
    title: 'Enrollment analytics',
  },
  { path: '/dashboard/payments/admin/defaulters', access: ['super_admin', 'admin', 'accountant'], title: 'Defaulters' },
  // Beyond the checklist (EXTRA_ROUTES): plans, staff installments and saved methods (issue 25, part B).
  { path: '/dashboard/payments/admin/plans', access: ['super_admin', 'admin'], title: 'Payment plans' },
  { path: '/dashboard/payments/admin/plans/:planId', access: ['super_admin', 'admin'], title: 'Payment plan' },
  {
    path: '/dashboard/payments/admin/upcoming-installments',
    access: ['super_admin', 'admin', 'accountant'],
    title: 'Upcoming installments',
  },
  { path: '/dashboard/payments/methods', access: ['student', 'parent'], title: 'Saved payment methods' },
  { path: '/dashboard/payments/admin/course-prices', access: ['super_admin', 'admin'], title: 'Course prices' },
  { path: '/dashboard/certificates', access: ['student'], title: 'Certificates index' },
  { path: '/dashboard/certificates/my-certificates', access: ['student'], title: 'My certificates' },
  { path: '/dashboard/certificates/my-certificates/:certificateId', access: ['student'], title: 'My certificate details' },
  { path: '/dashboard/certificates/manage', access: ['super_admin', 'admin', 'teacher'], title: 'Certificate management' },
  { path: '/dashboard/certificates/all', access: ['super_admin', 'admin', 'teacher'], title: 'All certificates' },
  { path: '/dashboard/certificates/pending', access: ['super_admin', 'admin', 'teacher'], title: 'Pending certificates' },
  { path: '/dashboard/certificates/analytics', access: ['super_admin', 'admin'], title: 'Certificate analytics' },
  { path: '/dashboard/certificates/:certificateId', access: 'any', title: 'Certificate details' },
  { path: '/dashboard/qr-code', access: 'any', title: 'QR code index' },
  { path: '/dashboard/qr-code/settings', access: 'any', title: 'QR code settings' },
  { path: '/dashboard/qr-code/profile', access: 'any', title: 'QR code profile' },
  { path: '/dashboard/assessments/exams', access: ['super_admin', 'admin', 'teacher'], title: 'Exams' },
  { path: '/dashboard/assessments/exams/:slug', access: ['super_admin', 'admin', 'teacher'], title: 'Exam details' },
  { path: '/dashboard/assessments/results', access: 'any', title: 'Results' },
  { path: '/dashboard/assessments/report-cards', access: 'any', title: 'Report cards' },
  { path: '/dashboard/assessments/report-cards/:slug', access: 'any', title: 'Report card details' },
  // Beyond the checklist (EXTRA_ROUTES): grading systems and their grade bands (issue 26).
  { path: '/dashboard/assessments/grading-systems', access: ['super_admin', 'admin', 'teacher'], title: 'Grading systems' },
  {
    path: '/dashboard/assessments/grading-systems/:id',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Grading system details',
  },
  // Beyond the checklist (EXTRA_ROUTES): the gradebook, rubrics and peer reviews (issue 32).
  { path: '/dashboard/gradebook', access: ['super_admin', 'admin', 'teacher'], title: 'Gradebook' },
  { path: '/dashboard/gradebook/my-grades', access: ['student', 'parent'], title: 'My course grades' },
  { path: '/dashboard/gradebook/grades/:id', access: 'any', title: 'Course grade' },
  { path: '/dashboard/gradebook/rubrics', access: ['super_admin', 'admin', 'teacher'], title: 'Rubrics' },
  { path: '/dashboard/gradebook/rubrics/:id', access: 'any', title: 'Rubric' },
  { path: '/dashboard/gradebook/peer-reviews', access: ['super_admin', 'admin', 'teacher'], title: 'Peer reviews' },
  { path: '/dashboard/gradebook/my-reviews', access: ['student'], title: 'My peer reviews' },
  { path: '/dashboard/gradebook/peer-reviews/:id', access: 'any', title: 'Peer review' },
  { path: '/dashboard/finance/fee-collection', access: ['super_admin', 'admin', 'accountant'], title: 'Fee collection' },
  // Beyond the checklist (EXTRA_ROUTES): fee structures, each learner's fees, office payments and receipts (issue 25).
  { path: '/dashboard/finance/fee-structures', access: ['super_admin', 'admin', 'accountant'], title: 'Fee structures' },
  { path: '/dashboard/finance/fee-structures/:id', access: ['super_admin', 'admin', 'accountant'], title: 'Fee structure' },
  { path: '/dashboard/finance/student-fees', access: 'any', title: 'Student fees' },
  { path: '/dashboard/finance/student-fees/:id', access: 'any', title: 'Student fee' },
  { path: '/dashboard/finance/fee-payments', access: ['super_admin', 'admin', 'accountant'], title: 'Fee payments' },
  { path: '/dashboard/finance/receipts', access: 'any', title: 'Fee receipts' },
  { path: '/dashboard/finance/receipts/:id', access: 'any', title: 'Fee receipt' },
  { path: '/dashboard/finance/expenses', access: ['super_admin', 'admin', 'accountant'], title: 'Expenses' },
  // Beyond the checklist (EXTRA_ROUTES): an expense's page, budgets and a budget's page (issue 25).
  { path: '/dashboard/finance/expenses/:id', access: ['super_admin', 'admin', 'accountant'], title: 'Expense' },
  { path: '/dashboard/finance/budgets', access: ['super_admin', 'admin', 'accountant'], title: 'Budgets' },
  { path: '/dashboard/finance/budgets/:id', access: ['super_admin', 'admin', 'accountant'], title: 'Budget' },
  { path: '/dashboard/finance/invoices', access: 'any', title: 'Invoices' },
  { path: '/dashboard/finance/invoices/:slug', access: 'any', title: 'Invoice details' },
  { path: '/dashboard/communications/announcements', access: 'any', title: 'Announcements' },
  { path: '/dashboard/communications/announcements/:id', access: 'any', title: 'Announcement details' },
  { path: '/dashboard/communications/messages', access: 'any', title: 'Messages' },
  { path: '/dashboard/communications/messages/:folder', access: 'any', title: 'Messages folder' },
  { path: '/dashboard/communications/notifications', access: 'any', title: 'Notifications' },
  // Beyond the checklist (EXTRA_ROUTES): a person's notification preferences (issue 27).
  { path: '/dashboard/communications/notification-preferences', access: 'any', title: 'Notification preferences' },
  { path: '/dashboard/communications/settings', access: ['super_admin', 'admin'], title: 'Communication settings' },
  // Beyond the checklist (EXTRA_ROUTES): sending to an audience, e-mail templates and logs (issue 27).
  { path: '/dashboard/communications/send', access: ['super_admin', 'admin'], title: 'Send a notification' },
  { path: '/dashboard/communications/email-templates', access: ['super_admin', 'admin'], title: 'E-mail templates' },
  { path: '/dashboard/communications/email-logs', access: ['super_admin', 'admin'], title: 'E-mail logs' },
  { path: '/dashboard/communications/email-logs/:id', access: ['super_admin', 'admin'], title: 'E-mail log' },
  // Beyond the checklist (EXTRA_ROUTES): the contact-us desk (issue 27).
  { path: '/dashboard/communications/contact-us', access: ['super_admin', 'admin', 'teacher'], title: 'Contact-us messages' },
  { path: '/dashboard/communications/contact-us/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Contact-us message' },
  {
    path: '/dashboard/communications',
    access: { redirect: '/dashboard/communications/announcements' },
    title: 'Communications index redirects to announcements',
  },
  { path: '/dashboard/community', access: 'any', title: 'Community index' },
  { path: '/dashboard/community/topics/new', access: 'any', title: 'New topic' },
  { path: '/dashboard/community/topics/:slug', access: 'any', title: 'Topic details' },
  { path: '/dashboard/community/topics/:slug/edit', access: 'any', title: 'Edit topic' },
  { path: '/dashboard/community/articles', access: 'any', title: 'Community articles' },
  { path: '/dashboard/community/articles/new', access: 'any', title: 'New article' },
  { path: '/dashboard/community/articles/:slug/edit', access: 'any', title: 'Edit article' },
  // Beyond the checklist (EXTRA_ROUTES): an article in the dashboard, bookmarks and search (issue 27).
  { path: '/dashboard/community/articles/:slug', access: 'any', title: 'Community article' },
  { path: '/dashboard/community/bookmarks', access: 'any', title: 'Bookmarks' },
  { path: '/dashboard/community/search', access: 'any', title: 'Search the community' },
  { path: '/dashboard/community/mine', access: 'any', title: 'My community content' },
  { path: '/dashboard/community/notifications', access: 'any', title: 'Community notifications' },
  { path: '/dashboard/community/categories', access: ['super_admin', 'admin'], title: 'Community categories' },
  { path: '/dashboard/community/categories/:id', access: 'any', title: 'Community category' },
  { path: '/dashboard/community/activity', access: 'any', title: 'Community activity' },
  { path: '/dashboard/community/members/:id', access: 'any', title: 'Community member' },
  { path: '/dashboard/materials', access: ['super_admin', 'admin', 'teacher'], title: 'Materials index' },
  { path: '/dashboard/materials/new', access: ['super_admin', 'admin', 'teacher'], title: 'New material' },
  { path: '/dashboard/materials/edit/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Edit material' },
  { path: '/dashboard/materials/:id', access: 'any', title: 'Material details' },
  { path: '/dashboard/newsletter', access: ['super_admin', 'admin', 'teacher'], title: 'Newsletter management index' },
  { path: '/dashboard/newsletter/newsletters', access: ['super_admin', 'admin', 'teacher'], title: 'Newsletters list' },
  {
    path: '/dashboard/newsletter/newsletters/:id/preview',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Newsletter preview',
  },
  {
    path: '/dashboard/newsletter/newsletters/:id/statistics',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Newsletter statistics',
  },
  { path: '/dashboard/newsletter/newsletters/new', access: ['super_admin', 'admin'], title: 'New newsletter' },
  { path: '/dashboard/newsletter/newsletters/edit/:id', access: ['super_admin', 'admin'], title: 'Edit newsletter' },
  { path: '/dashboard/newsletter/subscribers', access: ['super_admin', 'admin', 'teacher'], title: 'Subscribers index' },
  { path: '/dashboard/newsletter/subscribers/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Subscriber details' },
  { path: '/dashboard/newsletter/subscribers/edit/:id', access: ['super_admin', 'admin'], title: 'Edit subscriber' },
  { path: '/dashboard/newsletter/subscribers/import', access: ['super_admin', 'admin'], title: 'Import subscribers' },
  { path: '/dashboard/newsletter/categories', access: ['super_admin', 'admin'], title: 'Newsletter categories' },
  { path: '/dashboard/newsletter/templates', access: ['super_admin', 'admin'], title: 'Templates index' },
  { path: '/dashboard/newsletter/templates/new', access: ['super_admin', 'admin'], title: 'New template' },
  { path: '/dashboard/newsletter/templates/edit/:id', access: ['super_admin', 'admin'], title: 'Edit template' },
  { path: '/dashboard/newsletter/settings', access: ['super_admin', 'admin'], title: 'Newsletter settings' },
  { path: '/dashboard/profile', access: 'any', title: 'Profile' },
  { path: '/dashboard/profile/settings', access: 'any', title: 'Profile settings' },
  { path: '/dashboard/courses', access: 'any', title: 'All courses' },
  { path: '/dashboard/courses/new', access: ['super_admin', 'admin', 'teacher'], title: 'Create course' },
  { path: '/dashboard/courses/:id/edit', access: ['super_admin', 'admin', 'teacher'], title: 'Edit course' },
  { path: '/dashboard/courses/manage', access: ['super_admin', 'admin', 'teacher'], title: 'Manage courses' },
  { path: '/dashboard/courses/:slug/settings', access: ['super_admin', 'admin', 'teacher'], title: 'Course settings' },
  { path: '/dashboard/courses/:slug/live', access: ['super_admin', 'admin', 'teacher'], title: 'Live course activity' },
  { path: '/dashboard/courses/:slug/projects/new', access: ['super_admin', 'admin', 'teacher'], title: 'New course project' },
  {
    path: '/dashboard/courses/:slug/projects/:projectId/edit',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Edit course project',
  },
  { path: '/dashboard/courses/:slug/materials/view/:materialId', access: 'any', title: 'View course material' },
  // Beyond the checklist (EXTRA_ROUTES): grading what learners hand in (issue 15).
  { path: '/dashboard/courses/grading/projects', access: ['super_admin', 'admin', 'teacher'], title: 'Project submissions' },
  {
    path: '/dashboard/courses/grading/projects/:submissionId',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Project submission',
  },
  { path: '/dashboard/courses/grading/attempts', access: ['super_admin', 'admin', 'teacher'], title: 'Assessment attempts' },
  {
    path: '/dashboard/courses/grading/attempts/:attemptId',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Assessment attempt',
  },
  { path: '/dashboard/courses/reviews', access: ['super_admin', 'admin', 'teacher'], title: 'Course reviews' },
  { path: '/dashboard/courses/ide-playground', access: 'any', title: 'In-browser code playground' },
  { path: '/dashboard/courses/:courseSlug/lessons', access: 'any', title: 'Course lessons' },
  { path: '/dashboard/courses/:courseSlug/lessons/:lessonSlug', access: 'any', title: 'Lesson' },
  { path: '/dashboard/courses/enroll/:slug', access: 'any', title: 'Enroll in course' },
  { path: '/dashboard/courses/assessments', access: 'any', title: 'Assessments' },
  { path: '/dashboard/courses/assessments/course/:courseSlug', access: 'any', title: 'Assessments of a course' },
  { path: '/dashboard/courses/assessments/:slugOrId', access: 'any', title: 'Assessment' },
  { path: '/dashboard/courses/assessments/:slugOrId/submit', access: 'any', title: 'Submit assessment' },
  { path: '/dashboard/courses/progress', access: 'any', title: 'My progress' },
  { path: '/dashboard/courses/progress/:courseSlug', access: 'any', title: 'Course progress' },
  { path: '/dashboard/courses/:slug', access: 'any', title: 'Course details' },
  // Beyond the checklist (EXTRA_ROUTES): study groups and learning analytics (issue 32).
  { path: '/dashboard/learning/study-groups', access: 'any', title: 'Study groups' },
  { path: '/dashboard/learning/study-groups/:id', access: 'any', title: 'Study group' },
  { path: '/dashboard/learning/my-learning', access: ['student'], title: 'My learning' },
  { path: '/dashboard/learning/analytics', access: ['super_admin', 'admin', 'teacher'], title: 'Learning analytics' },
  { path: '/dashboard/learning/analytics/platform', access: ['super_admin', 'admin'], title: 'Platform analytics' },
  {
    path: '/dashboard/learning/analytics/courses/:id',
    access: ['super_admin', 'admin', 'teacher'],
    title: 'Course learning analytics',
  },
  { path: '/dashboard/learning/analytics/:id', access: ['super_admin', 'admin', 'teacher'], title: 'Learning day' },
  // Beyond the checklist (EXTRA_ROUTES): learning authoring (issue 32) — paths, the tech catalogue, coding sessions.
  { path: '/dashboard/learning/paths', access: ['super_admin', 'admin', 'teacher'], title: 'Manage learning paths' },
  { path: '/dashboard/learning/languages', access: ['super_admin', 'admin', 'teacher'], title: 'Programming languages' },
  { path: '/dashboard/learning/technologies', access: ['super_admin', 'admin', 'teacher'], title: 'Technologies' },
  { path: '/dashboard/learning/tech-stacks', access: ['super_admin', 'admin', 'teacher'], title: 'Tech stacks' },
  { path: '/dashboard/learning/coding-sessions', access: 'any', title: 'My coding sessions' },
  { path: '/dashboard/*', access: { redirect: '/' }, title: 'Any other dashboard path' },
] as const satisfies readonly RouteDefinition[];

export type RoutePattern = (typeof ROUTES)[number]['path'];

/** Routes the table adds to the checklist (../shared/contract/routes.txt), each with its reason. */
export const EXTRA_ROUTES: readonly { path: RoutePattern; reason: string }[] = [
  { path: '/dashboard/records/documents', reason: 'issue 26: a person’s documents (accounts/documents), uploaded and verified' },
  { path: '/dashboard/records/documents/unverified', reason: 'issue 26: the documents management has still to verify' },
  { path: '/dashboard/records/academic-records', reason: 'issue 26: students’ academic records (accounts/academic-records)' },
  { path: '/dashboard/records/school', reason: 'issue 26: the school profile (core/school), kept by management' },
  {
    path: '/dashboard/records/people',
    reason: 'issue 26: people figures, the users and academic reports and exports, the admins',
  },
  { path: '/dashboard/records/people/import', reason: 'issue 26: many people created at once from CSV (users/bulk_create)' },
  {
    path: '/dashboard/academics/class-levels',
    reason: 'issue 26: the school’s class levels (academics/class-levels), kept by management',
  },
  {
    path: '/dashboard/academics/class-enrollments',
    reason: 'issue 26: the students of a class (academics/class-enrollments): enrol, move, withdraw',
  },
  {
    path: '/dashboard/communications/notification-preferences',
    reason: 'issue 27: how often each person hears of each kind of notice in the app, by e-mail and SMS (marked extension)',
  },
  {
    path: '/dashboard/communications/send',
    reason: 'issue 27: an admin sends one notification to roles or people (notifications/bulk-send), seeing how many first',
  },
  {
    path: '/dashboard/communications/email-templates',
    reason: 'issue 27: the e-mail templates with their placeholders and a sanitised preview (communication/email-templates)',
  },
  { path: '/dashboard/communications/email-logs', reason: 'issue 27: every e-mail sent or tried (communication/email-logs)' },
  { path: '/dashboard/communications/email-logs/:id', reason: 'issue 27: one e-mail: recipient, template, status, error' },
  {
    path: '/dashboard/communications/contact-us',
    reason: 'issue 27: the contact-us messages (communication/contact-us) by status and assignee, with their figures',
  },
  {
    path: '/dashboard/communications/contact-us/:id',
    reason: 'issue 27: one contact-us message: resolve with notes, assign to staff, edit, delete',
  },
  {
    path: '/dashboard/community/categories',
    reason: 'issue 27: management keeps the community categories (create, edit, deactivate, delete)',
  },
  { path: '/dashboard/community/categories/:id', reason: 'issue 27: a community category with its topics' },
  { path: '/dashboard/community/activity', reason: 'issue 27: the community activity feed (community/activities)' },
  { path: '/dashboard/community/members/:id', reason: 'issue 27: a member’s community profile (community/users/{id}/profile)' },
  {
    path: '/dashboard/community/articles/:slug',
    reason: 'issue 27: an article in the dashboard with its likes, bookmark and comments; moderators approve or reject it there',
  },
  {
    path: '/dashboard/community/bookmarks',
    reason: 'issue 27: the topics and articles a member bookmarked (community/my-bookmarks)',
  },
  {
    path: '/dashboard/community/search',
    reason: 'issue 27: search across topics and articles with the matching words marked; trending and latest without a query',
  },
  {
    path: '/dashboard/community/mine',
    reason: 'issue 27: a member’s own topics and articles in every status with their totals (community/my-content)',
  },
  {
    path: '/dashboard/community/notifications',
    reason: 'issue 27: community notifications (replies, comments, likes, decisions): marked read one by one or all, cleared',
  },
  {
    path: '/accessibility',
    reason: 'issue 28: the accessibility statement (WCAG 2.2 AA): what is checked and how to report a barrier',
  },
  {
    path: '/dashboard/academics/departments',
    reason: 'the departments of the school (core/departments): staff read them, management keeps them',
  },
  {
    path: '/dashboard/academics/calendar',
    reason: 'issue 26: the school calendar (academics/calendar) by month and as an agenda, kept by staff',
  },
  { path: '/dashboard/academics/calendar/:id', reason: 'issue 26: one calendar event, edited or deleted by staff' },
  {
    path: '/dashboard/academics/years',
    reason: 'issue 26: the academic years and terms (core/academic-years, academic-terms) with the current term',
  },
  { path: '/dashboard/alumni', reason: 'issue 26: the alumni directory (alumni/alumni), searched and filtered, kept by admins' },
  { path: '/dashboard/alumni/events', reason: 'issue 26: alumni events (alumni/events), created by admins, read by everyone' },
  { path: '/dashboard/alumni/events/:id', reason: 'issue 26: one alumni event, edited or deleted by its organizer or an admin' },
  { path: '/dashboard/alumni/:id', reason: 'issue 26: an alumnus’s profile: course, cohort, employer, role and links' },
  { path: '/dashboard/attendance', reason: 'issue 26: today’s registers of the sections a teacher keeps (all for management)' },
  { path: '/dashboard/attendance/register/:sectionId', reason: 'issue 26: a section’s register for a day, saved at once' },
  { path: '/dashboard/attendance/records', reason: 'issue 26: attendance records and report, filtered, exported, corrected' },
  { path: '/dashboard/attendance/students/:id', reason: 'issue 26: a student’s month, for staff, the student and parents' },
  { path: '/dashboard/attendance/mine', reason: 'issue 26: a student’s own month, a parent’s children’s months' },
  {
    path: '/dashboard/leave',
    reason: 'issue 26: everyone applies for leave (parents for a child) and follows their applications',
  },
  { path: '/dashboard/leave/approvals', reason: 'issue 26: the pending leave applications staff approve or reject' },
  { path: '/dashboard/leave/reports', reason: 'issue 26: the leaves report (accounts/reports/leaves) with its export' },
  { path: '/dashboard/leave/:id', reason: 'issue 26: one leave application with its review' },
  {
    path: '/dashboard/assessments/grading-systems',
    reason: 'issue 26: grading systems (assessment/grading-systems) that exams grade by, kept by management',
  },
  {
    path: '/dashboard/assessments/grading-systems/:id',
    reason: 'issue 26: one grading system with its grade bands (assessment/grades), edited there',
  },
  {
    path: '/dashboard/gradebook',
    reason:
      'issue 32: the course grades of the courses a teacher teaches (assessments/course-grades), overridden with a reason, bulk-updated',
  },
  { path: '/dashboard/gradebook/my-grades', reason: 'issue 32: a learner’s own course grades (a parent’s children’s)' },
  {
    path: '/dashboard/gradebook/grades/:id',
    reason: 'issue 32: one course grade with the assessments and projects it is drawn from',
  },
  { path: '/dashboard/gradebook/rubrics', reason: 'issue 32: rubrics (assessments/rubrics): criteria by levels with points' },
  { path: '/dashboard/gradebook/rubrics/:id', reason: 'issue 32: one rubric with its criteria and levels' },
  {
    path: '/dashboard/gradebook/peer-reviews',
    reason: 'issue 32: the staff overview of peer reviews (assessments/peer-reviews): who has and has not reviewed',
  },
  {
    path: '/dashboard/gradebook/my-reviews',
    reason: 'issue 32: a learner’s reviews to write (peer-reviews/pending) and received',
  },
  {
    path: '/dashboard/gradebook/peer-reviews/:id',
    reason: 'issue 32: one peer review, written and submitted against its rubric',
  },
  { path: '/dashboard/parents', reason: 'issue 26: the parent accounts (accounts/users/parents)' },
  { path: '/dashboard/parents/:id', reason: 'issue 26: a parent with their linked children, linked and unlinked there' },
  { path: '/courses/:slug', reason: 'public course details: the catalogue links each course to its own page' },
  { path: '/dashboard/courses/grading/projects', reason: 'issue 15: teachers grade project submissions (list)' },
  { path: '/dashboard/courses/grading/projects/:submissionId', reason: 'issue 15: one submission, graded or returned' },
  { path: '/dashboard/courses/grading/attempts', reason: 'issue 15: teachers grade assessment attempts (list)' },
  { path: '/dashboard/courses/grading/attempts/:attemptId', reason: 'issue 15: one attempt with its answers, graded' },
  { path: '/dashboard/courses/reviews', reason: 'issue 15: staff moderate course reviews in bulk' },
  {
    path: '/dashboard/courses/:slug/live',
    reason: 'issue 32: a course’s live figures and active learners for its staff (courses/live_stats, active_users)',
  },
  {
    path: '/dashboard/learning/study-groups',
    reason: 'issue 32: study groups (learning/study-groups) browsed by course, created, joined and left',
  },
  { path: '/dashboard/learning/study-groups/:id', reason: 'issue 32: one study group with its members, joined or left there' },
  {
    path: '/dashboard/learning/my-learning',
    reason: 'issue 32: a learner’s own analytics: the daily summary, the student dashboard and the progress summary',
  },
  {
    path: '/dashboard/learning/analytics',
    reason: 'issue 32: staff read their students’ daily learning records (learning/learning-analytics) and a day’s totals',
  },
  {
    path: '/dashboard/learning/analytics/platform',
    reason: 'issue 32: the platform overview and enrollment trends for admins (courses/course-analytics, courses/analytics)',
  },
  {
    path: '/dashboard/learning/analytics/courses/:id',
    reason: 'issue 32: a course’s learning analytics for its staff (learning/analytics/course/{id})',
  },
  { path: '/dashboard/learning/analytics/:id', reason: 'issue 32: one student’s learning day (a learning-analytics record)' },
  {
    path: '/dashboard/learning/paths',
    reason: 'issue 32: staff create, edit, order, publish and delete learning paths (learning/learning-paths)',
  },
  {
    path: '/dashboard/learning/languages',
    reason: 'issue 32: the programming languages courses are tagged with (courses/programming-languages)',
  },
  {
    path: '/dashboard/learning/technologies',
    reason: 'issue 32: the technologies courses are tagged with (courses/technologies)',
  },
  {
    path: '/dashboard/learning/tech-stacks',
    reason: 'issue 32: tech stacks, a set of languages and technologies a course starts from (courses/tech-stacks)',
  },
  {
    path: '/dashboard/learning/coding-sessions',
    reason: 'issue 32: a learner’s kept code-editor sessions (learning/ide-sessions), reopened in the playground or deleted',
  },
  { path: '/dashboard/payments/admin/refunds', reason: 'issue 25: the refund queue (payments/admin/refunds), admins only' },
  {
    path: '/dashboard/payments/admin/refunds/:refundId',
    reason: 'issue 25: one refund, approved in full or in part, or rejected',
  },
  { path: '/dashboard/payments/admin/discounts', reason: 'issue 25: discount codes (payments/discounts), kept by admins' },
  {
    path: '/dashboard/payments/admin/overview',
    reason: 'issue 25: the school’s payment figures and revenue by period (dashboard/admin/overview, revenue-analytics)',
  },
  {
    path: '/dashboard/payments/admin/payments',
    reason: 'issue 25: every course payment (admin/payments), manual ones recorded at the office',
  },
  {
    path: '/dashboard/payments/admin/payments/:paymentId',
    reason: 'issue 25: one payment, corrected, verified with its gateway, retried or deleted',
  },
  { path: '/dashboard/payments/admin/gateway-logs', reason: 'issue 25: exchanges with the payment gateways, admins only' },
  {
    path: '/dashboard/payments/admin/gateway-logs/:logId',
    reason: 'issue 25: one gateway exchange with its request and response',
  },
  {
    path: '/dashboard/payments/admin/enrollment-analytics',
    reason: 'issue 25: enrollment analytics and trends as charts (admin/enrollments/analytics, enrollment-trends)',
  },
  {
    path: '/dashboard/payments/admin/defaulters',
    reason: 'issue 25: everyone with an overdue balance, reminded by e-mail and SMS (admin/defaulters)',
  },
  { path: '/dashboard/payments/admin/plans', reason: 'issue 25: payment plans (payments/payment-plans), kept by admins' },
  { path: '/dashboard/payments/admin/plans/:planId', reason: 'issue 25: one payment plan with the other plans of its type' },
  {
    path: '/dashboard/payments/admin/upcoming-installments',
    reason: 'issue 25: installments coming due (installments/upcoming), marked paid by the office',
  },
  { path: '/dashboard/payments/methods', reason: 'issue 25: a learner’s saved payment methods (payments/payment-methods)' },
  {
    path: '/dashboard/payments/admin/course-prices',
    reason: 'issue 25: every course price (payments/course-prices), changed by admins',
  },
  {
    path: '/dashboard/finance/fee-structures',
    reason: 'issue 25: fee structures by class level and term (finance/fee-structures)',
  },
  {
    path: '/dashboard/finance/fee-structures/:id',
    reason: 'issue 25: one fee structure, its items and the students billed from it',
  },
  {
    path: '/dashboard/finance/student-fees',
    reason: 'issue 25: each learner’s fees with what is paid and due (finance/student-fees)',
  },
  {
    path: '/dashboard/finance/student-fees/:id',
    reason: 'issue 25: one learner’s fee, its payments, paid online or at the office',
  },
  {
    path: '/dashboard/finance/fee-payments',
    reason: 'issue 25: fee payments taken at the office or online (finance/fee-payments)',
  },
  { path: '/dashboard/finance/receipts', reason: 'issue 25: fee receipts (finance/receipts)' },
  { path: '/dashboard/finance/receipts/:id', reason: 'issue 25: one fee receipt, printed or downloaded' },
  {
    path: '/dashboard/finance/expenses/:id',
    reason: 'issue 25: one expense, its budget and approval, edited there (finance/expenses/{id})',
  },
  {
    path: '/dashboard/finance/budgets',
    reason: 'issue 25: budgets by department or category and period, with spending against each (finance/budgets)',
  },
  { path: '/dashboard/finance/budgets/:id', reason: 'issue 25: one budget with the expenses that count against it' },
];

type Clean<Name extends string> = Name extends `${infer Base}?` ? Base : Name;
type Optional<Name extends string> = Name extends `${string}?` ? Name : never;
type Names<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Names<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The parameters of a pattern: `/dashboard/courses/:slug` → `{ slug: string | number }`; `?` ones optional. */
export type RouteParams<P extends string> = { [K in Exclude<Names<P>, Optional<Names<P>>> as Clean<K>]: string | number } & {
  [K in Optional<Names<P>> as Clean<K>]?: string | number;
};

/** Builds a concrete path from a route pattern, encoding each parameter. */
export function href<P extends RoutePattern>(
  pattern: P,
  ...[params]: object extends RouteParams<P> ? [params?: RouteParams<P>] : [params: RouteParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      const value = values[name];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return null;
        throw new Error(`href: missing parameter "${name}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return path || '/';
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  score: number;
}

const compiled: CompiledRoute[] = ROUTES.map((route: RouteDefinition) => {
  const segments = route.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  // Static segments outrank parameters (React Router's ranking), so /students/new beats /students/:id.
  const score = segments.reduce((total, segment) => total + (segment.startsWith(':') ? 2 : 10), 0);
  return { route, pattern: new RegExp(`^${source || ''}/?$`), score };
}).sort((a, b) => b.score - a.score);

/** The route a concrete pathname belongs to, or undefined (the not-found page, or / for unknown dashboard paths). */
export function matchRoute(pathname: string): RouteDefinition | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? '/';
  return compiled.find((entry) => entry.pattern.test(clean))?.route;
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'leave-guest' }
  | { kind: 'denied' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * What the guards do for a pathname: unknown public paths are not found, unknown /dashboard paths go
 * to /, guest routes send signed-in visitors away, login routes need a user, role routes apply the
 * access rule of client spec §5.
 */
export function decideRoute(pathname: string, user: { user_type?: string | null } | null): RouteDecision {
  const route = matchRoute(pathname);
  if (!route)
    return pathname === '/dashboard' || pathname.startsWith('/dashboard/')
      ? { kind: 'redirect', to: '/' }
      : { kind: 'not-found' };
  const { access } = route;
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guest') return user ? { kind: 'leave-guest' } : { kind: 'allow' };
  if (typeof access === 'object' && 'redirect' in access) return { kind: 'redirect', to: access.redirect };
  if (!user) return { kind: 'login' };
  return accessAllows(access, user) ? { kind: 'allow' } : { kind: 'denied' };
}

/**
 * Whether a signed-in user passes a route's access rule (client spec §5). The guards and
 * `can` (permissions.ts) both call it, so a hidden button and its guarded route never disagree.
 */
export function accessAllows(access: RouteAccess, user: { user_type?: string | null } | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return !user;
  if (typeof access === 'object' && 'redirect' in access) return false;
  if (!user) return false;
  if (access === 'any') return true;
  return hasAccess(user.user_type, access as readonly string[]);
}

/** The route definition of a pattern, e.g. '/dashboard/contact/categories'. */
export const routeOf = (pattern: RoutePattern): RouteDefinition | undefined =>
  (ROUTES as readonly RouteDefinition[]).find((route) => route.path === pattern);

/** Whether a user may open a path (for showing links and sidebar entries). */
export const canOpen = (pathname: string, user: { user_type?: string | null } | null): boolean =>
  decideRoute(pathname, user).kind === 'allow';

export const ROUTE_MESSAGES = {
  denied: "You don't have permission to access this page",
  sessionExpired: 'Your session has expired. Please log in again.',
  loginRequired: 'Authentication required. Please log in to continue.',
  guardError: 'An error occurred. Please log in again.',
  slowLoad: 'Taking longer than usual to load...',
} as const;

/**
 * Every dashboard URL a screen builds (and the few public ones screens link to): one typed function
 * per screen, named for it, each built with domain's `href` on a pattern of the route table (`ROUTES`),
 * so a pattern is written once and a link to a route that does not exist does not typecheck. Lists
 * take their filters under the list operation's own parameter names (`links.inquiries({ status: 'new' })`).
 * Lint forbids '/dashboard…' strings anywhere else in features (eslint.config.js).
 */
import type {
  ListAlumniData,
  ListAlumniEventsData,
  ListAttendanceData,
  ListBudgetsData,
  ListAssessmentAttemptsData,
  ListCommunityTopicsData,
  ListCourseCertificatesData,
  ListCourseReviewsData,
  ListEnrollmentsData,
  ListFaqsData,
  ListFeePaymentsData,
  ListFinanceReceiptsData,
  ListInquiriesData,
  ListInstallmentsData,
  ListLeavesData,
  ListNewsletterSubscribersData,
  ListPaymentInvoicesData,
  ListPaymentPlansData,
  ListPaymentRefundsData,
  ListProjectSubmissionsData,
  ListStudentFeesData,
  ListStudyResourcesData,
  ListSubjectsData,
  ListTimetablesData,
  UserSummary,
} from '@ujuzi/api';
import { href, isStaff } from '@ujuzi/domain';
import { communicationLinks } from './links-communication';
import { gradebookLinks } from './links-gradebook';
import { learningLinks } from './links-learning';
import { paymentsDeskLinks } from './links-payments-desk';
import { recordsLinks } from './links-records';
import { withQuery, type ListFilters } from './links-query';

export type { ListFilters } from './links-query';

type Id = number | string;

/** The course page's own sections (the route table gives projects and reviews no route of their own). */
export type CourseSection = 'overview' | 'projects' | 'materials' | 'reviews';

export const links = {
  dashboard: () => href('/dashboard'),

  // Students and staff (a staff member's slug is their username).
  students: () => href('/dashboard/students'),
  student: (id: Id) => href('/dashboard/students/:id', { id }),
  newStudent: () => href('/dashboard/students/new'),
  studentEdit: (id: Id) => href('/dashboard/students/edit/:id', { id }),
  staff: () => href('/dashboard/staff'),
  staffMember: (username: string) => href('/dashboard/staff/:slug', { slug: username }),
  newStaff: () => href('/dashboard/staff/new'),
  staffEdit: (username: string) => href('/dashboard/staff/edit/:slug', { slug: username }),
  parents: () => href('/dashboard/parents'),
  parent: (id: Id) => href('/dashboard/parents/:id', { id }),
  /** A person's screen: a student's record, a staff member's or a parent's page; others have none. */
  person: (person: Pick<UserSummary, 'id' | 'username' | 'user_type'>): string | null =>
    person.user_type === 'student'
      ? links.student(person.id)
      : isStaff(person.user_type)
        ? links.staffMember(person.username)
        : person.user_type === 'parent'
          ? links.parent(person.id)
          : null,

  // Leave applications (`apply` opens the application form, for that child when a parent gives one).
  leaves: (
    filters: Pick<
      ListFilters<ListLeavesData>,
      'status' | 'leave_type' | 'student' | 'applicant' | 'start_date_from' | 'start_date_to'
    > & { apply?: Id } = {},
  ) => withQuery(href('/dashboard/leave'), filters),
  leave: (id: Id) => href('/dashboard/leave/:id', { id }),
  leaveApprovals: () => href('/dashboard/leave/approvals'),
  leaveReports: () => href('/dashboard/leave/reports'),
  // The alumni directory (filtered by cohort, course, employer…), an alumnus, alumni events.
  alumni: (
    filters: Pick<
      ListFilters<ListAlumniData>,
      'search' | 'graduation_year' | 'course' | 'current_employer' | 'location' | 'is_mentor'
    > = {},
  ) => withQuery(href('/dashboard/alumni'), filters),
  alumnus: (id: Id) => href('/dashboard/alumni/:id', { id }),
  alumniEvents: (filters: Pick<ListFilters<ListAlumniEventsData>, 'search' | 'status' | 'event_type'> = {}) =>
    withQuery(href('/dashboard/alumni/events'), filters),
  alumniEvent: (id: Id) => href('/dashboard/alumni/events/:id', { id }),

  // Contact management.
  contact: () => href('/dashboard/contact'),
  inquiries: (
    filters: Pick<
      ListFilters<ListInquiriesData>,
      'status' | 'priority' | 'category' | 'assigned_to' | 'source' | 'search' | 'created_after' | 'created_before'
    > = {},
  ) => withQuery(href('/dashboard/contact/inquiries'), filters),
  inquiry: (id: Id) => href('/dashboard/contact/inquiries/:id', { id }),
  faqs: (filters: Pick<ListFilters<ListFaqsData>, 'category'> = {}) => withQuery(href('/dashboard/contact/faqs'), filters),
  contactCategories: () => href('/dashboard/contact/categories'),

  // Academics.
  subjects: (filters: Pick<ListFilters<ListSubjectsData>, 'department'> = {}) =>
    withQuery(href('/dashboard/academics/subjects'), filters),
  departments: () => href('/dashboard/academics/departments'),
  subject: (slug: string) => href('/dashboard/academics/subjects/:slug', { slug }),
  // The school calendar (`month` YYYY-MM, `view` month or agenda) and its events; the academic years.
  calendar: (query: { month?: string; view?: 'month' | 'agenda' } = {}) =>
    withQuery(href('/dashboard/academics/calendar'), query),
  calendarEvent: (id: Id) => href('/dashboard/academics/calendar/:id', { id }),
  academicYears: () => href('/dashboard/academics/years'),
  // Attendance: registers (a day's, `date` YYYY-MM-DD, today when left out), records, a student's month.
  attendanceToday: () => href('/dashboard/attendance'),
  register: (sectionId: Id, query: { date?: string } = {}) =>
    withQuery(href('/dashboard/attendance/register/:sectionId', { sectionId }), query),
  attendanceRecords: (
    filters: Pick<
      ListFilters<ListAttendanceData>,
      'student' | 'status' | 'date' | 'date_from' | 'date_to' | 'class_section'
    > = {},
  ) => withQuery(href('/dashboard/attendance/records'), filters),
  studentAttendance: (id: Id, query: { month?: string } = {}) =>
    withQuery(href('/dashboard/attendance/students/:id', { id }), query),
  myAttendance: (query: { child?: Id; month?: string } = {}) => withQuery(href('/dashboard/attendance/mine'), query),
  timetable: (filters: Pick<ListFilters<ListTimetablesData>, 'class_section'> = {}) =>
    withQuery(href('/dashboard/academics/timetable'), filters),

  // Payments and enrollments (`payment` resumes a payment already started).
  payments: () => href('/dashboard/payments'),
  checkout: (courseId: Id, query: { payment?: number } = {}) =>
    withQuery(href('/dashboard/payments/enroll/:courseId', { courseId }), query),
  enrollments: (filters: Pick<ListFilters<ListEnrollmentsData>, 'status' | 'course_id' | 'user_id'> = {}) =>
    withQuery(href('/dashboard/payments/enrollments'), filters),
  enrollment: (enrollmentId: Id) => href('/dashboard/payments/enrollments/:enrollmentId', { enrollmentId }),
  paymentHistory: () => href('/dashboard/payments/history'),
  installments: (filters: Pick<ListFilters<ListInstallmentsData>, 'status' | 'enrollment_id'> = {}) =>
    withQuery(href('/dashboard/payments/installments'), filters),
  receipt: (paymentId: Id) => href('/dashboard/payments/receipts/:paymentId', { paymentId }),
  refunds: (filters: Pick<ListFilters<ListPaymentRefundsData>, 'status' | 'gateway' | 'user_id' | 'payment_id'> = {}) =>
    withQuery(href('/dashboard/payments/admin/refunds'), filters),
  refund: (refundId: Id) => href('/dashboard/payments/admin/refunds/:refundId', { refundId }),
  discounts: () => href('/dashboard/payments/admin/discounts'),
  ...paymentsDeskLinks,
  paymentPlans: (filters: Pick<ListFilters<ListPaymentPlansData>, 'plan_type' | 'is_featured' | 'is_active'> = {}) =>
    withQuery(href('/dashboard/payments/admin/plans'), filters),
  paymentPlan: (planId: Id) => href('/dashboard/payments/admin/plans/:planId', { planId }),
  upcomingInstallments: (query: { days?: number } = {}) =>
    withQuery(href('/dashboard/payments/admin/upcoming-installments'), query),
  savedPaymentMethods: () => href('/dashboard/payments/methods'),
  coursePrices: () => href('/dashboard/payments/admin/course-prices'),
  paymentSuccess: (enrollmentId?: Id | null, query: { payment?: number } = {}) =>
    withQuery(href('/dashboard/payments/success/:enrollmentId?', enrollmentId ? { enrollmentId } : {}), query),
  paymentCancel: (enrollmentId?: Id | null) =>
    href('/dashboard/payments/cancel/:enrollmentId?', enrollmentId ? { enrollmentId } : {}),

  // Certificates and the QR code.
  certificates: () => href('/dashboard/certificates'),
  myCertificates: () => href('/dashboard/certificates/my-certificates'),
  myCertificate: (certificateId: Id) => href('/dashboard/certificates/my-certificates/:certificateId', { certificateId }),
  manageCertificates: () => href('/dashboard/certificates/manage'),
  allCertificates: (filters: Pick<ListFilters<ListCourseCertificatesData>, 'status' | 'course' | 'student' | 'search'> = {}) =>
    withQuery(href('/dashboard/certificates/all'), filters),
  pendingCertificates: () => href('/dashboard/certificates/pending'),
  certificateAnalytics: () => href('/dashboard/certificates/analytics'),
  certificate: (certificateId: Id) => href('/dashboard/certificates/:certificateId', { certificateId }),
  /**
   * A certificate's screen for this viewer: a student opens their own under My certificates (the
   * holder's view with the sharing tools), everyone else the any-role certificate page.
   */
  certificateFor: (certificateId: Id, viewer: { user_type?: string | null } | null | undefined): string =>
    viewer?.user_type === 'student' ? links.myCertificate(certificateId) : links.certificate(certificateId),
  qrCode: () => href('/dashboard/qr-code'),
  qrCodeSettings: () => href('/dashboard/qr-code/settings'),
  qrCodeProfile: () => href('/dashboard/qr-code/profile'),

  // Exams, results and report cards.
  exams: () => href('/dashboard/assessments/exams'),
  exam: (slug: string) => href('/dashboard/assessments/exams/:slug', { slug }),
  results: () => href('/dashboard/assessments/results'),
  reportCards: () => href('/dashboard/assessments/report-cards'),
  reportCard: (slug: string) => href('/dashboard/assessments/report-cards/:slug', { slug }),
  gradingSystems: () => href('/dashboard/assessments/grading-systems'),
  gradingSystem: (id: Id) => href('/dashboard/assessments/grading-systems/:id', { id }),
  ...gradebookLinks,

  // Finance.
  feeCollection: () => href('/dashboard/finance/fee-collection'),
  expenses: () => href('/dashboard/finance/expenses'),
  expense: (id: Id) => href('/dashboard/finance/expenses/:id', { id }),
  budgets: (filters: Pick<ListFilters<ListBudgetsData>, 'department' | 'category' | 'academic_year'> = {}) =>
    withQuery(href('/dashboard/finance/budgets'), filters),
  budget: (id: Id) => href('/dashboard/finance/budgets/:id', { id }),
  invoices: (filters: Pick<ListFilters<ListPaymentInvoicesData>, 'search' | 'status'> = {}) =>
    withQuery(href('/dashboard/finance/invoices'), filters),
  invoice: (id: Id) => href('/dashboard/finance/invoices/:slug', { slug: id }),
  feeStructures: () => href('/dashboard/finance/fee-structures'),
  feeStructure: (id: Id) => href('/dashboard/finance/fee-structures/:id', { id }),
  studentFees: (filters: Pick<ListFilters<ListStudentFeesData>, 'student' | 'fee_structure' | 'status'> = {}) =>
    withQuery(href('/dashboard/finance/student-fees'), filters),
  studentFee: (id: Id) => href('/dashboard/finance/student-fees/:id', { id }),
  feePayments: (filters: Pick<ListFilters<ListFeePaymentsData>, 'student' | 'student_fee'> = {}) =>
    withQuery(href('/dashboard/finance/fee-payments'), filters),
  financeReceipts: (filters: Pick<ListFilters<ListFinanceReceiptsData>, 'student' | 'search'> = {}) =>
    withQuery(href('/dashboard/finance/receipts'), filters),
  financeReceipt: (id: Id) => href('/dashboard/finance/receipts/:id', { id }),

  // Communications (the folder routes are the only message routes: `open` opens one message).
  communications: () => href('/dashboard/communications'),
  announcements: () => href('/dashboard/communications/announcements'),
  announcement: (id: Id) => href('/dashboard/communications/announcements/:id', { id }),
  messages: () => href('/dashboard/communications/messages'),
  messageFolder: (folder: string, query: { open?: Id } = {}) =>
    withQuery(href('/dashboard/communications/messages/:folder', { folder }), query),
  notifications: () => href('/dashboard/communications/notifications'),
  notificationPreferences: () => href('/dashboard/communications/notification-preferences'),
  communicationSettings: () => href('/dashboard/communications/settings'),
  ...communicationLinks,

  // Community (the discussions list is the area's home).
  community: (filters: Pick<ListFilters<ListCommunityTopicsData>, 'category' | 'author'> = {}) =>
    withQuery(href('/dashboard/community'), filters),
  newTopic: () => href('/dashboard/community/topics/new'),
  topic: (slug: string) => href('/dashboard/community/topics/:slug', { slug }),
  topicEdit: (slug: string) => href('/dashboard/community/topics/:slug/edit', { slug }),
  communityArticles: () => href('/dashboard/community/articles'),
  newArticle: () => href('/dashboard/community/articles/new'),
  articleEdit: (slug: string) => href('/dashboard/community/articles/:slug/edit', { slug }),
  communityArticle: (slug: string) => href('/dashboard/community/articles/:slug', { slug }),
  bookmarks: (filters: { content_type?: 'topic' | 'article' } = {}) => withQuery(href('/dashboard/community/bookmarks'), filters),
  communitySearch: (q?: string) => withQuery(href('/dashboard/community/search'), { q }),
  myCommunityContent: () => href('/dashboard/community/mine'),
  communityNotifications: () => href('/dashboard/community/notifications'),

  // Materials.
  materials: (
    filters: Pick<
      ListFilters<ListStudyResourcesData>,
      'resource_type' | 'course' | 'programming_language' | 'is_published' | 'search'
    > = {},
  ) => withQuery(href('/dashboard/materials'), filters),
  newMaterial: () => href('/dashboard/materials/new'),
  material: (id: Id) => href('/dashboard/materials/:id', { id }),
  materialEdit: (id: Id) => href('/dashboard/materials/edit/:id', { id }),

  // Newsletter management.
  newsletter: () => href('/dashboard/newsletter'),
  newsletters: () => href('/dashboard/newsletter/newsletters'),
  newNewsletter: () => href('/dashboard/newsletter/newsletters/new'),
  newsletterEdit: (id: Id) => href('/dashboard/newsletter/newsletters/edit/:id', { id }),
  newsletterPreview: (id: Id) => href('/dashboard/newsletter/newsletters/:id/preview', { id }),
  newsletterStatistics: (id: Id) => href('/dashboard/newsletter/newsletters/:id/statistics', { id }),
  subscribers: (filters: Pick<ListFilters<ListNewsletterSubscribersData>, 'category' | 'status'> = {}) =>
    withQuery(href('/dashboard/newsletter/subscribers'), filters),
  subscriber: (id: Id) => href('/dashboard/newsletter/subscribers/:id', { id }),
  subscriberEdit: (id: Id) => href('/dashboard/newsletter/subscribers/edit/:id', { id }),
  importSubscribers: () => href('/dashboard/newsletter/subscribers/import'),
  newsletterCategories: () => href('/dashboard/newsletter/categories'),
  templates: () => href('/dashboard/newsletter/templates'),
  newTemplate: () => href('/dashboard/newsletter/templates/new'),
  templateEdit: (id: Id) => href('/dashboard/newsletter/templates/edit/:id', { id }),
  newsletterSettings: () => href('/dashboard/newsletter/settings'),

  // Profile.
  profile: () => href('/dashboard/profile'),
  profileSettings: () => href('/dashboard/profile/settings'),

  // Courses: the catalogue (learning paths have no route of their own: `?section=paths`, `?path=3`).
  courses: (query: { section?: 'paths'; path?: number } = {}) => withQuery(href('/dashboard/courses'), query),
  /** A course's page (the learner-side details screen, every role), opened at one of its sections. */
  course: (slug: string, { section, project }: { section?: CourseSection; project?: number } = {}) =>
    withQuery(href('/dashboard/courses/:slug', { slug }), { section: section === 'overview' ? undefined : section, project }),
  newCourse: () => href('/dashboard/courses/new'),
  courseEdit: (id: Id) => href('/dashboard/courses/:id/edit', { id }),
  courseSettings: (slug: string) => href('/dashboard/courses/:slug/settings', { slug }),
  newProject: (slug: string) => href('/dashboard/courses/:slug/projects/new', { slug }),
  projectEdit: (slug: string, projectId: Id) => href('/dashboard/courses/:slug/projects/:projectId/edit', { slug, projectId }),
  courseMaterial: (slug: string, materialId: Id) =>
    href('/dashboard/courses/:slug/materials/view/:materialId', { slug, materialId }),
  lessons: (courseSlug: string) => href('/dashboard/courses/:courseSlug/lessons', { courseSlug }),
  lesson: (courseSlug: string, lessonSlug: string) =>
    href('/dashboard/courses/:courseSlug/lessons/:lessonSlug', { courseSlug, lessonSlug }),
  enroll: (slug: string) => href('/dashboard/courses/enroll/:slug', { slug }),
  progress: () => href('/dashboard/courses/progress'),
  courseProgress: (courseSlug: string) => href('/dashboard/courses/progress/:courseSlug', { courseSlug }),
  /** The playground; with a language chosen (the code goes along as router state `{ code }`). */
  playground: (language?: string) =>
    // encodeURIComponent, not URLSearchParams: the URL the lesson tests and journeys assert.
    `${href('/dashboard/courses/ide-playground')}${language ? `?language=${encodeURIComponent(language)}` : ''}`,
  assessments: () => href('/dashboard/courses/assessments'),
  courseAssessments: (courseSlug: string) => href('/dashboard/courses/assessments/course/:courseSlug', { courseSlug }),
  assessment: (slugOrId: Id) => href('/dashboard/courses/assessments/:slugOrId', { slugOrId }),
  takeAssessment: (slugOrId: Id) => href('/dashboard/courses/assessments/:slugOrId/submit', { slugOrId }),
  // Grading what learners hand in, and reviews.
  projectSubmissions: (
    filters: Pick<ListFilters<ListProjectSubmissionsData>, 'project' | 'course' | 'status' | 'student'> = {},
  ) => withQuery(href('/dashboard/courses/grading/projects'), filters),
  projectSubmission: (submissionId: Id) => href('/dashboard/courses/grading/projects/:submissionId', { submissionId }),
  attempts: (filters: Pick<ListFilters<ListAssessmentAttemptsData>, 'assessment' | 'student' | 'status'> = {}) =>
    withQuery(href('/dashboard/courses/grading/attempts'), filters),
  attempt: (attemptId: Id) => href('/dashboard/courses/grading/attempts/:attemptId', { attemptId }),
  courseReviews: (filters: Pick<ListFilters<ListCourseReviewsData>, 'course' | 'rating' | 'is_approved'> = {}) =>
    withQuery(href('/dashboard/courses/reviews'), filters),
  ...learningLinks,
  ...recordsLinks,

  // Public pages screens link to.
  publicCourse: (slug: string) => href('/courses/:slug', { slug }),
  publicArticle: (slug: string) => href('/articles/:slug', { slug }),
  /** Sign-in, coming back to `next` afterwards. */
  login: (query: { next?: string } = {}) => withQuery(href('/login'), query),
} as const;

export type Links = typeof links;

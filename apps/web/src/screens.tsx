/**
 * Which screen each route shows, loaded lazily by area so a visitor downloads only the code of the
 * part of the product they use. Routes without a finished screen show the route's titled page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithRetry } from './routing/lazy-page';

type Screen = ComponentType;
type Loader = () => Promise<Screen>;

/** Areas of @ujuzi/features, each its own chunk. */
const placeholder: Loader = () => import('@ujuzi/features/placeholder').then((m) => m.CurrentRoutePage);

/** OAuth outcome pages, dashboard homes and the notifications page (their own chunks). */
const auth = () => import('@ujuzi/features/auth');
const dashboard = () => import('@ujuzi/features/dashboard');
const notifications = () => import('@ujuzi/features/notifications');

/** The public site, one chunk per area (issue 7). */
const publicArea = {
  home: () => import('@ujuzi/features/public/home'),
  about: () => import('@ujuzi/features/public/about'),
  contact: () => import('@ujuzi/features/public/contact'),
  courses: () => import('@ujuzi/features/public/courses'),
  course: () => import('@ujuzi/features/public/courses/detail'),
  articles: () => import('@ujuzi/features/public/articles'),
  admissions: () => import('@ujuzi/features/public/admissions'),
  faq: () => import('@ujuzi/features/public/faq'),
  legal: () => import('@ujuzi/features/public/legal'),
  certificates: () => import('@ujuzi/features/public/certificate-verification'),
  qrProfile: () => import('@ujuzi/features/public/qr-profile'),
  newsletter: () => import('@ujuzi/features/public/newsletter'),
  unauthorized: () => import('@ujuzi/features/public/unauthorized'),
  notFound: () => import('@ujuzi/features/public/not-found'),
};

/** The sign-in pages, one chunk each: /login carries no registration or password-reset code (issue 30). */
const signIn = {
  login: () => import('@ujuzi/features/auth/login'),
  register: () => import('@ujuzi/features/auth/register'),
  forgotPassword: () => import('@ujuzi/features/auth/forgot-password'),
  resetPassword: () => import('@ujuzi/features/auth/reset-password'),
};

/** Signed-in route pattern → screen loader (sign-in, payment and dashboard pages: the app half). */
const APP_SCREENS: Partial<Record<string, Loader>> = {
  '/auth/oauth-callback': () => auth().then((m) => m.OAuthCallbackPage),
  '/auth/oauth-success': () => auth().then((m) => m.OAuthSuccessPage),
  '/dashboard': () => dashboard().then((m) => m.DashboardHome),
  '/dashboard/communications/notifications': () => notifications().then((m) => m.NotificationsPage),
  '/dashboard/communications/notification-preferences': () =>
    import('@ujuzi/features/communications/notification-preferences').then((m) => m.NotificationPreferencesPage),
  '/dashboard/communications/announcements': () =>
    import('@ujuzi/features/communications/announcements').then((m) => m.AnnouncementsPage),
  '/dashboard/communications/announcements/:id': () =>
    import('@ujuzi/features/communications/announcement').then((m) => m.AnnouncementPage),
  '/dashboard/communications/messages': () => import('@ujuzi/features/communications/messages').then((m) => m.MessagesPage),
  '/dashboard/communications/messages/:folder': () =>
    import('@ujuzi/features/communications/messages').then((m) => m.MessagesPage),
  '/dashboard/communications/settings': () =>
    import('@ujuzi/features/communications/settings').then((m) => m.CommunicationSettingsPage),
  '/dashboard/communications/send': () => import('@ujuzi/features/communications/broadcast').then((m) => m.BroadcastPage),
  '/dashboard/communications/email-templates': () =>
    import('@ujuzi/features/communications/email-templates').then((m) => m.EmailTemplatesPage),
  '/dashboard/communications/email-logs': () => import('@ujuzi/features/communications/email-logs').then((m) => m.EmailLogsPage),
  '/dashboard/communications/email-logs/:id': () =>
    import('@ujuzi/features/communications/email-log').then((m) => m.EmailLogPage),
  '/dashboard/communications/contact-us': () =>
    import('@ujuzi/features/communications/contact-desk').then((m) => m.ContactMessagesPage),
  '/dashboard/communications/contact-us/:id': () =>
    import('@ujuzi/features/communications/contact-message').then((m) => m.ContactMessagePage),
  '/dashboard/contact': () => import('@ujuzi/features/contact/dashboard').then((m) => m.ContactDashboardPage),
  '/dashboard/contact/inquiries': () => import('@ujuzi/features/contact/inquiries').then((m) => m.InquiriesPage),
  '/dashboard/contact/inquiries/:id': () => import('@ujuzi/features/contact/inquiry').then((m) => m.InquiryPage),
  '/dashboard/contact/faqs': () => import('@ujuzi/features/contact/faqs').then((m) => m.FaqsPage),
  '/dashboard/contact/categories': () => import('@ujuzi/features/contact/categories').then((m) => m.CategoriesPage),
  '/dashboard/community': () => import('@ujuzi/features/community/home').then((m) => m.CommunityHomePage),
  '/dashboard/community/topics/new': () => import('@ujuzi/features/community/topic-new').then((m) => m.NewTopicPage),
  '/dashboard/community/topics/:slug': () => import('@ujuzi/features/community/topic').then((m) => m.TopicPage),
  '/dashboard/community/topics/:slug/edit': () => import('@ujuzi/features/community/topic-edit').then((m) => m.EditTopicPage),
  '/dashboard/community/articles': () => import('@ujuzi/features/community/articles').then((m) => m.CommunityArticlesPage),
  '/dashboard/community/articles/new': () => import('@ujuzi/features/community/article-new').then((m) => m.NewArticlePage),
  '/dashboard/community/articles/:slug/edit': () =>
    import('@ujuzi/features/community/article-edit').then((m) => m.EditArticlePage),
  '/dashboard/community/articles/:slug': () => import('@ujuzi/features/community/article').then((m) => m.CommunityArticlePage),
  '/dashboard/community/bookmarks': () => import('@ujuzi/features/community/bookmarks').then((m) => m.BookmarksPage),
  '/dashboard/community/search': () => import('@ujuzi/features/community/search').then((m) => m.CommunitySearchPage),
  '/dashboard/community/mine': () => import('@ujuzi/features/community/my-content').then((m) => m.MyContentPage),
  '/dashboard/community/notifications': () =>
    import('@ujuzi/features/community/notifications').then((m) => m.CommunityNotificationsPage),
  '/dashboard/community/categories': () => import('@ujuzi/features/community/categories').then((m) => m.CommunityCategoriesPage),
  '/dashboard/community/categories/:id': () => import('@ujuzi/features/community/category').then((m) => m.CommunityCategoryPage),
  '/dashboard/community/activity': () => import('@ujuzi/features/community/activity').then((m) => m.CommunityActivityPage),
  '/dashboard/community/members/:id': () => import('@ujuzi/features/community/member').then((m) => m.CommunityMemberPage),
  '/dashboard/courses/new': () => import('@ujuzi/features/courses/new').then((m) => m.NewCoursePage),
  '/dashboard/courses/:id/edit': () => import('@ujuzi/features/courses/edit').then((m) => m.EditCoursePage),
  '/dashboard/courses/manage': () => import('@ujuzi/features/courses/manage').then((m) => m.ManageCoursesPage),
  '/dashboard/courses/:slug/settings': () => import('@ujuzi/features/courses/settings').then((m) => m.CourseSettingsPage),
  '/dashboard/courses/:slug/live': () => import('@ujuzi/features/courses/live').then((m) => m.CourseLivePage),
  '/dashboard/courses/:slug/projects/new': () => import('@ujuzi/features/courses/project-new').then((m) => m.NewProjectPage),
  '/dashboard/courses/:slug/projects/:projectId/edit': () =>
    import('@ujuzi/features/courses/project-edit').then((m) => m.EditProjectPage),
  '/dashboard/courses/grading/projects': () =>
    import('@ujuzi/features/courses/grading-projects').then((m) => m.ProjectSubmissionsPage),
  '/dashboard/courses/grading/projects/:submissionId': () =>
    import('@ujuzi/features/courses/grading-project').then((m) => m.ProjectSubmissionPage),
  '/dashboard/courses/grading/attempts': () => import('@ujuzi/features/courses/grading-attempts').then((m) => m.AttemptsPage),
  '/dashboard/courses/grading/attempts/:attemptId': () =>
    import('@ujuzi/features/courses/grading-attempt').then((m) => m.AttemptPage),
  '/dashboard/courses/reviews': () => import('@ujuzi/features/courses/reviews').then((m) => m.ReviewsPage),
  '/dashboard/materials': () => import('@ujuzi/features/materials/list').then((m) => m.MaterialsPage),
  '/dashboard/materials/new': () => import('@ujuzi/features/materials/new').then((m) => m.NewMaterialPage),
  '/dashboard/materials/edit/:id': () => import('@ujuzi/features/materials/edit').then((m) => m.EditMaterialPage),
  '/dashboard/materials/:id': () => import('@ujuzi/features/materials/detail').then((m) => m.MaterialPage),
  '/dashboard/courses/:slug/materials/view/:materialId': () =>
    import('@ujuzi/features/materials/view').then((m) => m.CourseMaterialPage),
  '/dashboard/courses/ide-playground': () => import('@ujuzi/features/learning/playground').then((m) => m.PlaygroundPage),
  '/dashboard/courses/assessments': () => import('@ujuzi/features/learning/assessments').then((m) => m.AssessmentsPage),
  '/dashboard/courses/assessments/course/:courseSlug': () =>
    import('@ujuzi/features/learning/assessments').then((m) => m.CourseAssessmentsPage),
  '/dashboard/courses/assessments/:slugOrId': () => import('@ujuzi/features/learning/assessment').then((m) => m.AssessmentPage),
  '/dashboard/courses/assessments/:slugOrId/submit': () =>
    import('@ujuzi/features/learning/assessment').then((m) => m.TakeAssessmentPage),
  '/dashboard/courses': () => import('@ujuzi/features/learning/catalogue').then((m) => m.CataloguePage),
  '/dashboard/courses/:slug': () => import('@ujuzi/features/learning/course').then((m) => m.CourseDetailsPage),
  '/dashboard/courses/:courseSlug/lessons': () => import('@ujuzi/features/learning/lessons').then((m) => m.LessonsPage),
  '/dashboard/courses/:courseSlug/lessons/:lessonSlug': () => import('@ujuzi/features/learning/lesson').then((m) => m.LessonPage),
  '/dashboard/courses/progress': () => import('@ujuzi/features/learning/progress').then((m) => m.ProgressPage),
  '/dashboard/learning/study-groups': () => import('@ujuzi/features/learning/study-groups').then((m) => m.StudyGroupsPage),
  '/dashboard/learning/study-groups/:id': () => import('@ujuzi/features/learning/study-group').then((m) => m.StudyGroupPage),
  '/dashboard/learning/my-learning': () => import('@ujuzi/features/learning/analytics/my-learning').then((m) => m.MyLearningPage),
  '/dashboard/learning/analytics': () => import('@ujuzi/features/learning/analytics/records').then((m) => m.LearningRecordsPage),
  '/dashboard/learning/analytics/platform': () =>
    import('@ujuzi/features/learning/platform-analytics').then((m) => m.PlatformAnalyticsPage),
  '/dashboard/learning/analytics/:id': () =>
    import('@ujuzi/features/learning/analytics/record').then((m) => m.LearningRecordPage),
  '/dashboard/learning/analytics/courses/:id': () =>
    import('@ujuzi/features/learning/analytics/course').then((m) => m.CourseAnalyticsPage),
  '/dashboard/learning/paths': () => import('@ujuzi/features/learning/paths').then((m) => m.LearningPathsAdminPage),
  '/dashboard/learning/languages': () => import('@ujuzi/features/learning/tech-catalogue').then((m) => m.LanguagesPage),
  '/dashboard/learning/technologies': () => import('@ujuzi/features/learning/tech-catalogue').then((m) => m.TechnologiesPage),
  '/dashboard/learning/tech-stacks': () => import('@ujuzi/features/learning/tech-catalogue').then((m) => m.TechStacksPage),
  '/dashboard/learning/coding-sessions': () => import('@ujuzi/features/learning/ide-sessions').then((m) => m.CodingSessionsPage),
  '/dashboard/courses/progress/:courseSlug': () =>
    import('@ujuzi/features/learning/course-progress').then((m) => m.CourseProgressPage),
  '/dashboard/certificates': () => import('@ujuzi/features/certificates/home').then((m) => m.CertificatesHomePage),
  '/dashboard/certificates/my-certificates': () =>
    import('@ujuzi/features/certificates/my-certificates').then((m) => m.MyCertificatesPage),
  '/dashboard/certificates/my-certificates/:certificateId': () =>
    import('@ujuzi/features/certificates/my-certificate').then((m) => m.MyCertificatePage),
  '/dashboard/certificates/pending': () => import('@ujuzi/features/certificates/pending').then((m) => m.PendingCertificatesPage),
  '/dashboard/certificates/all': () => import('@ujuzi/features/certificates/all').then((m) => m.AllCertificatesPage),
  '/dashboard/certificates/manage': () => import('@ujuzi/features/certificates/manage').then((m) => m.CertificatesManagePage),
  '/dashboard/certificates/analytics': () =>
    import('@ujuzi/features/certificates/analytics').then((m) => m.CertificateAnalyticsPage),
  '/dashboard/certificates/:certificateId': () =>
    import('@ujuzi/features/certificates/certificate').then((m) => m.CertificatePage),
  '/dashboard/qr-code': () => import('@ujuzi/features/certificates/qr-code').then((m) => m.QrCodePage),
  '/dashboard/qr-code/settings': () => import('@ujuzi/features/certificates/qr-code-settings').then((m) => m.QrCodeSettingsPage),
  '/dashboard/qr-code/profile': () => import('@ujuzi/features/certificates/qr-code-profile').then((m) => m.QrCodeProfilePage),
  '/dashboard/profile': () => import('@ujuzi/features/profile/profile').then((m) => m.ProfilePage),
  '/dashboard/profile/settings': () => import('@ujuzi/features/profile/settings').then((m) => m.ProfileSettingsPage),
  '/dashboard/courses/enroll/:slug': () => import('@ujuzi/features/payments/enroll').then((m) => m.EnrollPage),
  '/dashboard/payments/enroll/:courseId': () => import('@ujuzi/features/payments/checkout').then((m) => m.CheckoutPage),
  '/dashboard/payments/success/:enrollmentId?': () => import('@ujuzi/features/payments/result').then((m) => m.PaymentSuccessPage),
  '/dashboard/payments/cancel/:enrollmentId?': () => import('@ujuzi/features/payments/result').then((m) => m.PaymentCancelPage),
  '/dashboard/payments/enrollments': () => import('@ujuzi/features/payments/enrollments').then((m) => m.EnrollmentsPage),
  '/dashboard/payments/enrollments/:enrollmentId': () =>
    import('@ujuzi/features/payments/enrollment').then((m) => m.EnrollmentPage),
  '/dashboard/payments/receipts/:paymentId': () => import('@ujuzi/features/payments/receipt').then((m) => m.ReceiptPage),
  '/dashboard/payments/history': () => import('@ujuzi/features/payments/history').then((m) => m.PaymentHistoryPage),
  '/dashboard/payments/admin/refunds': () => import('@ujuzi/features/payments/refunds').then((m) => m.RefundsPage),
  '/dashboard/payments/admin/refunds/:refundId': () => import('@ujuzi/features/payments/refund').then((m) => m.RefundPage),
  '/dashboard/payments/admin/discounts': () => import('@ujuzi/features/payments/discounts').then((m) => m.DiscountsPage),
  '/dashboard/payments/admin/overview': () =>
    import('@ujuzi/features/payments-desk/overview').then((m) => m.PaymentsOverviewPage),
  '/dashboard/payments/admin/payments': () => import('@ujuzi/features/payments-desk/payments').then((m) => m.AdminPaymentsPage),
  '/dashboard/payments/admin/payments/:paymentId': () =>
    import('@ujuzi/features/payments-desk/payment').then((m) => m.AdminPaymentPage),
  '/dashboard/payments/admin/gateway-logs': () =>
    import('@ujuzi/features/payments-desk/gateway-logs').then((m) => m.GatewayLogsPage),
  '/dashboard/payments/admin/gateway-logs/:logId': () =>
    import('@ujuzi/features/payments-desk/gateway-log').then((m) => m.GatewayLogPage),
  '/dashboard/payments/admin/enrollment-analytics': () =>
    import('@ujuzi/features/payments-desk/enrollment-analytics').then((m) => m.EnrollmentAnalyticsPage),
  '/dashboard/payments/admin/defaulters': () => import('@ujuzi/features/payments-desk/defaulters').then((m) => m.DefaultersPage),
  '/dashboard/payments/admin/plans': () => import('@ujuzi/features/pricing/plans').then((m) => m.PaymentPlansPage),
  '/dashboard/payments/admin/plans/:planId': () => import('@ujuzi/features/pricing/plan').then((m) => m.PaymentPlanPage),
  '/dashboard/payments/admin/upcoming-installments': () =>
    import('@ujuzi/features/payments/installments').then((m) => m.UpcomingInstallmentsPage),
  '/dashboard/payments/methods': () => import('@ujuzi/features/pricing/methods').then((m) => m.SavedMethodsPage),
  '/dashboard/payments/admin/course-prices': () =>
    import('@ujuzi/features/pricing/course-prices').then((m) => m.CoursePricesPage),
  '/dashboard/payments/installments': () => import('@ujuzi/features/payments/installments').then((m) => m.InstallmentsPage),
  '/dashboard/payments': () => import('@ujuzi/features/payments/home').then((m) => m.PaymentsHomePage),
  '/dashboard/finance/invoices': () => import('@ujuzi/features/finance/invoices').then((m) => m.InvoicesPage),
  '/dashboard/finance/invoices/:slug': () => import('@ujuzi/features/finance/invoice').then((m) => m.InvoicePage),
  '/dashboard/finance/fee-collection': () => import('@ujuzi/features/finance/fee-collection').then((m) => m.FeeCollectionPage),
  '/dashboard/finance/expenses': () => import('@ujuzi/features/finance/expenses').then((m) => m.ExpensesPage),
  '/dashboard/finance/expenses/:id': () => import('@ujuzi/features/finance/expense').then((m) => m.ExpensePage),
  '/dashboard/finance/budgets': () => import('@ujuzi/features/finance/budgets').then((m) => m.BudgetsPage),
  '/dashboard/finance/budgets/:id': () => import('@ujuzi/features/finance/budget').then((m) => m.BudgetPage),
  '/dashboard/finance/fee-structures': () => import('@ujuzi/features/finance/fee-structures').then((m) => m.FeeStructuresPage),
  '/dashboard/finance/fee-structures/:id': () => import('@ujuzi/features/finance/fee-structure').then((m) => m.FeeStructurePage),
  '/dashboard/finance/student-fees': () => import('@ujuzi/features/finance/student-fees').then((m) => m.StudentFeesPage),
  '/dashboard/finance/student-fees/:id': () => import('@ujuzi/features/finance/student-fee').then((m) => m.StudentFeePage),
  '/dashboard/finance/fee-payments': () => import('@ujuzi/features/finance/fee-payments').then((m) => m.FeePaymentsPage),
  '/dashboard/finance/receipts': () => import('@ujuzi/features/finance/receipts').then((m) => m.ReceiptsPage),
  '/dashboard/finance/receipts/:id': () => import('@ujuzi/features/finance/receipt').then((m) => m.ReceiptPage),
  '/dashboard/assessments/exams': () => import('@ujuzi/features/assessments/exams').then((m) => m.ExamsPage),
  '/dashboard/assessments/exams/:slug': () => import('@ujuzi/features/assessments/exam').then((m) => m.ExamPage),
  '/dashboard/assessments/results': () => import('@ujuzi/features/assessments/results').then((m) => m.ResultsPage),
  '/dashboard/assessments/report-cards': () => import('@ujuzi/features/assessments/report-cards').then((m) => m.ReportCardsPage),
  '/dashboard/assessments/report-cards/:slug': () =>
    import('@ujuzi/features/assessments/report-card').then((m) => m.ReportCardPage),
  '/dashboard/assessments/grading-systems': () => import('@ujuzi/features/assessments/grading').then((m) => m.GradingSystemsPage),
  '/dashboard/assessments/grading-systems/:id': () =>
    import('@ujuzi/features/assessments/grading-system').then((m) => m.GradingSystemPage),
  '/dashboard/gradebook': () => import('@ujuzi/features/gradebook/course-grades/gradebook-page').then((m) => m.GradebookPage),
  '/dashboard/gradebook/my-grades': () =>
    import('@ujuzi/features/gradebook/course-grades/my-grades-page').then((m) => m.MyGradesPage),
  '/dashboard/gradebook/grades/:id': () =>
    import('@ujuzi/features/gradebook/course-grades/grade-page').then((m) => m.CourseGradePage),
  '/dashboard/gradebook/rubrics': () => import('@ujuzi/features/gradebook/rubrics/rubrics-page').then((m) => m.RubricsPage),
  '/dashboard/gradebook/rubrics/:id': () => import('@ujuzi/features/gradebook/rubrics/rubric-page').then((m) => m.RubricPage),
  '/dashboard/gradebook/peer-reviews': () =>
    import('@ujuzi/features/gradebook/peer-reviews/peer-reviews-page').then((m) => m.PeerReviewsPage),
  '/dashboard/gradebook/my-reviews': () =>
    import('@ujuzi/features/gradebook/peer-reviews/my-reviews-page').then((m) => m.MyReviewsPage),
  '/dashboard/gradebook/peer-reviews/:id': () =>
    import('@ujuzi/features/gradebook/peer-reviews/peer-review-page').then((m) => m.PeerReviewPage),
  '/dashboard/academics/classes': () => import('@ujuzi/features/academics/classes').then((m) => m.ClassesPage),
  '/dashboard/academics/departments': () => import('@ujuzi/features/academics/departments').then((m) => m.DepartmentsPage),
  '/dashboard/academics/calendar': () => import('@ujuzi/features/academics/calendar').then((m) => m.CalendarPage),
  '/dashboard/academics/calendar/:id': () => import('@ujuzi/features/academics/calendar-event').then((m) => m.CalendarEventPage),
  '/dashboard/academics/years': () => import('@ujuzi/features/academics/years').then((m) => m.AcademicYearsPage),
  '/dashboard/leave': () => import('@ujuzi/features/leave/list').then((m) => m.LeavesPage),
  '/dashboard/leave/approvals': () => import('@ujuzi/features/leave/approvals').then((m) => m.LeaveApprovalsPage),
  '/dashboard/records/documents': () => import('@ujuzi/features/records/documents').then((m) => m.DocumentsPage),
  '/dashboard/records/documents/unverified': () =>
    import('@ujuzi/features/records/documents-to-verify').then((m) => m.DocumentsToVerifyPage),
  '/dashboard/records/academic-records': () =>
    import('@ujuzi/features/records/academic-records').then((m) => m.AcademicRecordsPage),
  '/dashboard/records/school': () => import('@ujuzi/features/records/school').then((m) => m.SchoolProfilePage),
  '/dashboard/records/people': () => import('@ujuzi/features/records/people').then((m) => m.PeoplePage),
  '/dashboard/records/people/import': () => import('@ujuzi/features/records/people-import').then((m) => m.PeopleImportPage),
  '/dashboard/academics/class-levels': () => import('@ujuzi/features/academics/class-levels').then((m) => m.ClassLevelsPage),
  '/dashboard/academics/class-enrollments': () =>
    import('@ujuzi/features/academics/class-enrollments').then((m) => m.ClassEnrollmentsPage),
  '/dashboard/leave/reports': () => import('@ujuzi/features/leave/reports').then((m) => m.LeaveReportsPage),
  '/dashboard/leave/:id': () => import('@ujuzi/features/leave/detail').then((m) => m.LeavePage),
  '/dashboard/parents': () => import('@ujuzi/features/parents/list').then((m) => m.ParentsPage),
  '/dashboard/parents/:id': () => import('@ujuzi/features/parents/detail').then((m) => m.ParentPage),
  '/dashboard/alumni': () => import('@ujuzi/features/alumni/directory').then((m) => m.AlumniPage),
  '/dashboard/alumni/:id': () => import('@ujuzi/features/alumni/profile').then((m) => m.AlumnusPage),
  '/dashboard/alumni/events': () => import('@ujuzi/features/alumni/events').then((m) => m.AlumniEventsPage),
  '/dashboard/alumni/events/:id': () => import('@ujuzi/features/alumni/event').then((m) => m.AlumniEventPage),
  '/dashboard/attendance': () => import('@ujuzi/features/attendance/today').then((m) => m.TodayPage),
  '/dashboard/attendance/register/:sectionId': () => import('@ujuzi/features/attendance/register').then((m) => m.RegisterPage),
  '/dashboard/attendance/records': () => import('@ujuzi/features/attendance/records').then((m) => m.RecordsPage),
  '/dashboard/attendance/students/:id': () => import('@ujuzi/features/attendance/student').then((m) => m.StudentMonthPage),
  '/dashboard/attendance/mine': () => import('@ujuzi/features/attendance/mine').then((m) => m.MyAttendancePage),
  '/dashboard/academics/subjects': () => import('@ujuzi/features/academics/subjects').then((m) => m.SubjectsPage),
  '/dashboard/academics/subjects/:slug': () => import('@ujuzi/features/academics/subject').then((m) => m.SubjectPage),
  '/dashboard/academics/timetable': () => import('@ujuzi/features/academics/timetable').then((m) => m.TimetablePage),
  '/dashboard/newsletter': () => import('@ujuzi/features/newsletter/home').then((m) => m.NewsletterHomePage),
  '/dashboard/newsletter/newsletters': () => import('@ujuzi/features/newsletter/newsletters').then((m) => m.NewslettersPage),
  '/dashboard/newsletter/newsletters/new': () =>
    import('@ujuzi/features/newsletter/newsletter-edit').then((m) => m.NewNewsletterPage),
  '/dashboard/newsletter/newsletters/edit/:id': () =>
    import('@ujuzi/features/newsletter/newsletter-edit').then((m) => m.EditNewsletterPage),
  '/dashboard/newsletter/newsletters/:id/preview': () =>
    import('@ujuzi/features/newsletter/newsletter-preview').then((m) => m.NewsletterPreviewPage),
  '/dashboard/newsletter/newsletters/:id/statistics': () =>
    import('@ujuzi/features/newsletter/newsletter-statistics').then((m) => m.NewsletterStatisticsPage),
  '/dashboard/newsletter/subscribers': () => import('@ujuzi/features/newsletter/subscribers').then((m) => m.SubscribersPage),
  '/dashboard/newsletter/subscribers/:id': () => import('@ujuzi/features/newsletter/subscriber').then((m) => m.SubscriberPage),
  '/dashboard/newsletter/subscribers/edit/:id': () =>
    import('@ujuzi/features/newsletter/subscriber-edit').then((m) => m.SubscriberEditPage),
  '/dashboard/newsletter/subscribers/import': () =>
    import('@ujuzi/features/newsletter/subscribers-import').then((m) => m.SubscribersImportPage),
  '/dashboard/newsletter/categories': () => import('@ujuzi/features/newsletter/categories').then((m) => m.CategoriesPage),
  '/dashboard/newsletter/templates': () => import('@ujuzi/features/newsletter/templates').then((m) => m.TemplatesPage),
  '/dashboard/newsletter/templates/new': () => import('@ujuzi/features/newsletter/template-edit').then((m) => m.NewTemplatePage),
  '/dashboard/newsletter/templates/edit/:id': () =>
    import('@ujuzi/features/newsletter/template-edit').then((m) => m.EditTemplatePage),
  '/dashboard/newsletter/settings': () => import('@ujuzi/features/newsletter/settings').then((m) => m.NewsletterSettingsPage),
  '/dashboard/students': () => import('@ujuzi/features/students/list').then((m) => m.StudentsPage),
  '/dashboard/students/new': () => import('@ujuzi/features/students/new').then((m) => m.NewStudentPage),
  '/dashboard/students/edit/:id': () => import('@ujuzi/features/students/edit').then((m) => m.EditStudentPage),
  '/dashboard/students/:id': () => import('@ujuzi/features/students/detail').then((m) => m.StudentPage),
  '/dashboard/staff': () => import('@ujuzi/features/staff/list').then((m) => m.StaffPage),
  '/dashboard/staff/new': () => import('@ujuzi/features/staff/new').then((m) => m.NewStaffPage),
  '/dashboard/staff/edit/:slug': () => import('@ujuzi/features/staff/edit').then((m) => m.EditStaffPage),
  '/dashboard/staff/:slug': () => import('@ujuzi/features/staff/detail').then((m) => m.StaffMemberPage),
  '/payment/success': () => import('@ujuzi/features/payments/result').then((m) => m.PublicPaymentSuccessPage),
  '/payment/cancel': () => import('@ujuzi/features/payments/result').then((m) => m.PublicPaymentCancelPage),
  '/payment/verify/:paymentId': () => import('@ujuzi/features/payments/result').then((m) => m.PaymentVerifyPage),
};

/** Public route pattern → screen loader (the prerendered pages: the public half). */
const PUBLIC_SCREENS: Partial<Record<string, Loader>> = {
  '/': () => publicArea.home().then((m) => m.HomePage),
  '/about': () => publicArea.about().then((m) => m.AboutPage),
  '/contact': () => publicArea.contact().then((m) => m.ContactPage),
  '/courses': () => publicArea.courses().then((m) => m.CoursesPage),
  '/courses/:slug': () => publicArea.course().then((m) => m.CoursePage),
  '/articles': () => publicArea.articles().then((m) => m.ArticlesPage),
  '/articles/:slug': () => publicArea.articles().then((m) => m.ArticlePage),
  '/articles/category/:category': () => publicArea.articles().then((m) => m.ArticlesPage),
  '/articles/tag/:tag': () => publicArea.articles().then((m) => m.ArticlesPage),
  '/admissions': () => publicArea.admissions().then((m) => m.AdmissionsPage),
  '/faq': () => publicArea.faq().then((m) => m.FaqPage),
  '/terms': () => publicArea.legal().then((m) => m.TermsPage),
  '/privacy': () => publicArea.legal().then((m) => m.PrivacyPage),
  '/cookies': () => publicArea.legal().then((m) => m.CookiesPage),
  '/accessibility': () => publicArea.legal().then((m) => m.AccessibilityPage),
  '/certificate/verify': () => publicArea.certificates().then((m) => m.CertificateVerificationPage),
  '/certificate/verify/:verificationHash': () => publicArea.certificates().then((m) => m.CertificateVerificationPage),
  '/profile/:qrHash': () => publicArea.qrProfile().then((m) => m.QrProfilePage),
  '/qr/:qrHash': () => publicArea.qrProfile().then((m) => m.QrProfilePage),
  '/newsletter/confirm/:token': () => publicArea.newsletter().then((m) => m.NewsletterConfirmPage),
  '/newsletter/unsubscribe/:token': () => publicArea.newsletter().then((m) => m.NewsletterUnsubscribePage),
  '/unauthorized': () => publicArea.unauthorized().then((m) => m.UnauthorizedPage),
  // The sign-in pages run in the public half too (issue 30); a successful sign-in loads the app.
  '/login': () => signIn.login().then((m) => m.LoginPage),
  '/register': () => signIn.register().then((m) => m.RegisterPage),
  '/forgot-password': () => signIn.forgotPassword().then((m) => m.ForgotPasswordPage),
  '/reset-password/:uidb64/:token': () => signIn.resetPassword().then((m) => m.ResetPasswordPage),
  '/reset-password/:token': () => signIn.resetPassword().then((m) => m.ResetPasswordPage),
  '*': () => publicArea.notFound().then((m) => m.NotFoundPage),
};

/**
 * Route pattern → screen loader; patterns missing here show their titled page. The public half never
 * renders a signed-in screen (it crosses to the app for those), so its build leaves their loaders and
 * chunk lists out: about 6 KB gz less on every public page.
 */
const SCREENS: Partial<Record<string, Loader>> =
  import.meta.env.UJUZI_HALF === 'public' ? PUBLIC_SCREENS : { ...APP_SCREENS, ...PUBLIC_SCREENS };

const cache = new Map<string, LazyExoticComponent<Screen>>();
/** Screens whose code has arrived before their first render (see preloadScreen). */
const loaded = new Map<string, Screen>();

/**
 * Loads a route's screen before the app first renders it. A prerendered page calls this before
 * hydrating (its HTML already preloads the chunk): the screen then renders at once instead of
 * suspending, so hydration adopts the page's HTML as it is.
 */
export async function preloadScreen(pattern: string): Promise<void> {
  if (loaded.has(pattern)) return;
  loaded.set(pattern, await loadWithRetry(SCREENS[pattern] ?? placeholder));
}

/** The screen of a route pattern: the preloaded one, or a lazy one (one component per pattern, kept across renders). */
export function screenFor(pattern: string): Screen {
  const preloaded = loaded.get(pattern);
  if (preloaded) return preloaded;
  let screen = cache.get(pattern);
  if (!screen) {
    const load = SCREENS[pattern] ?? placeholder;
    screen = lazy(() => loadWithRetry(load).then((Component) => ({ default: Component })));
    cache.set(pattern, screen);
  }
  return screen;
}

/** Forgets a failed screen so Retry loads its code again (React caches a rejected lazy component). */
export function forgetScreen(pattern: string): void {
  cache.delete(pattern);
}

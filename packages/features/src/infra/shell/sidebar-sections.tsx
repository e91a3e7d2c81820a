/**
 * The dashboard sidebar of client spec §2, per user. Whether an entry shows is decided by the route
 * table's access rule (`canOpen`, the rule the guards use), plus the few sidebar-only limits of §6
 * (My Progress, My Enrollments and Certificates for students and parents only). No second rule.
 */
import { canOpen } from '@ujuzi/domain';
import { COUNT_CAPS, type SidebarEntry } from '@ujuzi/ui';
import {
  Award,
  BadgeCheck,
  CalendarCheck,
  CalendarOff,
  CreditCard,
  FolderOpen,
  LayoutDashboard,
  Mail,
  MessagesSquare,
  Newspaper,
  PhoneCall,
  UserRound,
  UserRoundCog,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { links } from '../kit/links';
import { ALUMNI_SECTION } from './sidebar-alumni';
import { GRADEBOOK_SECTION } from './sidebar-gradebook';
import { ACADEMICS_SECTION } from './sidebar-academics';
import { LEARNERS, LEARNING_SECTION } from './sidebar-learning';
import { NO_COUNTERS, type CounterKey, type SidebarCounters } from './sidebar-counters';

export { NO_COUNTERS, type CounterKey, type SidebarCounters } from './sidebar-counters';

export interface EntrySpec {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A route of the table (static: the sidebar links to fixed pages). */
  href?: string;
  counter?: CounterKey;
  counterLabel?: string;
  /** §6 sidebar-only limit, checked on the exact user type. */
  only?: readonly string[];
  children?: EntrySpec[];
}

/** Client spec §2: the sections in order, with the counters of §3 where they belong. */
export const SIDEBAR_TREE: readonly EntrySpec[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard />, href: links.dashboard() },
  LEARNING_SECTION,
  GRADEBOOK_SECTION,
  ACADEMICS_SECTION,
  {
    id: 'materials',
    label: 'Material Management',
    icon: <FolderOpen />,
    children: [
      { id: 'materials-all', label: 'All Materials', href: links.materials() },
      { id: 'materials-new', label: 'Add Material', href: links.newMaterial() },
    ],
  },
  {
    id: 'students',
    label: 'Student Management',
    icon: <UsersRound />,
    children: [
      {
        id: 'students-all',
        label: 'All Students',
        href: links.students(),
        counter: 'totalStudents',
        counterLabel: 'students',
      },
      { id: 'students-new', label: 'Add Student', href: links.newStudent() },
      { id: 'parents', label: 'Parents', href: links.parents() },
    ],
  },
  {
    id: 'attendance',
    label: 'Attendance',
    icon: <CalendarCheck />,
    children: [
      { id: 'attendance-today', label: 'Today’s Registers', href: links.attendanceToday() },
      { id: 'attendance-records', label: 'Attendance Records', href: links.attendanceRecords() },
      { id: 'attendance-mine', label: 'My Attendance', href: links.myAttendance(), only: ['student'] },
      { id: 'attendance-children', label: 'Children’s Attendance', href: links.myAttendance(), only: ['parent'] },
    ],
  },
  {
    id: 'leave',
    label: 'Leave',
    icon: <CalendarOff />,
    children: [
      { id: 'leave-applications', label: 'Leave Applications', href: links.leaves() },
      { id: 'leave-approvals', label: 'Leave Approvals', href: links.leaveApprovals() },
      { id: 'leave-reports', label: 'Leave Reports', href: links.leaveReports() },
    ],
  },
  {
    id: 'staff',
    label: 'Staff Management',
    icon: <UserRoundCog />,
    children: [
      { id: 'staff-all', label: 'All Staff', href: links.staff(), counter: 'totalStaff', counterLabel: 'staff members' },
      { id: 'staff-new', label: 'Add Staff', href: links.newStaff() },
    ],
  },
  {
    id: 'newsletter',
    label: 'Newsletter Management',
    icon: <Newspaper />,
    children: [
      { id: 'newsletter-overview', label: 'Overview', href: links.newsletter() },
      { id: 'newsletters', label: 'Newsletters', href: links.newsletters() },
      { id: 'newsletter-new', label: 'Create Newsletter', href: links.newNewsletter() },
      { id: 'subscribers', label: 'Subscribers', href: links.subscribers() },
      { id: 'newsletter-categories', label: 'Categories', href: links.newsletterCategories() },
      { id: 'newsletter-templates', label: 'Templates', href: links.templates() },
      { id: 'newsletter-settings', label: 'Settings', href: links.newsletterSettings() },
    ],
  },
  {
    id: 'contact',
    label: 'Contact Management',
    icon: <PhoneCall />,
    children: [
      { id: 'contact-overview', label: 'Overview', href: links.contact() },
      { id: 'inquiries', label: 'Inquiries', href: links.inquiries() },
      { id: 'contact-us-messages', label: 'Contact-us messages', href: links.contactMessages() },
      { id: 'faqs', label: 'FAQs', href: links.faqs() },
      { id: 'contact-categories', label: 'Categories', href: links.contactCategories() },
    ],
  },
  {
    id: 'communications',
    label: 'Communications',
    icon: <Mail />,
    children: [
      {
        id: 'announcements',
        label: 'Announcements',
        href: links.announcements(),
        counter: 'newAnnouncements',
        counterLabel: 'new announcements',
      },
      {
        id: 'messages',
        label: 'Messages',
        href: links.messages(),
        counter: 'unreadMessages',
        counterLabel: 'unread messages',
      },
      {
        id: 'notifications',
        label: 'Notifications',
        href: links.notifications(),
        counter: 'unreadNotifications',
        counterLabel: 'unread notifications',
      },
      { id: 'communications-send', label: 'Send a notification', href: links.sendNotification() },
      { id: 'email-templates', label: 'E-mail templates', href: links.emailTemplates() },
      { id: 'email-logs', label: 'E-mail logs', href: links.emailLogs() },
      { id: 'communications-settings', label: 'Settings', href: links.communicationSettings() },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    icon: <MessagesSquare />,
    children: [
      { id: 'topics', label: 'Topics', href: links.community() },
      { id: 'community-articles', label: 'Articles', href: links.communityArticles() },
      { id: 'community-mine', label: 'My content', href: links.myCommunityContent() },
      { id: 'community-bookmarks', label: 'Bookmarks', href: links.bookmarks() },
      {
        id: 'community-notifications',
        label: 'Community notifications',
        href: links.communityNotifications(),
        counter: 'unreadCommunityNotifications',
        counterLabel: 'unread community notifications',
      },
      { id: 'community-search', label: 'Search', href: links.communitySearch() },
      { id: 'community-activity', label: 'Activity', href: links.communityActivity() },
      { id: 'community-categories', label: 'Categories', href: links.communityCategories() },
    ],
  },
  ALUMNI_SECTION,
  {
    id: 'payments',
    label: 'Payments and Finance',
    icon: <CreditCard />,
    children: [
      { id: 'payments-overview', label: 'Payments', href: links.payments() },
      {
        id: 'enrollments',
        label: 'My Enrollments',
        href: links.enrollments(),
        only: LEARNERS,
        counter: 'activeEnrollments',
        counterLabel: 'active enrollments',
      },
      { id: 'history', label: 'Payment History', href: links.paymentHistory() },
      {
        id: 'installments',
        label: 'Installments',
        href: links.installments(),
        counter: 'overdueInstallments',
        counterLabel: 'overdue installments',
      },
      { id: 'invoices', label: 'Invoices', href: links.invoices() },
      { id: 'fee-collection', label: 'Fee Collection', href: links.feeCollection() },
      { id: 'fee-structures', label: 'Fee Structures', href: links.feeStructures() },
      { id: 'student-fees', label: 'School Fees', href: links.studentFees() },
      { id: 'fee-payments', label: 'Fee Payments', href: links.feePayments() },
      { id: 'finance-receipts', label: 'Fee Receipts', href: links.financeReceipts() },
      { id: 'expenses', label: 'Expenses', href: links.expenses() },
      { id: 'budgets', label: 'Budgets', href: links.budgets() },
      { id: 'payments-desk', label: 'Payments Overview', href: links.paymentsOverview() },
      { id: 'admin-payments', label: 'All Payments', href: links.adminPayments() },
      { id: 'gateway-logs', label: 'Gateway Logs', href: links.gatewayLogs() },
      { id: 'enrollment-analytics', label: 'Enrollment Analytics', href: links.enrollmentAnalytics() },
      { id: 'defaulters', label: 'Defaulters', href: links.defaulters() },
      { id: 'refunds', label: 'Refunds', href: links.refunds() },
      { id: 'discounts', label: 'Discount Codes', href: links.discounts() },
      { id: 'payment-plans', label: 'Payment Plans', href: links.paymentPlans() },
      { id: 'course-prices', label: 'Course Prices', href: links.coursePrices() },
      { id: 'upcoming-installments', label: 'Upcoming Installments', href: links.upcomingInstallments() },
      { id: 'saved-methods', label: 'Saved Payment Methods', href: links.savedPaymentMethods() },
    ],
  },
  {
    id: 'certificates',
    label: 'Certificates',
    icon: <Award />,
    only: LEARNERS,
    children: [
      { id: 'my-certificates', label: 'My Certificates', href: links.myCertificates() },
      { id: 'certificates-overview', label: 'Overview', href: links.certificates() },
    ],
  },
  {
    id: 'certificate-management',
    label: 'Certificate Management',
    icon: <BadgeCheck />,
    children: [
      { id: 'certificates-manage', label: 'Manage', href: links.manageCertificates() },
      { id: 'certificates-all', label: 'All Certificates', href: links.allCertificates() },
      { id: 'certificates-pending', label: 'Pending', href: links.pendingCertificates() },
      { id: 'certificates-analytics', label: 'Analytics', href: links.certificateAnalytics() },
    ],
  },
  {
    id: 'account',
    label: 'Account and Settings',
    icon: <UserRound />,
    children: [
      { id: 'profile', label: 'Profile', href: links.profile() },
      { id: 'settings', label: 'Settings', href: links.profileSettings() },
      { id: 'qr-code', label: 'QR Code', href: links.qrCode() },
    ],
  },
];

type SidebarUser = { user_type?: string | null } | null;

const shows = (spec: EntrySpec, user: SidebarUser): boolean =>
  (!spec.only || spec.only.includes(user?.user_type ?? '')) && (!spec.href || canOpen(spec.href, user));

function build(specs: readonly EntrySpec[], user: SidebarUser, counters: SidebarCounters): SidebarEntry[] {
  return specs.map((spec) => ({
    id: spec.id,
    label: spec.label,
    icon: spec.icon,
    href: spec.href,
    visible: shows(spec, user),
    ...(spec.counter
      ? {
          counter: counters[spec.counter],
          counterLabel: spec.counterLabel,
          ...(spec.counter === 'newAnnouncements' ? { counterCap: COUNT_CAPS.announcements } : {}),
        }
      : {}),
    ...(spec.children ? { children: build(spec.children, user, counters) } : {}),
  }));
}

/** The §2 sidebar for a user, each entry's `visible` from the route table (and §6), with live counters. */
export const sidebarSections = (user: SidebarUser, counters: SidebarCounters = NO_COUNTERS): SidebarEntry[] =>
  build(SIDEBAR_TREE, user, counters);

/** Whether the sidebar shows the entry holding a counter: the shell fetches only the counters it shows. */
export function shownCounters(user: SidebarUser): Set<CounterKey> {
  const shown = new Set<CounterKey>();
  const visit = (specs: readonly EntrySpec[], parentShown: boolean) => {
    for (const spec of specs) {
      const visible = parentShown && shows(spec, user);
      if (visible && spec.counter) shown.add(spec.counter);
      if (spec.children) visit(spec.children, visible);
    }
  };
  visit(SIDEBAR_TREE, true);
  return shown;
}

/**
 * The dashboard sidebar of client spec §2, per user. Whether an entry shows is decided by the route
 * table's access rule (`canOpen`, the rule the guards use), plus the few sidebar-only limits of §6
 * (My Progress, My Enrollments and Certificates for students and parents only). No second rule.
 */
import { canOpen, type RoutePattern } from '@ujuzi/domain';
import { COUNT_CAPS, type SidebarEntry } from '@ujuzi/ui';
import {
  Award,
  BadgeCheck,
  BookOpen,
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

/** The sidebar counters of client spec §3. */
export interface SidebarCounters {
  unreadNotifications: number;
  unreadMessages: number;
  newAnnouncements: number;
  inProgressCourses: number;
  activeEnrollments: number;
  overdueInstallments: number;
  upcomingAssessments: number;
  totalStudents: number;
  totalStaff: number;
}

export type CounterKey = keyof SidebarCounters;

export const NO_COUNTERS: SidebarCounters = {
  unreadNotifications: 0,
  unreadMessages: 0,
  newAnnouncements: 0,
  inProgressCourses: 0,
  activeEnrollments: 0,
  overdueInstallments: 0,
  upcomingAssessments: 0,
  totalStudents: 0,
  totalStaff: 0,
};

/** §6: entries the sidebar shows only to these types, whatever the route allows. */
const LEARNERS = ['student', 'parent'] as const;

interface EntrySpec {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A route of the table (static: the sidebar links to fixed pages). */
  href?: RoutePattern;
  counter?: CounterKey;
  counterLabel?: string;
  /** §6 sidebar-only limit, checked on the exact user type. */
  only?: readonly string[];
  children?: EntrySpec[];
}

/** Client spec §2: the sections in order, with the counters of §3 where they belong. */
export const SIDEBAR_TREE: readonly EntrySpec[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard />, href: '/dashboard' },
  {
    id: 'learning',
    label: 'Learning Center',
    icon: <BookOpen />,
    children: [
      { id: 'courses', label: 'All Courses', href: '/dashboard/courses' },
      { id: 'courses-new', label: 'Create Course', href: '/dashboard/courses/new' },
      { id: 'courses-manage', label: 'Manage Courses', href: '/dashboard/courses/manage' },
      {
        id: 'progress',
        label: 'My Progress',
        href: '/dashboard/courses/progress',
        only: LEARNERS,
        counter: 'inProgressCourses',
        counterLabel: 'courses in progress',
      },
      { id: 'ide', label: 'IDE Playground', href: '/dashboard/courses/ide-playground' },
      {
        id: 'assessments',
        label: 'Assessments',
        href: '/dashboard/courses/assessments',
        counter: 'upcomingAssessments',
        counterLabel: 'upcoming assessments',
      },
      { id: 'exams', label: 'Exams', href: '/dashboard/assessments/exams' },
      { id: 'results', label: 'Results', href: '/dashboard/assessments/results' },
      { id: 'report-cards', label: 'Report Cards', href: '/dashboard/assessments/report-cards' },
      { id: 'grading-projects', label: 'Project Submissions', href: '/dashboard/courses/grading/projects' },
      { id: 'grading-attempts', label: 'Grade Attempts', href: '/dashboard/courses/grading/attempts' },
      { id: 'courses-reviews', label: 'Course Reviews', href: '/dashboard/courses/reviews' },
    ],
  },
  {
    id: 'materials',
    label: 'Material Management',
    icon: <FolderOpen />,
    children: [
      { id: 'materials-all', label: 'All Materials', href: '/dashboard/materials' },
      { id: 'materials-new', label: 'Add Material', href: '/dashboard/materials/new' },
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
        href: '/dashboard/students',
        counter: 'totalStudents',
        counterLabel: 'students',
      },
      { id: 'students-new', label: 'Add Student', href: '/dashboard/students/new' },
    ],
  },
  {
    id: 'staff',
    label: 'Staff Management',
    icon: <UserRoundCog />,
    children: [
      { id: 'staff-all', label: 'All Staff', href: '/dashboard/staff', counter: 'totalStaff', counterLabel: 'staff members' },
      { id: 'staff-new', label: 'Add Staff', href: '/dashboard/staff/new' },
    ],
  },
  {
    id: 'newsletter',
    label: 'Newsletter Management',
    icon: <Newspaper />,
    children: [
      { id: 'newsletter-overview', label: 'Overview', href: '/dashboard/newsletter' },
      { id: 'newsletters', label: 'Newsletters', href: '/dashboard/newsletter/newsletters' },
      { id: 'newsletter-new', label: 'Create Newsletter', href: '/dashboard/newsletter/newsletters/new' },
      { id: 'subscribers', label: 'Subscribers', href: '/dashboard/newsletter/subscribers' },
      { id: 'newsletter-categories', label: 'Categories', href: '/dashboard/newsletter/categories' },
      { id: 'newsletter-templates', label: 'Templates', href: '/dashboard/newsletter/templates' },
      { id: 'newsletter-settings', label: 'Settings', href: '/dashboard/newsletter/settings' },
    ],
  },
  {
    id: 'contact',
    label: 'Contact Management',
    icon: <PhoneCall />,
    children: [
      { id: 'contact-overview', label: 'Overview', href: '/dashboard/contact' },
      { id: 'inquiries', label: 'Inquiries', href: '/dashboard/contact/inquiries' },
      { id: 'faqs', label: 'FAQs', href: '/dashboard/contact/faqs' },
      { id: 'contact-categories', label: 'Categories', href: '/dashboard/contact/categories' },
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
        href: '/dashboard/communications/announcements',
        counter: 'newAnnouncements',
        counterLabel: 'new announcements',
      },
      {
        id: 'messages',
        label: 'Messages',
        href: '/dashboard/communications/messages',
        counter: 'unreadMessages',
        counterLabel: 'unread messages',
      },
      {
        id: 'notifications',
        label: 'Notifications',
        href: '/dashboard/communications/notifications',
        counter: 'unreadNotifications',
        counterLabel: 'unread notifications',
      },
      { id: 'communications-settings', label: 'Settings', href: '/dashboard/communications/settings' },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    icon: <MessagesSquare />,
    children: [
      { id: 'topics', label: 'Topics', href: '/dashboard/community' },
      { id: 'community-articles', label: 'Articles', href: '/dashboard/community/articles' },
    ],
  },
  {
    id: 'payments',
    label: 'Payments and Finance',
    icon: <CreditCard />,
    children: [
      { id: 'payments-overview', label: 'Payments', href: '/dashboard/payments' },
      {
        id: 'enrollments',
        label: 'My Enrollments',
        href: '/dashboard/payments/enrollments',
        only: LEARNERS,
        counter: 'activeEnrollments',
        counterLabel: 'active enrollments',
      },
      { id: 'history', label: 'Payment History', href: '/dashboard/payments/history' },
      {
        id: 'installments',
        label: 'Installments',
        href: '/dashboard/payments/installments',
        counter: 'overdueInstallments',
        counterLabel: 'overdue installments',
      },
      { id: 'invoices', label: 'Invoices', href: '/dashboard/finance/invoices' },
      { id: 'fee-collection', label: 'Fee Collection', href: '/dashboard/finance/fee-collection' },
      { id: 'expenses', label: 'Expenses', href: '/dashboard/finance/expenses' },
    ],
  },
  {
    id: 'certificates',
    label: 'Certificates',
    icon: <Award />,
    only: LEARNERS,
    children: [
      { id: 'my-certificates', label: 'My Certificates', href: '/dashboard/certificates/my-certificates' },
      { id: 'certificates-overview', label: 'Overview', href: '/dashboard/certificates' },
    ],
  },
  {
    id: 'certificate-management',
    label: 'Certificate Management',
    icon: <BadgeCheck />,
    children: [
      { id: 'certificates-manage', label: 'Manage', href: '/dashboard/certificates/manage' },
      { id: 'certificates-all', label: 'All Certificates', href: '/dashboard/certificates/all' },
      { id: 'certificates-pending', label: 'Pending', href: '/dashboard/certificates/pending' },
      { id: 'certificates-analytics', label: 'Analytics', href: '/dashboard/certificates/analytics' },
    ],
  },
  {
    id: 'account',
    label: 'Account and Settings',
    icon: <UserRound />,
    children: [
      { id: 'profile', label: 'Profile', href: '/dashboard/profile' },
      { id: 'settings', label: 'Settings', href: '/dashboard/profile/settings' },
      { id: 'qr-code', label: 'QR Code', href: '/dashboard/qr-code' },
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

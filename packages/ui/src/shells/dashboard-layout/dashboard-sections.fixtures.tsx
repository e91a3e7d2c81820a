/**
 * The dashboard sidebar of client spec §2 for each role, with the §6 visibility rules applied through
 * `hasAccess`, for stories and tests. The real app builds its own list the same way (with live counters).
 */
import { hasAccess, href, type UserType } from '@ujuzi/domain';
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
  UsersRound,
  UserRoundCog,
} from 'lucide-react';
import { COUNT_CAPS } from '../../components/badge/badge';
import type { SidebarEntry } from './sidebar-model';

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

export const SAMPLE_COUNTERS: SidebarCounters = {
  unreadNotifications: 128,
  unreadMessages: 7,
  newAnnouncements: 8,
  inProgressCourses: 3,
  activeEnrollments: 2,
  overdueInstallments: 1,
  upcomingAssessments: 4,
  totalStudents: 1284,
  totalStaff: 36,
};

/** Totals are not alerts: the spec fixes no cap for them, so they show up to 9,999. */
const TOTALS_CAP = { cap: 9999, plus: true };

const STAFF = ['super_admin', 'admin', 'teacher'];
const MANAGEMENT = ['super_admin', 'admin'];
const LEARNERS = ['student', 'parent'];
const FINANCE = ['super_admin', 'admin', 'accountant'];

interface Spec extends Omit<SidebarEntry, 'visible' | 'children'> {
  /** Roles allowed; [] means any signed-in user (client spec §5). */
  roles?: string[];
  children?: Spec[];
}

const tree = (counters: SidebarCounters): Spec[] => [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard />, href: href('/dashboard') },
  {
    id: 'learning',
    label: 'Learning Center',
    icon: <BookOpen />,
    children: [
      { id: 'courses', label: 'All Courses', href: href('/dashboard/courses') },
      { id: 'courses-new', label: 'Create Course', href: href('/dashboard/courses/new'), roles: STAFF },
      { id: 'courses-manage', label: 'Manage Courses', href: href('/dashboard/courses/manage'), roles: STAFF },
      {
        id: 'progress',
        label: 'My Progress',
        href: href('/dashboard/courses/progress'),
        roles: LEARNERS,
        counter: counters.inProgressCourses,
        counterLabel: 'courses in progress',
      },
      { id: 'ide', label: 'IDE Playground', href: href('/dashboard/courses/ide-playground') },
      {
        id: 'assessments',
        label: 'Assessments',
        href: href('/dashboard/courses/assessments'),
        counter: counters.upcomingAssessments,
        counterLabel: 'upcoming',
      },
    ],
  },
  {
    id: 'materials',
    label: 'Material Management',
    icon: <FolderOpen />,
    roles: STAFF,
    children: [
      { id: 'materials-all', label: 'All Materials', href: href('/dashboard/materials') },
      { id: 'materials-new', label: 'Add Material', href: href('/dashboard/materials/new') },
    ],
  },
  {
    id: 'students',
    label: 'Student Management',
    icon: <UsersRound />,
    roles: STAFF,
    children: [
      {
        id: 'students-all',
        label: 'All Students',
        href: href('/dashboard/students'),
        counter: counters.totalStudents,
        counterCap: TOTALS_CAP,
        counterLabel: 'students',
      },
      { id: 'students-new', label: 'Add Student', href: href('/dashboard/students/new') },
    ],
  },
  {
    id: 'staff',
    label: 'Staff Management',
    icon: <UserRoundCog />,
    roles: MANAGEMENT,
    children: [
      {
        id: 'staff-all',
        label: 'All Staff',
        href: href('/dashboard/staff'),
        counter: counters.totalStaff,
        counterCap: TOTALS_CAP,
        counterLabel: 'staff',
      },
      { id: 'staff-new', label: 'Add Staff', href: href('/dashboard/staff/new') },
    ],
  },
  {
    id: 'newsletter',
    label: 'Newsletter Management',
    icon: <Newspaper />,
    roles: STAFF,
    children: [
      { id: 'newsletter-overview', label: 'Overview', href: href('/dashboard/newsletter') },
      { id: 'newsletters', label: 'Newsletters', href: href('/dashboard/newsletter/newsletters') },
      {
        id: 'newsletter-new',
        label: 'Create Newsletter',
        href: href('/dashboard/newsletter/newsletters/new'),
        roles: MANAGEMENT,
      },
      { id: 'subscribers', label: 'Subscribers', href: href('/dashboard/newsletter/subscribers') },
      { id: 'newsletter-categories', label: 'Categories', href: href('/dashboard/newsletter/categories'), roles: MANAGEMENT },
      { id: 'newsletter-templates', label: 'Templates', href: href('/dashboard/newsletter/templates'), roles: MANAGEMENT },
      { id: 'newsletter-settings', label: 'Settings', href: href('/dashboard/newsletter/settings'), roles: MANAGEMENT },
    ],
  },
  {
    id: 'contact',
    label: 'Contact Management',
    icon: <PhoneCall />,
    roles: STAFF,
    children: [
      { id: 'contact-overview', label: 'Overview', href: href('/dashboard/contact') },
      { id: 'inquiries', label: 'Inquiries', href: href('/dashboard/contact/inquiries') },
      { id: 'faqs', label: 'FAQs', href: href('/dashboard/contact/faqs') },
      { id: 'contact-categories', label: 'Categories', href: href('/dashboard/contact/categories'), roles: MANAGEMENT },
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
        href: href('/dashboard/communications/announcements'),
        counter: counters.newAnnouncements,
        counterCap: COUNT_CAPS.announcements,
        counterLabel: 'new announcements',
      },
      {
        id: 'messages',
        label: 'Messages',
        href: href('/dashboard/communications/messages'),
        counter: counters.unreadMessages,
        counterLabel: 'unread messages',
      },
      {
        id: 'notifications',
        label: 'Notifications',
        href: href('/dashboard/communications/notifications'),
        counter: counters.unreadNotifications,
        counterLabel: 'unread notifications',
      },
      { id: 'communications-settings', label: 'Settings', href: href('/dashboard/communications/settings'), roles: MANAGEMENT },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    icon: <MessagesSquare />,
    children: [
      { id: 'topics', label: 'Topics', href: href('/dashboard/community') },
      { id: 'community-articles', label: 'Articles', href: href('/dashboard/community/articles') },
    ],
  },
  {
    id: 'payments',
    label: 'Payments and Finance',
    icon: <CreditCard />,
    children: [
      { id: 'payments-overview', label: 'Payments', href: href('/dashboard/payments') },
      {
        id: 'enrollments',
        label: 'My Enrollments',
        href: href('/dashboard/payments/enrollments'),
        roles: LEARNERS,
        counter: counters.activeEnrollments,
        counterLabel: 'active',
      },
      { id: 'history', label: 'Payment History', href: href('/dashboard/payments/history') },
      {
        id: 'installments',
        label: 'Installments',
        href: href('/dashboard/payments/installments'),
        counter: counters.overdueInstallments,
        counterLabel: 'overdue',
      },
      { id: 'invoices', label: 'Invoices', href: href('/dashboard/finance/invoices') },
      { id: 'fee-collection', label: 'Fee Collection', href: href('/dashboard/finance/fee-collection'), roles: FINANCE },
      { id: 'expenses', label: 'Expenses', href: href('/dashboard/finance/expenses'), roles: FINANCE },
    ],
  },
  {
    id: 'certificates',
    label: 'Certificates',
    icon: <Award />,
    roles: LEARNERS,
    children: [
      { id: 'my-certificates', label: 'My Certificates', href: href('/dashboard/certificates/my-certificates') },
      { id: 'certificates-overview', label: 'Overview', href: href('/dashboard/certificates') },
    ],
  },
  {
    id: 'certificate-management',
    label: 'Certificate Management',
    icon: <BadgeCheck />,
    roles: STAFF,
    children: [
      { id: 'certificates-manage', label: 'Manage', href: href('/dashboard/certificates/manage') },
      { id: 'certificates-all', label: 'All Certificates', href: href('/dashboard/certificates/all') },
      { id: 'certificates-pending', label: 'Pending', href: href('/dashboard/certificates/pending') },
      { id: 'certificates-analytics', label: 'Analytics', href: href('/dashboard/certificates/analytics'), roles: MANAGEMENT },
    ],
  },
  {
    id: 'account',
    label: 'Account and Settings',
    icon: <UserRound />,
    children: [
      { id: 'profile', label: 'Profile', href: href('/dashboard/profile') },
      { id: 'settings', label: 'Settings', href: href('/dashboard/profile/settings') },
      { id: 'qr-code', label: 'QR Code', href: href('/dashboard/qr-code') },
    ],
  },
];

const apply = (specs: Spec[], role: UserType): SidebarEntry[] =>
  specs.map(({ roles = [], children, ...entry }) => ({
    ...entry,
    visible: hasAccess(role, roles),
    children: children ? apply(children, role) : undefined,
  }));

/** The §2 sidebar for `role`, each entry's `visible` decided by hasAccess (inheritance included). */
export const sectionsFor = (role: UserType, counters: SidebarCounters = SAMPLE_COUNTERS): SidebarEntry[] =>
  apply(tree(counters), role);

export const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  accountant: 'Accountant',
};

import { visibleEntries, type SidebarEntry } from '@ujuzi/ui';
import { describe, expect, it } from 'vitest';
import { NO_COUNTERS, shownCounters, sidebarSections } from './sidebar-sections';

const labelsFor = (userType: string): string[] => {
  const walk = (entries: SidebarEntry[], prefix = ''): string[] =>
    entries.flatMap((entry) => [`${prefix}${entry.label}`, ...walk(entry.children ?? [], `${entry.label} › `)]);
  return walk(visibleEntries(sidebarSections({ user_type: userType })));
};

const sectionsFor = (userType: string): string[] =>
  visibleEntries(sidebarSections({ user_type: userType })).map((entry) => entry.label);

describe('the dashboard sidebar (client spec §2, §6)', () => {
  it('shows super admins every section but the learners’ Certificates', () => {
    expect(sectionsFor('super_admin')).toEqual([
      'Dashboard',
      'Learning Center',
      'Gradebook',
      'Academics',
      'Material Management',
      'Student Management',
      'Attendance',
      'Leave',
      'Staff Management',
      'Newsletter Management',
      'Contact Management',
      'Communications',
      'Community',
      'Alumni',
      'Payments and Finance',
      'Certificate Management',
      'Account and Settings',
    ]);
  });

  it('shows students their learning, payments and certificates, and nothing of management', () => {
    expect(sectionsFor('student')).toEqual([
      'Dashboard',
      'Learning Center',
      'Gradebook',
      'Academics',
      'Attendance',
      'Leave',
      'Communications',
      'Community',
      'Alumni',
      'Payments and Finance',
      'Certificates',
      'Account and Settings',
    ]);
    const labels = labelsFor('student');
    expect(labels).toContain('Learning Center › My Progress');
    expect(labels).toContain('Payments and Finance › My Enrollments');
    expect(labels).not.toContain('Learning Center › Create Course');
    expect(labels).not.toContain('Payments and Finance › Fee Collection');
    expect(labels).toContain('Gradebook › My Course Grades');
    expect(labels).toContain('Gradebook › My Peer Reviews');
    expect(labels).not.toContain('Gradebook › Rubrics');
  });

  it('leads everyone to the timetable, the school calendar and the years and terms; staff to classes too', () => {
    for (const type of ['student', 'parent', 'teacher', 'admin']) {
      const labels = labelsFor(type);
      expect(labels).toContain('Academics › Timetable');
      expect(labels).toContain('Academics › School Calendar');
      expect(labels).toContain('Academics › Years and Terms');
    }
    expect(labelsFor('student')).not.toContain('Academics › Classes');
    expect(labelsFor('teacher')).toContain('Academics › Classes');
  });

  it('leads everyone to the alumni directory and events (any signed-in user reads them)', () => {
    for (const type of ['student', 'parent', 'teacher', 'admin']) {
      expect(labelsFor(type)).toEqual(expect.arrayContaining(['Alumni › Alumni Directory', 'Alumni › Alumni Events']));
    }
  });

  it('shows parents Certificates, My Progress and My Enrollments too (both readings of §6 stand)', () => {
    const labels = labelsFor('parent');
    expect(labels).toContain('Certificates');
    expect(labels).toContain('Learning Center › My Progress');
    expect(labels).toContain('Payments and Finance › My Enrollments');
  });

  it('gives teachers course creation, students, materials and certificate management, but not staff or analytics', () => {
    const labels = labelsFor('teacher');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Learning Center › Create Course',
        'Learning Center › Manage Courses',
        'Student Management',
        'Material Management',
        'Certificate Management',
      ]),
    );
    expect(labels).not.toContain('Staff Management');
    expect(labels).not.toContain('Certificate Management › Analytics');
    expect(labels).not.toContain('Learning Center › My Progress');
    expect(labels).not.toContain('Certificates');
    expect(labels).not.toContain('Newsletter Management › Create Newsletter');
    expect(labels).toContain('Newsletter Management › Subscribers');
  });

  it('keeps newsletter creation, categories, templates and settings for admins and super admins', () => {
    for (const type of ['admin', 'super_admin']) {
      expect(labelsFor(type)).toEqual(
        expect.arrayContaining([
          'Newsletter Management › Create Newsletter',
          'Newsletter Management › Categories',
          'Newsletter Management › Templates',
          'Newsletter Management › Settings',
          'Staff Management',
          'Certificate Management › Analytics',
        ]),
      );
    }
  });

  it('lets everyone apply for leave, staff review it, management read its reports, and staff open the parents', () => {
    expect(labelsFor('parent')).toContain('Leave › Leave Applications');
    expect(labelsFor('parent')).not.toContain('Leave › Leave Approvals');
    expect(labelsFor('teacher')).toEqual(expect.arrayContaining(['Leave › Leave Approvals', 'Student Management › Parents']));
    expect(labelsFor('teacher')).not.toContain('Leave › Leave Reports');
    expect(labelsFor('admin')).toContain('Leave › Leave Reports');
  });

  it('gives staff today’s registers and the records, students their own month and parents their children’s', () => {
    expect(labelsFor('teacher')).toEqual(
      expect.arrayContaining(['Attendance › Today’s Registers', 'Attendance › Attendance Records']),
    );
    expect(labelsFor('teacher')).not.toContain('Attendance › My Attendance');
    expect(labelsFor('student')).toContain('Attendance › My Attendance');
    expect(labelsFor('student')).not.toContain('Attendance › Today’s Registers');
    expect(labelsFor('parent')).toContain('Attendance › Children’s Attendance');
    expect(labelsFor('parent')).not.toContain('Attendance › My Attendance');
  });

  it('gives accountants the finance entries and no staff sections', () => {
    const labels = labelsFor('accountant');
    expect(labels).toEqual(expect.arrayContaining(['Payments and Finance › Fee Collection', 'Payments and Finance › Expenses']));
    expect(labels).not.toContain('Student Management');
    expect(labels).not.toContain('Learning Center › Create Course');
    expect(labels).not.toContain('Payments and Finance › Refunds');
  });

  it('gives admins the refund queue and the discount codes, and learners neither', () => {
    expect(labelsFor('admin')).toEqual(
      expect.arrayContaining(['Payments and Finance › Refunds', 'Payments and Finance › Discount Codes']),
    );
    expect(labelsFor('student')).not.toContain('Payments and Finance › Refunds');
    expect(labelsFor('student')).not.toContain('Payments and Finance › Discount Codes');
  });

  it('puts the counters on their entries, the announcements one capped at 5', () => {
    const sections = sidebarSections({ user_type: 'student' }, { ...NO_COUNTERS, newAnnouncements: 8, overdueInstallments: 2 });
    const communications = sections.find((entry) => entry.id === 'communications');
    const announcements = communications?.children?.find((entry) => entry.id === 'announcements');
    expect(announcements).toMatchObject({ counter: 8, counterCap: { cap: 5, plus: false } });
    const installments = sections
      .find((entry) => entry.id === 'payments')
      ?.children?.find((entry) => entry.id === 'installments');
    expect(installments?.counter).toBe(2);
    const community = sidebarSections({ user_type: 'student' }, { ...NO_COUNTERS, unreadCommunityNotifications: 4 })
      .find((entry) => entry.id === 'community')
      ?.children?.find((entry) => entry.id === 'community-notifications');
    expect(community).toMatchObject({ counter: 4, counterLabel: 'unread community notifications' });
  });

  it('fetches only the counters a role sees', () => {
    expect([...shownCounters({ user_type: 'student' })].sort()).toEqual(
      [
        'activeEnrollments',
        'inProgressCourses',
        'newAnnouncements',
        'overdueInstallments',
        'unreadCommunityNotifications',
        'unreadMessages',
        'unreadNotifications',
        'upcomingAssessments',
      ].sort(),
    );
    expect(shownCounters({ user_type: 'admin' })).toEqual(
      new Set([
        'newAnnouncements',
        'overdueInstallments',
        'unreadMessages',
        'unreadNotifications',
        'upcomingAssessments',
        'totalStudents',
        'totalStaff',
        'unreadCommunityNotifications',
      ]),
    );
    expect(shownCounters({ user_type: 'teacher' }).has('totalStaff')).toBe(false);
  });
});

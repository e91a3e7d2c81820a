/**
 * The sidebar's Academics section (issue 26): the timetable, the school calendar and the years and terms
 * for everyone; classes, subjects and departments for staff; documents and academic records (a student
 * their own), the documents to verify and the school profile for management. Each entry shows by its route's rule.
 */
import { GraduationCap } from 'lucide-react';
import { links } from '../kit/links';
import type { EntrySpec } from './sidebar-sections';

export const ACADEMICS_SECTION: EntrySpec = {
  id: 'academics',
  label: 'Academics',
  icon: <GraduationCap />,
  children: [
    { id: 'timetable', label: 'Timetable', href: links.timetable() },
    { id: 'calendar', label: 'School Calendar', href: links.calendar() },
    { id: 'academic-years', label: 'Years and Terms', href: links.academicYears() },
    { id: 'class-levels', label: 'Class Levels', href: links.classLevels() },
    { id: 'classes', label: 'Classes', href: links.classes() },
    { id: 'subjects', label: 'Subjects', href: links.subjects() },
    { id: 'departments', label: 'Departments', href: links.departments() },
    { id: 'documents', label: 'Documents', href: links.documents() },
    { id: 'documents-to-verify', label: 'Documents to Verify', href: links.documentsToVerify() },
    { id: 'academic-records', label: 'Academic Records', href: links.academicRecords() },
    { id: 'school-profile', label: 'School Profile', href: links.schoolProfile() },
    { id: 'people-reports', label: 'People and Reports', href: links.people() },
  ],
};

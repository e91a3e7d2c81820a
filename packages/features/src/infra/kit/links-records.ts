/**
 * The school's registers (issue 26): documents, academic records, the school profile, classes (by level),
 * class levels and class enrollments; part of the kit's `links`.
 */
import type { ListAcademicRecordsData, ListClassEnrollmentsData, ListClassSectionsData, ListUserDocumentsData } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

export const recordsLinks = {
  documents: (filters: Pick<ListFilters<ListUserDocumentsData>, 'owner' | 'document_type' | 'is_verified'> = {}) =>
    withQuery(href('/dashboard/records/documents'), filters),
  documentsToVerify: () => href('/dashboard/records/documents/unverified'),
  academicRecords: (filters: Pick<ListFilters<ListAcademicRecordsData>, 'student' | 'academic_year' | 'term'> = {}) =>
    withQuery(href('/dashboard/records/academic-records'), filters),
  schoolProfile: () => href('/dashboard/records/school'),
  people: () => href('/dashboard/records/people'),
  peopleImport: () => href('/dashboard/records/people/import'),
  classes: (filters: Pick<ListFilters<ListClassSectionsData>, 'class_level'> = {}) =>
    withQuery(href('/dashboard/academics/classes'), filters),
  classLevels: () => href('/dashboard/academics/class-levels'),
  classEnrollments: (filters: Pick<ListFilters<ListClassEnrollmentsData>, 'class_section' | 'student' | 'status'> = {}) =>
    withQuery(href('/dashboard/academics/class-enrollments'), filters),
};

/** The school's records: documents, academic records and the school profile (issue 26); part of the kit's `links`. */
import type { ListAcademicRecordsData, ListUserDocumentsData } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

export const recordsLinks = {
  documents: (filters: Pick<ListFilters<ListUserDocumentsData>, 'owner' | 'document_type' | 'is_verified'> = {}) =>
    withQuery(href('/dashboard/records/documents'), filters),
  documentsToVerify: () => href('/dashboard/records/documents/unverified'),
  academicRecords: (filters: Pick<ListFilters<ListAcademicRecordsData>, 'student' | 'academic_year' | 'term'> = {}) =>
    withQuery(href('/dashboard/records/academic-records'), filters),
  schoolProfile: () => href('/dashboard/records/school'),
};

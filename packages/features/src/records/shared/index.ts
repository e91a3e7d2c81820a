export { RecordsHeader, type RecordsHeaderProps } from './records-header';
export { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES_ACCEPTED, DOCUMENT_TYPE_LABELS } from './labels';
export { refreshDocuments } from './refresh';

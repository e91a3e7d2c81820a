export { BulkEnrollDialog } from './bulk-enroll-dialog';

export { DocumentsToVerifyPage } from './documents-to-verify-page';

export { FileUpload, rejectionMessage, type FileUploadProps } from './file-upload';

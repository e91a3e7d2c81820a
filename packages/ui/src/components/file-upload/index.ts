export { FileUpload, ImageUpload, rejectionMessage, type FileUploadProps, type ImageUploadProps } from './file-upload';

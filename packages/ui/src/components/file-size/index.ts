export { FileSize, type FileSizeProps } from './file-size';

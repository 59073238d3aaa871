export { FILE_NOT_ALLOWED_MESSAGE, FileDropzone, type FileDropzoneProps } from './FileDropzone';

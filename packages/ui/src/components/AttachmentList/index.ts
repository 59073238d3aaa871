export {
  type Attachment,
  AttachmentList,
  type AttachmentListProps,
  type FileKind,
  fileKindOf,
  fileKinds,
} from './AttachmentList';

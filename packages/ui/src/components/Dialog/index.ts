export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmTone,
  confirmTones,
  Dialog,
  type DialogProps,
  ErrorDialog,
  type ErrorDialogProps,
} from './Dialog';

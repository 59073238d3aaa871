export {
  TOAST_DURATION_MS,
  Toast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast';

import 'i18next';
import type { ja } from '@portal/messages/ja';

declare module 'i18next' {
  interface CustomTypeOptions {
    enableSelector: true;
    resources: { translation: typeof ja };
  }
}

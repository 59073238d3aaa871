import 'i18next';
import type { ja } from '@portal/messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    enableSelector: true;
    resources: { translation: typeof ja };
  }
}

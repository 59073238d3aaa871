import { type DateLocale, type FormatDateOptions, formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The date form of the language on screen (COPY.md "Form" is the Japanese one); re-renders on a switch. */
export function useDateLocale(): DateLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ja';
}

/** `formatDate` in the language on screen. */
export function useFormatDate(): (value: string | Date, options?: Omit<FormatDateOptions, 'locale'>) => string {
  const locale = useDateLocale();
  return (value, options = {}) => formatDate(value, { ...options, locale });
}

import { wordMessage } from '@portal/domain';
import { i18n } from './index';

type StringT = (key: string, options: Record<string, string>) => string;

/**
 * ADR 027: a domain message code (a zod issue's message, an enumeration's label) worded in the current
 * language through i18next; a server's Japanese sentence passes as it is. Pass the `t` of
 * `useTranslation` in a component, so a language switch re-renders the text.
 */
export function wordCode(message: string, t: unknown = i18n.t.bind(i18n)): string {
  return wordMessage(message, (key, params) => (t as StringT)(key, params));
}

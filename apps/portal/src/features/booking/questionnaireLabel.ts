import type { Schemas } from '@portal/api-client';
import { messageCode } from '@portal/domain';
import { i18n } from '../../i18n';
import { wordCode } from '../../i18n/wordCode';

/**
 * An option of 「教室を何でお知りになりましたか」 in the language on screen (issue 31 item 34): the catalogue's
 * words for a known id, else the server's text (an option the catalogue does not know yet still shows).
 */
export function questionnaireLabel(option: Schemas['QuestionnaireOption'], t?: unknown): string {
  const key = `labels.questionnaire.${option.id}`;
  return i18n.exists(key) ? wordCode(messageCode(key), t) : option.content;
}

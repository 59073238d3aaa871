import { wordMessage } from '@portal/domain';
import { ja, translator } from '@portal/messages';

const japanese = translator(ja);

/**
 * The server answers in Japanese (ADR 027): a domain message code (a zod issue, a profile-image check)
 * becomes the Japanese catalogue's sentence, the same the portal shows; a text that is no code passes as is.
 */
export const inJapanese = (message: string): string => wordMessage(message, japanese);

import { ja, translator } from '@portal/messages';
import type { ErrorObject } from 'ajv';

const japanese = translator(ja);
const texts = ja.serverValidation;
type Text = Exclude<keyof typeof texts, 'fields'>;
const say = (text: Text, label: string, limit?: unknown) =>
  japanese(`serverValidation.${text}`, { label, limit: String(limit) });

/** The Japanese name of a contract field (the catalogue's `serverValidation.fields`), for messages that say which field to fix. */
const labelOf = (field: string) => {
  const name = field.split('.').at(-1) ?? '';
  return Object.hasOwn(texts.fields, name) ? texts.fields[name as keyof typeof texts.fields] : texts.thisField;
};

function messageOf(error: ErrorObject, label: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return say('required', label);
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? say('number', label) : say('format', label);
    case 'enum':
    case 'const':
      return say('choice', label);
    case 'format':
      if (p.format === 'date') return say('date', label);
      if (p.format === 'email') return say('email', label);
      return say('format', label);
    case 'minimum':
    case 'exclusiveMinimum':
      return say('minimum', label, p.limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return say('maximum', label, p.limit);
    case 'maxLength':
      return say('maxLength', label, p.limit);
    default:
      return say('format', label);
  }
}

/** Laravel's 422 body from ajv's errors: every message per field (dot notation), the first one on top. */
export function contractViolation(errors: readonly ErrorObject[], fieldMessages: Record<string, string> = {}) {
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    const field = segments.join('.') || '_';
    const message = fieldMessages[field] ?? messageOf(error, labelOf(field));
    const list = byField[field] ?? [];
    if (!list.includes(message)) list.push(message);
    byField[field] = list;
  }
  const first = Object.values(byField)[0]?.[0] ?? texts.checkInput;
  return { message: first, errors: byField };
}

/** One field's 422 body, for rules the contract cannot state (e.g. one date after another). */
export const fieldViolation = (field: string, message: string) => ({ message, errors: { [field]: [message] } });

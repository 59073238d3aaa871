import { parseMessageCode } from '@portal/domain';
import { ja } from '@portal/messages';
import type { ErrorObject } from 'ajv';
import type { z } from 'zod';
import type { Language } from '../language';
import { inLanguage, wordsIn } from '../wording';

/** Laravel's 422 body: the first message, and every message per field (dot notation). */
export type Violation = { message: string; errors: Record<string, string[]> };

const texts = ja.serverValidation;
type Text = Exclude<keyof typeof texts, 'fields'>;

/** The words of one refusal rule of the catalogue's `serverValidation` for a field, in a language. */
function say(language: Language, text: Text, field: string, limit?: unknown): string {
  const t = wordsIn(language);
  const name = field.split('.').at(-1) ?? '';
  const label = Object.hasOwn(texts.fields, name)
    ? t(`serverValidation.fields.${name}`)
    : t('serverValidation.thisField');
  return t(`serverValidation.${text}`, { label, limit: String(limit) });
}

function messageOf(error: ErrorObject, field: string, language: Language): string {
  const p = error.params as Record<string, unknown>;
  const word = (text: Text, limit?: unknown) => say(language, text, field, limit);
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return word('required');
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? word('number') : word('format');
    case 'enum':
    case 'const':
      return word('choice');
    case 'format':
      if (p.format === 'date') return word('date');
      if (p.format === 'email') return word('email');
      return word('format');
    case 'minimum':
    case 'exclusiveMinimum':
      return word('minimum', p.limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return word('maximum', p.limit);
    case 'maxLength':
      return word('maxLength', p.limit);
    default:
      return word('format');
  }
}

/** Collects messages per field, each once, and puts the first one on top. */
function violationOf(entries: Iterable<[field: string, message: string]>, language: Language): Violation {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of entries) {
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  const first = Object.values(errors)[0]?.[0] ?? wordsIn(language)('serverValidation.checkInput');
  return { message: first, errors };
}

/**
 * Laravel's 422 body from ajv's errors of the contract, worded from the catalogue in the request's language.
 * `fieldMessages` word a field the area's own way (a message code or a catalogue text).
 */
export function contractViolation(
  errors: readonly ErrorObject[],
  language: Language = 'ja',
  fieldMessages: Record<string, string> = {},
): Violation {
  return violationOf(
    errors.map((error) => {
      const segments = error.instancePath.split('/').filter(Boolean);
      if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
      const field = segments.join('.') || '_';
      const own = fieldMessages[field];
      return [field, own ? inLanguage(own, language) : messageOf(error, field, language)] as [string, string];
    }),
    language,
  );
}

/**
 * A zod issue's words: the domain's message code worded from the catalogue; an issue zod raised with its own
 * English default (a body of the wrong type where the domain expects text) worded by the contract's rules.
 */
function issueMessage(issue: z.core.$ZodIssue, field: string, language: Language): string {
  if (parseMessageCode(issue.message)) return inLanguage(issue.message, language);
  const word = (text: Text, limit?: unknown) => say(language, text, field, limit);
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined
        ? word('required')
        : issue.expected === 'number' || issue.expected === 'int'
          ? word('number')
          : word('format');
    case 'invalid_value':
      return word('choice');
    case 'too_small':
      return issue.origin === 'string' ? word('required') : word('minimum', issue.minimum);
    case 'too_big':
      return issue.origin === 'string' ? word('maxLength', issue.maximum) : word('maximum', issue.maximum);
    default:
      return word('format');
  }
}

/** Laravel's 422 body from the domain's zod issues, each worded in the request's language. */
export function domainViolation(
  issues: readonly z.core.$ZodIssue[],
  language: Language = 'ja',
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): Violation {
  return violationOf(
    issues.map((issue) => {
      const field = fieldOf(issue.path) || '_';
      return [field, issueMessage(issue, field, language)] as [string, string];
    }),
    language,
  );
}

/** The domain's words for the fields it refused first, then the contract's for the fields only it refused. */
export function mergeViolations(domain: Violation, contract: Violation): Violation {
  const errors = { ...domain.errors };
  for (const [field, messages] of Object.entries(contract.errors)) errors[field] ??= messages;
  return { message: domain.message, errors };
}

/** One field's 422 body, for rules the contract cannot state (e.g. one date after another). */
export const fieldViolation = (field: string, message: string): Violation => ({
  message,
  errors: { [field]: [message] },
});

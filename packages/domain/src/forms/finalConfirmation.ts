import { z } from 'zod';
import { CERTIFICATION_CODE_LENGTH } from '../certification/certification';
import { FINAL_CHECKLIST } from '../enums/enums';
import { messageCode } from '../validation/codes';

const modal = (name: string) => ({
  title: messageCode(`finalConfirmation.${name}.title`),
  message: messageCode(`finalConfirmation.${name}.message`),
});

/** Spec 2 §5.5: the modals of the final confirmation (title and message codes), in the order they are checked. */
export const FINAL_CONFIRMATION_ERRORS = {
  checklist: modal('checklist'),
  code: modal('code'),
  signature: modal('signature'),
} as const;

/** Spec 2 §5.5: which final-confirmation modal applies. */
export type FinalConfirmationError = keyof typeof FINAL_CONFIRMATION_ERRORS;

/** Spec 2 §5.5: the values of the final confirmation screen. */
export interface FinalConfirmationInput {
  /** Answer per checklist id: 'yes', 'no' or null while unanswered. */
  checklist: Partial<Record<number, 'yes' | 'no' | null>>;
  /** The 4 code boxes, '' when blank. */
  certificationCode: readonly string[];
  /** Whether the signature canvas holds a drawing (see isBlankSignature). */
  signed: boolean;
}

/** Spec 2 §5.5: whether every checklist item carries its expected answer (item 7 "no", the rest "yes"). */
export function isChecklistComplete(checklist: FinalConfirmationInput['checklist']): boolean {
  return FINAL_CHECKLIST.every((item) => checklist[item.id] === item.expected);
}

/** Spec 2 §5.5: the first failing check (checklist, then code, then signature), or null to proceed. */
export function finalConfirmationError(input: FinalConfirmationInput): FinalConfirmationError | null {
  if (!isChecklistComplete(input.checklist)) return 'checklist';
  const code = input.certificationCode;
  if (code.length !== CERTIFICATION_CODE_LENGTH || code.some((d) => !/^\d$/.test(d))) return 'code';
  if (!input.signed) return 'signature';
  return null;
}

/** Spec 2 §5.5: the final confirmation as a schema: 6 items, 4-digit code, signature drawn. */
export const finalConfirmationSchema = z
  .object({
    checklist: z.record(z.string(), z.enum(['yes', 'no']).nullable()),
    certificationCode: z.array(z.string()),
    signed: z.boolean(),
  })
  .superRefine((input, ctx) => {
    const error = finalConfirmationError(input as FinalConfirmationInput);
    if (error) ctx.addIssue({ code: 'custom', path: [error], message: FINAL_CONFIRMATION_ERRORS[error].message });
  });

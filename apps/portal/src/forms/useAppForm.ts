import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@portal/api-client';
import { type DraftValues, rebaseDraft } from '@portal/domain';
import type { ErrorSummaryItem } from '@portal/ui';
import { type AnyRouter, type HistoryLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type Path, type PathValue, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sessionEnded } from '../app/sessionEnded';
import { wordCode } from '../i18n/wordCode';
import { formDrafts } from './drafts';
import { applyServerErrors } from './serverErrors';

export type AppFormOptions<V extends DraftValues, Out> = {
  /** The domain's zod schema: what the server checks is what the form checks. */
  schema: z.ZodType<Out, V> | z.ZodType<Out, unknown>;
  /** The saved values (or the empty form): where a new draft starts. */
  defaultValues: V;
  /** Every field in screen order, which is also the order of the error summary. */
  fields: readonly (keyof V & string)[];
  /** Prefix of the field ids the summary links to (`${idPrefix}-${field}`). */
  idPrefix: string;
  /** Session-storage key of the draft; without one nothing is kept across a reload. */
  draftKey?: string;
  /** The version of the saved record `defaultValues` come from, kept with the draft for the save's If-Match. */
  version?: number;
  /** The summary line for a failure that is not a 422 (a lock, an expired page, the network). */
  failureMessage: (error: unknown) => string;
  /**
   * Leaving the page (a link, Back, closing the tab) with words not yet sent asks first (issue 30 item 9). On by
   * default; a navigation the submit handler makes, or one after `allowLeave()`, never asks.
   */
  askBeforeLeaving?: boolean;
  /**
   * A send refused because the session ended (401) waits for the password to be given again on the page
   * (`SessionEndedDialog`), then goes once more, with the same words (issue 30 item 4). Off only for the dialog's
   * own form.
   */
  resendAfterSignIn?: boolean;
};

/** Whether two sets of values differ in any of the form's fields. */
function differ<V>(a: V, b: V, fields: readonly (keyof V & string)[]): boolean {
  return fields.some((field) => JSON.stringify(a[field] ?? '') !== JSON.stringify(b[field] ?? ''));
}

/**
 * The form layer (ADR 015): react-hook-form over the domain's zod schema. It gives the field wiring,
 * the error summary's items, the draft in session storage (rebased onto a record saved elsewhere), the
 * 422 mapping through `applyServerErrors`, and a submit that sends once however often it is pressed.
 */
export function useAppForm<V extends DraftValues, Out>(options: AppFormOptions<V, Out>) {
  const {
    schema,
    fields,
    idPrefix,
    draftKey,
    failureMessage,
    askBeforeLeaving = true,
    resendAfterSignIn = true,
  } = options;
  // Read once: the saved values the draft is based on, and the draft rebased onto them (typed values
  // win, fields saved elsewhere meanwhile take the new value).
  const [defaultValues] = useState(options.defaultValues);
  // The version those saved values have: what the draft's save will name in If-Match.
  const [version] = useState(options.version);
  const [start] = useState(() => {
    const stored = draftKey ? formDrafts.load<V>(draftKey) : null;
    if (!stored) return { values: defaultValues, changedElsewhere: [] as (keyof V & string)[] };
    return rebaseDraft(stored.base, { ...defaultValues, ...stored.values }, defaultValues);
  });
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema as z.ZodType<Out, V>) as Resolver<V, unknown, Out>,
    defaultValues: start.values as DefaultValues<V>,
    mode: 'onSubmit',
    // After a failed submit each fix clears its own message at once.
    reValidateMode: 'onChange',
    // The error summary takes focus, not the first field (GOV.UK).
    shouldFocusError: false,
  });
  const [failures, setFailures] = useState<string[]>([]);
  const inFlight = useRef(false);
  // What the words are measured against to tell whether leaving loses any: the saved values, then what was sent.
  const sentValues = useRef<V>(defaultValues);
  // True while the submit handler runs (its navigation to the next step carries the words) and after allowLeave().
  const leaving = useRef(false);
  const unsent = useCallback(() => {
    if (leaving.current) return false;
    const values = form.getValues();
    return differ(values, sentValues.current, fields) && differ(values, defaultValues, fields);
  }, [form, fields, defaultValues]);
  useEffect(() => {
    const subscription = form.watch(() => {
      if (!inFlight.current) leaving.current = false;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const { t } = useTranslation();

  // Leaving with words not yet sent asks first (issue 30 item 9), through the router's history, as its `useBlocker`
  // does; outside a router (a unit test of a form alone) there is nothing to block. Another page only: a change of
  // the search on the same page keeps the form. (The browser's own dialog: a hook cannot draw one on every page.)
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  const leaveConfirm = t(($) => $.common.leaveConfirm);
  useEffect(() => {
    if (!router || !askBeforeLeaving) return;
    return router.history.block({
      blockerFn: ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: HistoryLocation;
        nextLocation: HistoryLocation;
      }) => {
        if (currentLocation.pathname === nextLocation.pathname || !unsent()) return false;
        return !window.confirm(leaveConfirm);
      },
      // A reload keeps a form's draft; a form without one asks before the page goes.
      enableBeforeUnload: draftKey ? false : unsent,
    });
  }, [router, askBeforeLeaving, unsent, leaveConfirm, draftKey]);
  const saveDraft = useCallback(
    (values: V = form.getValues()) => {
      if (draftKey)
        formDrafts.save(draftKey, { values, base: defaultValues, ...(version === undefined ? {} : { version }) });
    },
    [draftKey, defaultValues, version, form],
  );
  const clearDraft = useCallback(() => {
    if (draftKey) formDrafts.clear(draftKey);
  }, [draftKey]);

  useEffect(() => {
    if (!draftKey) return;
    const subscription = form.watch((values) => saveDraft(values as V));
    return () => subscription.unsubscribe();
  }, [draftKey, form, saveDraft]);

  // The schema's messages are codes (ADR 027): worded here, at render, in the language on screen.
  const idOf = (field: keyof V & string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof V & string): string | undefined => {
    const message = form.formState.errors[field as Path<V>]?.message as string | undefined;
    return message === undefined ? undefined : wordCode(message, t);
  };

  /** Wraps the handler of a valid form; a second submit while one is in flight sends nothing. */
  const handleSubmit = (onValid: (values: Out) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setFailures([]);
    try {
      await form.handleSubmit(async (values) => {
        // The handler's own navigation (to the next step, after a save) leaves without asking, and so does any until
        // the person changes a word again.
        const send = async () => {
          leaving.current = true;
          try {
            await onValid(values);
            sentValues.current = form.getValues();
          } catch (error) {
            leaving.current = false;
            throw error;
          }
        };
        try {
          try {
            await send();
          } catch (error) {
            // The session ended: once the password is given again on this page, the same words go once more.
            const asked = resendAfterSignIn && isApiError(error) && error.status === 401 ? sessionEnded.ask() : null;
            if (!asked || (await asked).kind !== 'same') throw error;
            await send();
          }
        } catch (error) {
          setFailures(
            applyServerErrors(
              error,
              fields,
              (field, message) => form.setError(field as Path<V>, { type: 'server', message }),
              failureMessage,
            ),
          );
        }
      })();
    } finally {
      inFlight.current = false;
    }
  };

  const summary: ErrorSummaryItem[] = [
    ...fields.flatMap((field) => {
      const message = errorOf(field);
      return message ? [{ fieldId: idOf(field), message }] : [];
    }),
    ...failures.map((message) => ({ message })),
  ];

  return {
    form,
    summary,
    /** Changes each submit, so the summary takes focus after every failed attempt. */
    submitCount: form.formState.submitCount,
    sending: form.formState.isSubmitting,
    /** Fields saved elsewhere since the draft was started (issue 19 item 6). */
    changedElsewhere: start.changedElsewhere,
    idOf,
    errorOf,
    /** Props of a native input or select (TextField, Select, NameField's inputs). */
    input: (field: keyof V & string) => ({ id: idOf(field), ...form.register(field as Path<V>) }),
    /** Props of a control that reports its value (RadioGroup, BirthYearSelect, PostalCodeField). */
    control: (field: keyof V & string) => {
      const name = field as Path<V>;
      form.register(name);
      return {
        id: idOf(field),
        name: field,
        value: form.watch(name) as string,
        onValueChange: (value: string) =>
          form.setValue(name, value as PathValue<V, Path<V>>, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          }),
      };
    },
    handleSubmit,
    saveDraft,
    clearDraft,
    /** The next navigation leaves on purpose (a back button that keeps the draft): it does not ask. */
    allowLeave: () => {
      leaving.current = true;
    },
  };
}

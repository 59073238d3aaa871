import { isApiError, isValidationError, type Schemas } from '@portal/api-client';
import {
  CONSULTATION_TIME_SLOTS,
  consultationFormSchema,
  normalizePhoneNumber,
  SCHOOL_GRADES,
  toFullWidthKana,
  trialFormSchema,
  WEEKDAYS_FROM_MONDAY,
  withAccountEmail,
  withBookingLookups,
} from '@portal/domain';
import {
  Alert,
  Button,
  DetailList,
  DetailRow,
  ErrorDialog,
  ErrorSummary,
  Inline,
  Link,
  Select,
  Stack,
  StepIndicator,
  Tiles,
} from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations } from '../../app/api';
import { externalLinks } from '../../app/links';
import { refusalMessage, serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Booking.css';
import { ClosingSection, GuardianSection, KidsSection } from './BookingFields';
import { type BookingStep, bookingSent, bookingSteps, newSubmissionId } from './bookingSteps';
import {
  type BookingField,
  type BookingValues,
  bookingFields,
  bookingInput,
  consultInput,
  emptyBookingValues,
  flatBookingSchema,
  flatServerErrors,
  type KID_FIELDS,
  kidCountOf,
  removeKid,
} from './bookingValues';
import { pushConversion } from './conversion';
import { bookingLookups, throttledPostalSearch } from './lookups';
import { questionnaireLabel } from './questionnaireLabel';

export type BookingKind = 'trial' | 'consult';

export type BookingFlowProps = {
  kind: BookingKind;
  /** Where this booking's draft and step are kept: one per event (trial) or classroom (consult). */
  storageKey: string;
  /** The header rows (classroom, date and time, subject). */
  header: readonly { label: string; value: string }[];
  options: readonly Schemas['QuestionnaireOption'][];
  /** Trial: the event as found; consult: the classroom as found. */
  trial?: Schemas['Taikenkai'];
  consult?: Schemas['ConsultClassroom'];
  kozaList?: Schemas['ConsultLookup']['kozaList'];
  /** Spec 2 §5.7: the email a signed-in guardian signs in with. */
  accountEmail?: string | null;
  /** The step the address names (ADR 043): none for the form. */
  step?: BookingStep;
  /** Goes to a step as its own history entry (`replace` where Back must not return to the one left). */
  onStep: (step: BookingStep | undefined, options?: { replace?: boolean }) => void;
};

/** A failed send as the dialog says it; `otherDates`: the event is full, so the dialog links to other dates. */
type Failure = { message: string; otherDates?: boolean };

/** What this tab has behind the steps: a confirmed input, a send. */
type StoredSteps = { confirm: boolean; complete: boolean };

/** The step shown for the address's step: the form unless something is behind it. */
function stepShown(step: BookingStep | undefined, stored: StoredSteps | null): 0 | 1 | 2 {
  if (step === 'complete' && stored?.complete) return 2;
  if (step === 'confirm' && stored?.confirm) return 1;
  return 0;
}

/**
 * Spec 2 §2.3 / §2.4: the booking in three steps: 0 form, 1 confirm, 2 complete, each its own history entry
 * (`?step=confirm|complete`, ADR 043). The values and the confirm step's submission id live in session storage, so
 * a reload keeps them; Back from confirm (the button or the browser's) returns to the form with every value; the
 * complete step is reached only by a successful send, and an address naming a step with nothing behind it opens
 * the form instead.
 */
export function BookingFlow(props: BookingFlowProps) {
  const { kind, storageKey, header, options, kozaList, accountEmail, onStep } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lookups] = useState(() => bookingLookups(queryClient));
  const [search] = useState(() => throttledPostalSearch(lookups));
  const steps = useMemo(() => bookingSteps(storageKey), [storageKey]);
  const sent = useMemo(() => bookingSent(storageKey), [storageKey]);
  const schemas = useMemo(() => {
    const base = kind === 'trial' ? trialFormSchema : withAccountEmail(consultationFormSchema, accountEmail ?? null);
    return {
      quick: flatBookingSchema(base as z.ZodType),
      full: flatBookingSchema(withBookingLookups(base as z.ZodType<{ zipcode: string; inviteCode: string }>, lookups)),
    };
  }, [kind, accountEmail, lookups]);
  const [kidCount, setKidCount] = useState(1);
  const f = useAppForm<BookingValues, unknown>({
    schema: schemas.full,
    defaultValues: emptyBookingValues(accountEmail ?? ''),
    fields: bookingFields(kidCount, kind),
    idPrefix: kind,
    draftKey: storageKey,
    failureMessage: () => t(($) => $.booking.sendFailed),
  });
  const watchedCount = kidCountOf({ kidCount: f.form.watch('kidCount') });
  useEffect(() => setKidCount(watchedCount), [watchedCount]);

  // Spec 2 §2.4: a step with nothing behind it (no confirmed input, no send) opens the form instead. Read from
  // storage once the page is in the browser: the server draws the form.
  const [stored, setStored] = useState<StoredSteps | null>(null);
  const shownStep = useRef<0 | 1 | 2>(0);
  // Read once, when the page opens (a reload, a shared address): afterwards this page's own steps say what is
  // behind them, so a tab whose storage keeps nothing (private mode, a full store) still walks form, confirm and
  // complete, and Back and Forward find what the steps left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's step when the page opened, not later ones
  useEffect(() => {
    const next = { confirm: Boolean(steps.load() && formDrafts.load(storageKey)), complete: sent.is() };
    // A reload on a step opens on it without moving focus, as any page does.
    shownStep.current = stepShown(props.step, next);
    setStored(next);
  }, [steps, sent, storageKey]);
  const step = stepShown(props.step, stored);
  useEffect(() => {
    if (stored && props.step && step === 0) onStep(undefined, { replace: true });
  }, [stored, props.step, step, onStep]);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new step moves focus to its heading, so the change is announced and the page starts at the top.
  useEffect(() => {
    if (shownStep.current === step) return;
    const left = shownStep.current;
    shownStep.current = step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    // Back on the form from confirm (by the button or the browser): the server's reasons stay beside their fields.
    if (left === 1 && step === 0) {
      for (const [field, list] of Object.entries(serverErrors)) {
        if (list[0]) f.form.setError(field as BookingField, { type: 'server', message: list[0] });
      }
    }
  }, [step, serverErrors, f.form]);
  // The confirm step was opened from this page's form: its 修正する is the browser's Back, so the history holds
  // form, confirm and no extra form entry.
  const confirmFromForm = useRef(false);

  // Spec 2 §5.7: the consultation's confirm button reads grey while the form is invalid.
  const [valid, setValid] = useState(false);
  useEffect(() => {
    if (kind !== 'consult') return;
    let current = true;
    const check = (values: BookingValues) =>
      void schemas.quick.safeParseAsync(values).then((r) => {
        if (current) setValid(r.success);
      });
    check(f.form.getValues());
    const subscription = f.form.watch((values) => check(values as BookingValues));
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [kind, schemas, f.form]);

  const trialMutation = useMutation(mutations.postTrial());
  const consultMutation = useMutation(mutations.postConsult());
  const sending = trialMutation.isPending || consultMutation.isPending;

  const toConfirm = f.handleSubmit(() => {
    const values = f.form.getValues();
    if (!bookingInput(values)) {
      setFailure({ message: t(($) => $.booking.prefectureUnknown) });
      return;
    }
    f.saveDraft(values);
    steps.save({ submissionId: newSubmissionId() });
    sent.set(false);
    setServerErrors({});
    // Known before the address changes, so the confirm step is not taken for one with nothing behind it.
    setStored({ confirm: true, complete: false });
    confirmFromForm.current = true;
    onStep('confirm');
  });

  const backToForm = () => {
    if (confirmFromForm.current) {
      confirmFromForm.current = false;
      window.history.back();
    } else onStep(undefined, { replace: true });
  };

  // A second press while the first send is on its way sends nothing (the fault matrix's double press).
  const sendingNow = useRef(false);
  const send = async () => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    try {
      await sendOnce();
    } finally {
      sendingNow.current = false;
    }
  };
  const sendOnce = async () => {
    const stored = steps.load();
    const values = f.form.getValues();
    const submissionId = stored?.submissionId ?? newSubmissionId();
    try {
      if (kind === 'trial') {
        const input = bookingInput(values);
        if (!input || !props.trial) throw new Error('prefecture');
        const answer = await trialMutation.mutateAsync({ trial: props.trial, input, submissionId });
        if (answer.status !== 'success') throw new Error(answer.message ?? 'status');
      } else {
        const input = consultInput(values);
        if (!input || !props.consult) throw new Error('prefecture');
        const answer = await consultMutation.mutateAsync({ consult: props.consult, input, submissionId });
        if (answer.status !== 'success') throw new Error('status');
        pushConversion(window, { classroom: props.consult.classroom_name, course: values.kozaCd });
      }
      f.clearDraft();
      steps.clear();
      sent.set(true);
      f.form.reset(emptyBookingValues(accountEmail ?? ''));
      // Known before the address changes, so neither step draws the form on the way (the address still says confirm).
      setStored({ confirm: true, complete: true });
      // In place of confirm: Back from the thanks goes to the (now empty) form, never to a confirm sent already.
      onStep('complete', { replace: true });
    } catch (error) {
      const failed = kind === 'trial' ? t(($) => $.booking.trialFailed) : t(($) => $.booking.consultFailed);
      if (isValidationError(error)) {
        const reasons = flatServerErrors(error.body.errors);
        setServerErrors(reasons);
        // A reason no confirm row takes would otherwise leave the page silent: the dialog says it.
        if (!Object.keys(reasons).some((field) => field in values))
          setFailure({ message: serverMessage(error, failed) });
        return;
      }
      // The server's own refusal when it is in words a family reads (never an English or technical one).
      const message =
        isApiError(error) && (error.status === 404 || error.status === 409 || error.status === 429)
          ? refusalMessage(error)
          : null;
      // A full event (409 on a trial, also when the last seat cannot take every child): a way to another date.
      const full = kind === 'trial' && isApiError(error) && error.status === 409;
      setFailure({ message: message ?? failed, ...(full ? { otherDates: true } : {}) });
    }
  };

  const headingKey = {
    trial: ['trialForm', 'trialConfirm', 'trialComplete'],
    consult: ['consultForm', 'consultConfirm', 'consultComplete'],
  } as const;
  const heading = t(($) => $.booking.stepHeadings[headingKey[kind][step]]);

  return (
    <Stack space="lg">
      <StepIndicator
        label={t(($) => $.booking.stepLabel)}
        steps={[t(($) => $.booking.steps.form), t(($) => $.booking.steps.confirm), t(($) => $.booking.steps.complete)]}
        current={step}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {heading}
      </h2>
      {step !== 2 && <Rows rows={header} />}
      {step === 0 && (
        <Stack as="form" space="lg" noValidate onSubmit={toConfirm} aria-labelledby={undefined}>
          <p>{t(($) => $.booking.lead)}</p>
          <ErrorSummary title={t(($) => $.booking.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
          {kind === 'consult' && <ConsultSection f={f} kozaList={kozaList ?? []} />}
          <KidsSection
            f={f}
            count={kidCount}
            onAdd={() => f.form.setValue('kidCount', String(Math.min(3, kidCount + 1)))}
            onRemove={(n) => {
              const next = removeKid(f.form.getValues(), n);
              f.form.reset(next, { keepDefaultValues: true, keepIsSubmitted: true, keepSubmitCount: true });
            }}
          />
          <GuardianSection f={f} accountEmail={accountEmail} searchAddress={search} />
          <ClosingSection
            f={f}
            options={options}
            questionsLabel={kind === 'trial' ? t(($) => $.booking.questions) : t(($) => $.booking.consultQuestions)}
          />
          {kind === 'consult' && <p>{t(($) => $.booking.followUp)}</p>}
          <Inline space="sm">
            <SubmitButton
              sending={f.sending}
              className={kind === 'consult' && !valid ? styles.invalidSubmit : undefined}
            >
              {t(($) => $.booking.toConfirm)}
            </SubmitButton>
          </Inline>
        </Stack>
      )}
      {step === 1 && (
        <>
          <p>{t(($) => $.booking.confirmLead)}</p>
          {Object.keys(serverErrors).length > 0 && (
            <Alert tone="critical">{t(($) => $.booking.serverErrorsLead)}</Alert>
          )}
          <ConfirmRows
            kind={kind}
            values={f.form.getValues()}
            options={options}
            kozaList={kozaList}
            errors={serverErrors}
          />
          <Inline space="sm">
            <Button onClick={() => void send()} sending={sending}>
              {t(($) => $.booking.submit)}
            </Button>
            <Button variant="secondary" onClick={backToForm} disabled={sending}>
              {t(($) => $.booking.fix)}
            </Button>
          </Inline>
        </>
      )}
      {step === 2 && (
        <>
          <p>{t(($) => $.booking.thanks)}</p>
          <p>{kind === 'trial' ? t(($) => $.booking.trialNext) : t(($) => $.booking.consultNext)}</p>
          <p>
            <Link href={externalLinks.classroomSearch} variant="standalone">
              {t(($) => $.booking.backToSearch)}
            </Link>
          </p>
        </>
      )}
      <ErrorDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (open) return;
          setFailure(null);
          // Spec 2 §8: closing the registration error returns to the form.
          if (step === 1) backToForm();
        }}
        title={t(($) => $.booking.registrationError)}
        message={failure?.message ?? ''}
        action={
          failure?.otherDates ? (
            <Link href={externalLinks.classroomSearch} variant="standalone">
              {t(($) => $.booking.otherDates)}
            </Link>
          ) : undefined
        }
      />
    </Stack>
  );
}

/** Spec 2 §3.6: course (the spec's order, no HALS) and three desired weekday and time choices. */
function ConsultSection({
  f,
  kozaList,
}: {
  f: ReturnType<typeof useAppForm<BookingValues, unknown>>;
  kozaList: Schemas['ConsultLookup']['kozaList'];
}) {
  const { t } = useTranslation();
  const weeks = WEEKDAYS_FROM_MONDAY.map((w) => ({ value: String(w.id), label: wordCode(w.labelCode, t) }));
  const times = CONSULTATION_TIME_SLOTS.map((s) => ({ value: String(s.id), label: wordCode(s.labelCode, t) }));
  return (
    <Stack as="section" space="md" aria-labelledby="booking-course-heading">
      <h2 id="booking-course-heading" className={styles.sectionHeading}>
        {t(($) => $.booking.courseHeading)}
      </h2>
      <Select
        {...f.input('kozaCd')}
        label={t(($) => $.booking.course)}
        required
        width="medium"
        options={kozaList.map((k) => ({ value: k.kozaCd, label: k.kozaName }))}
        error={f.errorOf('kozaCd')}
      />
      <h3 className={styles.kidTitle}>{t(($) => $.booking.desiredHeading)}</h3>
      {([1, 2, 3] as const).map((n) => (
        <Tiles key={n} space="sm">
          {(
            [
              ['desiredWeek', t(($) => $.booking.desiredWeek, { n }), t(($) => $.booking.weekPlaceholder), weeks],
              ['desiredTime', t(($) => $.booking.desiredTime, { n }), t(($) => $.booking.timePlaceholder), times],
            ] as const
          ).map(([field, label, placeholder, options]) => (
            <Select
              key={field}
              {...f.input(`${field}${n}`)}
              label={label}
              required={n === 1}
              showOptional={n !== 1}
              placeholder={placeholder}
              options={options}
              error={f.errorOf(`${field}${n}`)}
            />
          ))}
        </Tiles>
      ))}
    </Stack>
  );
}

function Rows({ rows }: { rows: readonly { label: string; value: ReactNode; error?: string }[] }) {
  return (
    <DetailList preserveLines>
      {rows.map((row) => (
        <DetailRow key={row.label} term={row.label}>
          {row.value}
          {row.error && <span className={styles.rowError}>{row.error}</span>}
        </DetailRow>
      ))}
    </DetailList>
  );
}

/** Spec 2 §2.3: every entry, with the server's 422 reasons beside the rows they concern (§5.6). */
function ConfirmRows({
  kind,
  values,
  options,
  kozaList,
  errors,
}: {
  kind: BookingKind;
  values: BookingValues;
  options: readonly Schemas['QuestionnaireOption'][];
  kozaList?: Schemas['ConsultLookup']['kozaList'];
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const none = t(($) => $.booking.notEntered);
  const err = (...fields: string[]) =>
    fields
      .flatMap((field) => errors[field] ?? [])
      .filter((m, i, all) => all.indexOf(m) === i)
      .join(' ') || undefined;
  const gradeLabel = (id: string) => {
    const grade = SCHOOL_GRADES.find((g) => String(g.id) === id);
    return grade ? wordCode(grade.labelCode, t) : none;
  };
  const week = (id: string) => {
    const w = WEEKDAYS_FROM_MONDAY.find((x) => String(x.id) === id);
    return w ? wordCode(w.labelCode, t) : '';
  };
  const slot = (id: string) => {
    const s = CONSULTATION_TIME_SLOTS.find((x) => String(x.id) === id);
    return s ? wordCode(s.labelCode, t) : '';
  };
  const rows: { label: string; value: ReactNode; error?: string }[] = [];
  if (kind === 'consult') {
    rows.push({
      label: t(($) => $.booking.course),
      value: kozaList?.find((k) => k.kozaCd === values.kozaCd)?.kozaName ?? none,
      error: err('kozaCd'),
    });
    for (const n of [1, 2, 3] as const) {
      const w = values[`desiredWeek${n}`];
      const s = values[`desiredTime${n}`];
      rows.push({
        label: t(($) => $.booking.desiredRank, { n }),
        value: w || s ? `${week(w)} ${slot(s)}`.trim() : none,
        error: err(`desiredWeek${n}`, `desiredTime${n}`),
      });
    }
  }
  for (let n = 1; n <= kidCountOf(values); n += 1) {
    const k = (s: (typeof KID_FIELDS)[number]) => values[`kid${n as 1 | 2 | 3}${s}`];
    rows.push(
      {
        label: t(($) => $.booking.kidName, { n }),
        value: `${k('LastName')} ${k('FirstName')}`,
        error: err(`kid${n}LastName`, `kid${n}FirstName`),
      },
      {
        label: t(($) => $.booking.kidKana, { n }),
        value: toFullWidthKana(`${k('LastNameKana')} ${k('FirstNameKana')}`),
        error: err(`kid${n}LastNameKana`, `kid${n}FirstNameKana`),
      },
      {
        label: t(($) => $.booking.kidGrade, { n }),
        value: gradeLabel(k('SchoolGrade')),
        error: err(`kid${n}SchoolGrade`),
      },
    );
  }
  const chosen = options.find((o) => String(o.id) === values.questionnaire);
  const addition = chosen?.isAdd === 1 ? values[`addition${chosen.id}` as BookingField] : '';
  rows.push(
    {
      label: t(($) => $.booking.guardianName),
      value: `${values.lastName} ${values.firstName}`,
      error: err('lastName', 'firstName'),
    },
    {
      label: t(($) => $.booking.guardianKana),
      value: toFullWidthKana(`${values.lastNameKana} ${values.firstNameKana}`),
      error: err('lastNameKana', 'firstNameKana'),
    },
    { label: t(($) => $.booking.tel), value: normalizePhoneNumber(values.telNumber), error: err('telNumber') },
    { label: t(($) => $.booking.email), value: values.email, error: err('email') },
    { label: t(($) => $.booking.zipcode), value: values.zipcode, error: err('zipcode') },
    { label: t(($) => $.booking.prefectureCity), value: values.prefectureCity, error: err('prefectureCity') },
    { label: t(($) => $.booking.blockBuilding), value: values.blockBuilding, error: err('blockBuilding') },
    {
      label: t(($) => $.booking.questionnaire),
      value: chosen ? `${questionnaireLabel(chosen, t)}${addition ? `（${addition}）` : ''}` : none,
      error: err('questionnaire'),
    },
    {
      label: kind === 'trial' ? t(($) => $.booking.questions) : t(($) => $.booking.consultQuestions),
      value: values.questions || none,
      error: err('questions'),
    },
    { label: t(($) => $.booking.inviteCode), value: values.inviteCode || none, error: err('inviteCode') },
    { label: t(($) => $.booking.privacyLegend), value: t(($) => $.booking.privacy), error: err('privacy') },
  );
  return <Rows rows={rows} />;
}

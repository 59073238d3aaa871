import { isApiError, isValidationError, type Schemas } from '@portal/api-client';
import {
  CONSULTATION_TIME_SLOTS,
  consultationFormSchema,
  SCHOOL_GRADES,
  trialFormSchema,
  WEEKDAYS_FROM_MONDAY,
  withAccountEmail,
  withBookingLookups,
} from '@portal/domain';
import { Alert, Button, ErrorDialog, ErrorSummary, Link, Select, StepIndicator } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mutations } from '../../app/api';
import { externalLinks } from '../../app/links';
import { formDrafts } from '../../forms/drafts';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Booking.css';
import { ClosingSection, GuardianSection, KidsSection } from './BookingFields';
import { bookingSteps, newSubmissionId } from './bookingSteps';
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
};

type Failure = { message: string };

/**
 * Spec 2 §2.3 / §2.4: the booking in three steps on one page: 0 form, 1 confirm, 2 complete. The values
 * and the step live in session storage, so a reload on confirm keeps both; Back from confirm goes to the
 * form; the complete step is reached only by a successful send.
 */
export function BookingFlow(props: BookingFlowProps) {
  const { kind, storageKey, header, options, kozaList, accountEmail } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lookups] = useState(() => bookingLookups(queryClient));
  const [search] = useState(() => throttledPostalSearch(lookups));
  const steps = useMemo(() => bookingSteps(storageKey), [storageKey]);
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

  // Spec 2 §2.4: a confirm step with no input behind it opens the form instead.
  const [step, setStep] = useState<0 | 1 | 2>(() => (steps.load() && formDrafts.load(storageKey) ? 1 : 0));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new step moves focus to its heading, so the change is announced and the page starts at the top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

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
    setServerErrors({});
    setStep(1);
  });

  const backToForm = () => {
    steps.clear();
    setStep(0);
    // The server's reasons stay beside their fields until fixed.
    for (const [field, list] of Object.entries(serverErrors)) {
      if (list[0]) f.form.setError(field as BookingField, { type: 'server', message: list[0] });
    }
  };

  const send = async () => {
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
      f.form.reset(emptyBookingValues(accountEmail ?? ''));
      setStep(2);
    } catch (error) {
      if (isValidationError(error)) {
        setServerErrors(flatServerErrors(error.body.errors));
        return;
      }
      const message =
        isApiError(error) && (error.status === 404 || error.status === 409 || error.status === 429)
          ? (error.body as { message?: string }).message
          : undefined;
      setFailure({
        message: message ?? (kind === 'trial' ? t(($) => $.booking.trialFailed) : t(($) => $.booking.consultFailed)),
      });
    }
  };

  const headingKey = {
    trial: ['trialForm', 'trialConfirm', 'trialComplete'],
    consult: ['consultForm', 'consultConfirm', 'consultComplete'],
  } as const;
  const heading = t(($) => $.booking.stepHeadings[headingKey[kind][step]]);

  return (
    <div className={styles.page}>
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
        <form className={styles.form} noValidate onSubmit={toConfirm} aria-labelledby={undefined}>
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
          <div className={styles.actions}>
            <SubmitButton
              sending={f.sending}
              className={kind === 'consult' && !valid ? styles.invalidSubmit : undefined}
            >
              {t(($) => $.booking.toConfirm)}
            </SubmitButton>
          </div>
        </form>
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
          <div className={styles.actions}>
            <Button onClick={() => void send()} sending={sending}>
              {t(($) => $.booking.submit)}
            </Button>
            <Button variant="secondary" onClick={backToForm} disabled={sending}>
              {t(($) => $.booking.fix)}
            </Button>
          </div>
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
          steps.clear();
          setStep(0);
        }}
        title={t(($) => $.booking.registrationError)}
        message={failure?.message ?? ''}
      />
    </div>
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
    <section className={styles.section} aria-labelledby="booking-course-heading">
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
        <div key={n} className={styles.desired}>
          <Select
            {...f.input(`desiredWeek${n}`)}
            label={t(($) => $.booking.desiredWeek, { n })}
            required={n === 1}
            showOptional={n !== 1}
            placeholder={t(($) => $.booking.weekPlaceholder)}
            options={weeks}
            error={f.errorOf(`desiredWeek${n}`)}
          />
          <Select
            {...f.input(`desiredTime${n}`)}
            label={t(($) => $.booking.desiredTime, { n })}
            required={n === 1}
            showOptional={n !== 1}
            placeholder={t(($) => $.booking.timePlaceholder)}
            options={times}
            error={f.errorOf(`desiredTime${n}`)}
          />
        </div>
      ))}
    </section>
  );
}

function Rows({ rows }: { rows: readonly { label: string; value: ReactNode; error?: string }[] }) {
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.label} className={styles.detailRow}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.error && <span className={styles.rowError}>{row.error}</span>}
          </dd>
        </div>
      ))}
    </dl>
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
        value: `${k('LastNameKana')} ${k('FirstNameKana')}`,
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
      value: `${values.lastNameKana} ${values.firstNameKana}`,
      error: err('lastNameKana', 'firstNameKana'),
    },
    { label: t(($) => $.booking.tel), value: values.telNumber, error: err('telNumber') },
    { label: t(($) => $.booking.email), value: values.email, error: err('email') },
    { label: t(($) => $.booking.zipcode), value: values.zipcode, error: err('zipcode') },
    { label: t(($) => $.booking.prefectureCity), value: values.prefectureCity, error: err('prefectureCity') },
    { label: t(($) => $.booking.blockBuilding), value: values.blockBuilding, error: err('blockBuilding') },
    {
      label: t(($) => $.booking.questionnaire),
      value: chosen ? `${chosen.content}${addition ? `（${addition}）` : ''}` : none,
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

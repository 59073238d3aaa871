import { isValidationError } from '@portal/api-client';
import {
  GENDERS,
  GUARDIAN_BIRTH_YEAR_DEFAULT,
  guardianBirthYearOptions,
  normalizePhoneNumber,
  OCCUPATIONS,
  prefectureName,
  SCHOOL_GRADES,
  toFullWidthKana,
} from '@portal/domain';
import { Alert, Button, ErrorSummary, Inline, Loader, RadioGroup, Select, Stack, TextField } from '@portal/ui';
import { sprinkles } from '@portal/ui/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { refusalMessage } from '../../app/serverMessage';
import { AddressFields } from '../../forms/AddressFields';
import { ChildFields } from '../../forms/ChildFields';
import { formDrafts } from '../../forms/drafts';
import { EmailFields } from '../../forms/EmailFields';
import { BirthYearField, GenderField } from '../../forms/PersonDetailsFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { PhoneFields } from '../../forms/PhoneFields';
import { PrivacyConsent } from '../../forms/PrivacyConsent';
import { useAppForm } from '../../forms/useAppForm';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import { bookingLookups, throttledPostalSearch } from '../booking/lookups';
import { useApplicantKind, useStepPaths } from './applicant';
import { FactsTable } from './FactsTable';
import * as styles from './Membership.css';
import { StepActions } from './MembershipPages';
import {
  flatMembershipSchema,
  guardianNames,
  keepServerErrors,
  kidNames,
  MEMBERSHIP_FIELDS,
  type MembershipValues,
  membershipBody,
  membershipDraftKey,
  type StepSearch,
  takeServerErrors,
  valuesFromPrefill,
} from './membershipValues';

// The consent fieldset keeps its frame and is spaced inside like the form's other sections.
const consentSection = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: 0 });

/** Spec 2 §2.1 input: the prefill loads first (a loader shows meanwhile; a failure starts empty, §8). */
export function MembershipInputPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const prefill = useQuery(queries.getMembershipFormData());
  if (prefill.isPending) return <Loader label={t(($) => $.membershipApply.prefillLoading)} />;
  return (
    <MembershipInputForm
      search={search}
      prefill={prefill.data ? valuesFromPrefill(prefill.data) : valuesFromPrefill(undefined)}
    />
  );
}

function MembershipInputForm({ search, prefill }: { search: StepSearch; prefill: MembershipValues }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const [today] = useState(now);
  const schema = useMemo(() => flatMembershipSchema(today), [today]);
  const f = useAppForm<MembershipValues, unknown>({
    schema,
    defaultValues: prefill,
    fields: MEMBERSHIP_FIELDS,
    idPrefix: 'membership',
    draftKey: membershipDraftKey(search),
    failureMessage: () => t(($) => $.membershipApply.submitFailed),
  });
  const kind = useApplicantKind();
  // Spec 2 §4: a signed-in guardian's known email is shown locked; without an account it stays editable.
  const lockedEmail = kind === 'account' && prefill.guardianEmail !== '';
  const checkEmail = useMutation(mutations.checkMembershipEmail());
  const [emailTaken, setEmailTaken] = useState(false);
  // The red box of a registered email is shown where the person is (issue 31 item 11: on a phone it opened 2,307 px
  // above the view, under the pressed 確認画面へ): it takes the focus, which brings it into view.
  const takenBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (emailTaken) takenBox.current?.focus();
  }, [emailTaken]);
  // A 422 answer to the sent input comes back here: each message beside its field, the typed values kept.
  const [serverErrors] = useState(() => takeServerErrors(search));
  const [serverRound, setServerRound] = useState(0);
  const appliedServerErrors = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once, when the screen opens.
  useEffect(() => {
    if (appliedServerErrors.current) return;
    appliedServerErrors.current = true;
    const entries = Object.entries(serverErrors).filter(([field]) =>
      (MEMBERSHIP_FIELDS as readonly string[]).includes(field),
    );
    for (const [field, message] of entries)
      f.form.setError(field as keyof MembershipValues, { type: 'server', message }, { shouldFocus: false });
    if (entries.length > 0) setServerRound(1);
  }, []);

  // The look-up the bookings use: throttled, and a failed one is no answer (ADR 038).
  const postalSearch = useMemo(() => throttledPostalSearch(bookingLookups(queryClient)), [queryClient]);
  const options = (list: readonly { id: number; labelCode: string }[]) =>
    list.map((o) => ({ value: String(o.id), label: wordCode(o.labelCode, t) }));
  const relationship = f.form.watch('guardianKankeiCode');

  const toConfirm = f.handleSubmit(async () => {
    setEmailTaken(false);
    if (kind === 'noAccount') {
      // Spec 2 §4 / §8: an email already registered stops the flow; a failed check is only logged.
      const exists = await checkEmail
        .mutateAsync({ email: f.form.getValues('guardianEmail') })
        .then((answer) => answer.exists)
        .catch((error: unknown) => {
          console.warn('membership email check failed', error);
          return false;
        });
      if (exists) {
        setEmailTaken(true);
        return;
      }
    }
    f.saveDraft();
    await navigate({ to: stepPath.input_conf, search });
  });

  return (
    <Stack as="form" space="md" noValidate onSubmit={toConfirm}>
      <p>{t(($) => $.membershipApply.inputLead)}</p>
      <ErrorSummary
        title={t(($) => $.booking.errorSummary)}
        errors={f.summary}
        submitCount={f.submitCount + serverRound}
      />
      {emailTaken ? (
        <Alert ref={takenBox} tabIndex={-1} tone="critical" title={t(($) => $.membershipGuest.emailTakenTitle)}>
          {t(($) => $.membershipGuest.emailTakenBody)}
        </Alert>
      ) : null}
      <Stack as="section" space="md" aria-labelledby="membership-kid">
        <h2 id="membership-kid" className={styles.sectionHeading}>
          {t(($) => $.membershipApply.kidHeading)}
        </h2>
        <ChildFields f={f} today={today} fields={kidNames} />
      </Stack>

      <Stack as="section" space="md" aria-labelledby="membership-guardian">
        <h2 id="membership-guardian" className={styles.sectionHeading}>
          {t(($) => $.membershipApply.guardianHeading)}
        </h2>
        <PersonNameFields
          f={f}
          fields={guardianNames}
          legend={t(($) => $.membershipApply.guardianName)}
          kanaLegend={t(($) => $.membershipApply.guardianKana)}
        />
        <BirthYearField
          f={f}
          field="guardianBirthYear"
          label={t(($) => $.membershipApply.birthYear)}
          required
          years={guardianBirthYearOptions(today)}
          focusDefaultYear={GUARDIAN_BIRTH_YEAR_DEFAULT}
        />
        <GenderField f={f} field="guardianGenderId" legend={t(($) => $.membershipApply.gender)} />
        <PhoneFields f={f} fields={guardianNames} />
        <EmailFields f={f} locked={lockedEmail} fields={guardianNames} />
        <Select
          {...f.input('guardianJobId')}
          label={t(($) => $.membershipApply.job)}
          required
          placeholder={t(($) => $.membershipApply.select)}
          options={options(OCCUPATIONS)}
          error={f.errorOf('guardianJobId')}
        />
        <RadioGroup
          {...f.control('guardianKankeiCode')}
          legend={t(($) => $.membershipApply.relationship)}
          required
          orientation="horizontal"
          options={(['MOTHER', 'FATHER', 'OTHERS'] as const).map((code) => ({
            value: code,
            label: wordCode(`labels.relationships.${code}`, t),
          }))}
          error={f.errorOf('guardianKankeiCode')}
        />
        {relationship === 'OTHERS' ? (
          <TextField
            {...f.input('guardianKankeiSonota')}
            label={t(($) => $.membershipApply.relationshipOther)}
            required
            error={f.errorOf('guardianKankeiSonota')}
          />
        ) : null}
        <AddressFields f={f} lookup={postalSearch} fields={guardianNames} />
      </Stack>

      <PrivacyConsent f={f} field="privacy" className={consentSection} legendClassName={styles.sectionHeading} />
      <Inline space="sm" justifyContent="space-between">
        <Button
          variant="secondary"
          onClick={() => {
            f.saveDraft();
            f.allowLeave();
            void navigate({ to: stepPath.notes, search });
          }}
        >
          {t(($) => $.membershipApply.back)}
        </Button>
        <Button type="submit">{t(($) => $.membershipApply.toConfirm)}</Button>
      </Inline>
    </Stack>
  );
}

/** Spec 2 §2.1 input_conf: the summary in two blocks; submit stores it, fix goes back. No draft: back to input. */
export function MembershipInputConfPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const now = useNow();
  const [today] = useState(now);
  const key = membershipDraftKey(search);
  const [draft] = useState(() => formDrafts.load<MembershipValues>(key));
  const parsed = useMemo(() => (draft ? flatMembershipSchema(today).safeParse(draft.values) : null), [draft, today]);
  const send = useMutation(mutations.postMembershipGuardian());
  // A second press before the next render does not yet see isPending: this holds the send from the first press on.
  const inFlight = useRef(false);
  const [errors, setErrors] = useState<string[]>([]);
  if (!draft || !parsed?.success) return <Navigate to={stepPath.input} search={search} />;
  const v = draft.values;
  const label = (list: readonly { id: number; labelCode: string }[], id: string) =>
    wordCode(list.find((o) => String(o.id) === id)?.labelCode ?? '', t);
  const emailKind = (kind: string) => (kind === 'P' || kind === 'M' ? wordCode(`labels.emailKinds.${kind}`, t) : '');
  const kidRows: [string, string][] = [
    [t(($) => $.membershipApply.kidName), `${v.kidLastName} ${v.kidFirstName}`],
    [t(($) => $.membershipApply.kidKana), toFullWidthKana(`${v.kidLastNameKana} ${v.kidFirstNameKana}`)],
    [t(($) => $.membershipApply.birthday), formatDate(v.kidBirthday)],
    [t(($) => $.membershipApply.gender), label(GENDERS, v.kidGenderId)],
    [t(($) => $.membershipApply.schoolName), v.kidSchoolName],
    [t(($) => $.membershipApply.schoolGrade), label(SCHOOL_GRADES, v.kidSchoolGrade)],
  ];
  const guardianRows: [string, string][] = [
    [t(($) => $.membershipApply.guardianName), `${v.guardianLastName} ${v.guardianFirstName}`],
    [t(($) => $.membershipApply.guardianKana), toFullWidthKana(`${v.guardianLastNameKana} ${v.guardianFirstNameKana}`)],
    [t(($) => $.membershipApply.birthYear), `${v.guardianBirthYear}年`],
    [t(($) => $.membershipApply.gender), label(GENDERS, v.guardianGenderId)],
    [t(($) => $.membershipApply.tel), normalizePhoneNumber(v.guardianTelNumber)],
    [t(($) => $.membershipApply.telBackup), normalizePhoneNumber(v.guardianTelNumberBackup)],
    [t(($) => $.membershipApply.email), v.guardianEmail],
    // Issue 29: the chosen kinds are part of what is sent, so the check shows them too.
    [t(($) => $.fieldGroups.email.kind), emailKind(v.guardianEmailKbn)],
    [t(($) => $.membershipApply.emailBackup), v.guardianEmailBackup],
    [t(($) => $.fieldGroups.email.backupKind), emailKind(v.guardianEmailBackupKbn)],
    [t(($) => $.membershipApply.job), label(OCCUPATIONS, v.guardianJobId)],
    [
      t(($) => $.membershipApply.relationship),
      v.guardianKankeiCode === 'OTHERS'
        ? v.guardianKankeiSonota
        : wordCode(`labels.relationships.${v.guardianKankeiCode}`, t),
    ],
    [
      t(($) => $.membershipApply.address),
      `〒${v.guardianZipcode} ${prefectureName(Number(v.guardianPrefectureId)) ?? ''}${v.guardianCity}${v.guardianBlock} ${v.guardianBuilding}`.trim(),
    ],
  ];
  const submit = () => {
    if (inFlight.current || send.isPending || !parsed.success) return;
    inFlight.current = true;
    setErrors([]);
    send.mutate(membershipBody(parsed.data as never, search), {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: () => {
        formDrafts.clear(key);
        void navigate({ to: stepPath.input_complete, search });
      },
      onError: (error) => {
        // Spec 2 §8: the errors are kept (and shown); the draft stays for the fix.
        if (isValidationError(error)) {
          keepServerErrors(search, error.body.errors);
          setErrors([...new Set(Object.values(error.body.errors).flat())]);
          void navigate({ to: stepPath.input, search });
        } else setErrors([refusalMessage(error) ?? t(($) => $.membershipApply.submitFailed)]);
      },
    });
  };
  return (
    <Stack space="md">
      <p>{t(($) => $.membershipApply.confLead)}</p>
      {errors.length > 0 ? (
        <Alert tone="critical">
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {(
        [
          ['kid', t(($) => $.membershipApply.kidHeading), kidRows],
          ['guardian', t(($) => $.membershipApply.guardianHeading), guardianRows],
        ] as const
      ).map(([id, heading, rows]) => (
        <Stack as="section" space="md" key={id} aria-labelledby={`conf-${id}`}>
          <h2 id={`conf-${id}`} className={styles.sectionHeading}>
            {heading}
          </h2>
          <FactsTable facts={rows} />
        </Stack>
      ))}
      <StepActions
        onBack={() => void navigate({ to: stepPath.input, search })}
        backLabel={t(($) => $.membershipApply.fix)}
        onNext={submit}
        nextLabel={t(($) => $.membershipApply.submit)}
        sending={send.isPending}
      />
    </Stack>
  );
}

import { isValidationError } from '@portal/api-client';
import {
  childBirthdayFocusDefault,
  childBirthdayWindow,
  GENDERS,
  GUARDIAN_BIRTH_YEAR_DEFAULT,
  guardianBirthYearOptions,
  OCCUPATIONS,
  PREFECTURES,
  prefectureName,
  SCHOOL_GRADES,
  throttlePostalLookup,
} from '@portal/domain';
import {
  Alert,
  BirthYearSelect,
  Button,
  Checkbox,
  DateField,
  ErrorSummary,
  Link,
  Loader,
  NameField,
  PostalCodeField,
  RadioGroup,
  Select,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { formDrafts } from '../../forms/drafts';
import { useAppForm } from '../../forms/useAppForm';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import { bookingLookups } from '../booking/lookups';
import { useApplicantKind, useStepPaths } from './applicant';
import * as styles from './Membership.css';
import { StepActions } from './MembershipPages';
import {
  flatMembershipSchema,
  guardianField,
  keepServerErrors,
  kidField,
  MEMBERSHIP_FIELDS,
  type MembershipValues,
  membershipBody,
  membershipDraftKey,
  type StepSearch,
  takeServerErrors,
  valuesFromPrefill,
} from './membershipValues';

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
  const [leaving, setLeaving] = useState(false);
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
  // Leaving with typed input asks first (the draft keeps it, but the guardian may not know that).
  useBlocker({
    shouldBlockFn: () => {
      if (leaving || !f.form.formState.isDirty) return false;
      return !window.confirm(t(($) => $.membershipApply.leaveConfirm));
    },
    enableBeforeUnload: () => !leaving && f.form.formState.isDirty,
  });

  const lookups = useMemo(() => bookingLookups(queryClient), [queryClient]);
  const search1s = useMemo(() => throttlePostalLookup(lookups.lookupPostalCode, lookups.clock), [lookups]);
  const [searching, setSearching] = useState(false);
  const [addressStatus, setAddressStatus] = useState('');
  const searchAddress = async (zipcode: string) => {
    setSearching(true);
    setAddressStatus('');
    try {
      const address = await search1s(zipcode);
      if (!address) {
        // Spec 2 §8: the postal code is cleared and the form says the prefecture was not found.
        f.form.setValue('guardianZipcode', '', { shouldDirty: true });
        setAddressStatus(t(($) => $.membershipApply.addressNotFound));
        return;
      }
      const prefecture = prefectureName(address.prefectureId) ?? '';
      f.form.setValue('guardianPrefectureId', String(address.prefectureId), { shouldDirty: true });
      f.form.setValue('guardianCity', address.prefectureCity.slice(prefecture.length), { shouldDirty: true });
      f.form.setValue('guardianBlock', address.block, { shouldDirty: true });
      setAddressStatus(t(($) => $.membershipApply.addressFound));
    } finally {
      setSearching(false);
    }
  };

  const { min, max } = childBirthdayWindow(today);
  const options = (list: readonly { id: number; labelCode: string }[]) =>
    list.map((o) => ({ value: String(o.id), label: wordCode(o.labelCode, t) }));
  const privacy = f.form.watch('privacy') === '1';
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
    setLeaving(true);
    await navigate({ to: stepPath.input_conf, search });
  });

  return (
    <form className={styles.page} noValidate onSubmit={toConfirm}>
      <p>{t(($) => $.membershipApply.inputLead)}</p>
      <ErrorSummary
        title={t(($) => $.booking.errorSummary)}
        errors={f.summary}
        submitCount={f.submitCount + serverRound}
      />
      {emailTaken ? (
        <Alert tone="critical" title={t(($) => $.membershipGuest.emailTakenTitle)}>
          {t(($) => $.membershipGuest.emailTakenBody)}
        </Alert>
      ) : null}
      <section className={styles.section} aria-labelledby="membership-kid">
        <h2 id="membership-kid" className={styles.sectionHeading}>
          {t(($) => $.membershipApply.kidHeading)}
        </h2>
        <NameField
          kind="kanji"
          legend={t(($) => $.membershipApply.kidName)}
          required
          familyId={f.idOf('kidLastName')}
          givenId={f.idOf('kidFirstName')}
          familyInputProps={f.input('kidLastName')}
          givenInputProps={f.input('kidFirstName')}
          familyError={f.errorOf('kidLastName')}
          givenError={f.errorOf('kidFirstName')}
        />
        <NameField
          kind="kana"
          legend={t(($) => $.membershipApply.kidKana)}
          required
          familyId={f.idOf('kidLastNameKana')}
          givenId={f.idOf('kidFirstNameKana')}
          familyInputProps={f.input('kidLastNameKana')}
          givenInputProps={f.input('kidFirstNameKana')}
          familyError={f.errorOf('kidLastNameKana')}
          givenError={f.errorOf('kidFirstNameKana')}
        />
        <DateField
          {...f.control(kidField('birthday'))}
          label={t(($) => $.membershipApply.birthday)}
          required
          min={min}
          max={max}
          focusDefault={childBirthdayFocusDefault(today)}
          error={f.errorOf('kidBirthday')}
        />
        <RadioGroup
          {...f.control(kidField('genderId'))}
          legend={t(($) => $.membershipApply.gender)}
          required
          orientation="horizontal"
          options={options(GENDERS)}
          error={f.errorOf('kidGenderId')}
        />
        <TextField
          {...f.input('kidSchoolName')}
          label={t(($) => $.membershipApply.schoolName)}
          required
          error={f.errorOf('kidSchoolName')}
        />
        <Select
          {...f.input('kidSchoolGrade')}
          label={t(($) => $.membershipApply.schoolGrade)}
          required
          width="medium"
          placeholder={t(($) => $.membershipApply.select)}
          options={options(SCHOOL_GRADES)}
          error={f.errorOf('kidSchoolGrade')}
        />
      </section>

      <section className={styles.section} aria-labelledby="membership-guardian">
        <h2 id="membership-guardian" className={styles.sectionHeading}>
          {t(($) => $.membershipApply.guardianHeading)}
        </h2>
        <NameField
          kind="kanji"
          legend={t(($) => $.membershipApply.guardianName)}
          required
          familyId={f.idOf('guardianLastName')}
          givenId={f.idOf('guardianFirstName')}
          familyInputProps={f.input('guardianLastName')}
          givenInputProps={f.input('guardianFirstName')}
          familyError={f.errorOf('guardianLastName')}
          givenError={f.errorOf('guardianFirstName')}
        />
        <NameField
          kind="kana"
          legend={t(($) => $.membershipApply.guardianKana)}
          required
          familyId={f.idOf('guardianLastNameKana')}
          givenId={f.idOf('guardianFirstNameKana')}
          familyInputProps={f.input('guardianLastNameKana')}
          givenInputProps={f.input('guardianFirstNameKana')}
          familyError={f.errorOf('guardianLastNameKana')}
          givenError={f.errorOf('guardianFirstNameKana')}
        />
        <BirthYearSelect
          {...f.control(guardianField('birthYear'))}
          label={t(($) => $.membershipApply.birthYear)}
          required
          years={guardianBirthYearOptions(today)}
          focusDefaultYear={GUARDIAN_BIRTH_YEAR_DEFAULT}
          error={f.errorOf('guardianBirthYear')}
        />
        <RadioGroup
          {...f.control(guardianField('genderId'))}
          legend={t(($) => $.membershipApply.gender)}
          required
          orientation="horizontal"
          options={options(GENDERS)}
          error={f.errorOf('guardianGenderId')}
        />
        <TextField
          {...f.input('guardianTelNumber')}
          label={t(($) => $.membershipApply.tel)}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          width="medium"
          hint={t(($) => $.membershipApply.telHint)}
          error={f.errorOf('guardianTelNumber')}
        />
        <TextField
          {...f.input('guardianTelNumberBackup')}
          label={t(($) => $.membershipApply.telBackup)}
          showOptional
          type="tel"
          inputMode="numeric"
          width="medium"
          error={f.errorOf('guardianTelNumberBackup')}
        />
        {lockedEmail ? (
          <TextField
            {...f.input('guardianEmail')}
            label={t(($) => $.membershipApply.emailLocked)}
            hint={t(($) => $.membershipApply.emailLockedNote)}
            readOnly
            aria-readonly="true"
            type="email"
          />
        ) : (
          <TextField
            {...f.input('guardianEmail')}
            label={t(($) => $.membershipApply.email)}
            required
            type="email"
            autoComplete="email"
            error={f.errorOf('guardianEmail')}
          />
        )}
        <RadioGroup
          {...f.control(guardianField('emailKbn'))}
          legend={t(($) => $.membershipApply.emailKind)}
          required
          orientation="horizontal"
          options={[
            { value: 'P', label: wordCode('labels.emailKinds.P', t) },
            { value: 'M', label: wordCode('labels.emailKinds.M', t) },
          ]}
          error={f.errorOf('guardianEmailKbn')}
        />
        <TextField
          {...f.input('guardianEmailBackup')}
          label={t(($) => $.membershipApply.emailBackup)}
          showOptional
          type="email"
          error={f.errorOf('guardianEmailBackup')}
        />
        <RadioGroup
          {...f.control(guardianField('emailBackupKbn'))}
          legend={t(($) => $.membershipApply.emailBackupKind)}
          showOptional
          orientation="horizontal"
          options={[
            { value: 'P', label: wordCode('labels.emailKinds.P', t) },
            { value: 'M', label: wordCode('labels.emailKinds.M', t) },
          ]}
          error={f.errorOf('guardianEmailBackupKbn')}
        />
        <Select
          {...f.input('guardianJobId')}
          label={t(($) => $.membershipApply.job)}
          required
          placeholder={t(($) => $.membershipApply.select)}
          options={options(OCCUPATIONS)}
          error={f.errorOf('guardianJobId')}
        />
        <RadioGroup
          {...f.control(guardianField('kankeiCode'))}
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
        <PostalCodeField
          {...f.control(guardianField('zipcode'))}
          label={t(($) => $.booking.zipcode)}
          required
          hint={t(($) => $.booking.zipcodeHint)}
          onSearch={(code) => void searchAddress(code)}
          searching={searching}
          searchLabel={t(($) => $.membershipApply.addressSearch)}
          searchStatus={addressStatus}
          error={f.errorOf('guardianZipcode')}
        />
        <Select
          {...f.input('guardianPrefectureId')}
          label={t(($) => $.membershipApply.prefecture)}
          required
          width="medium"
          autoComplete="address-level1"
          placeholder={t(($) => $.membershipApply.select)}
          options={PREFECTURES.map((p) => ({ value: String(p.id), label: p.name }))}
          error={f.errorOf('guardianPrefectureId')}
        />
        <TextField
          {...f.input('guardianCity')}
          label={t(($) => $.membershipApply.city)}
          required
          autoComplete="address-level2"
          error={f.errorOf('guardianCity')}
        />
        <TextField
          {...f.input('guardianBlock')}
          label={t(($) => $.membershipApply.block)}
          required
          autoComplete="address-line1"
          error={f.errorOf('guardianBlock')}
        />
        <TextField
          {...f.input('guardianBuilding')}
          label={t(($) => $.membershipApply.building)}
          showOptional
          autoComplete="address-line2"
          error={f.errorOf('guardianBuilding')}
        />
      </section>

      <fieldset className={styles.section}>
        <legend className={styles.sectionHeading}>{t(($) => $.membershipApply.privacyLink)}</legend>
        <p>
          <Link href="/privacy/main" external>
            {t(($) => $.membershipApply.privacyLink)}
          </Link>
        </p>
        <Checkbox
          id={f.idOf('privacy')}
          name="privacy"
          label={t(($) => $.membershipApply.privacyAgree)}
          required
          checked={privacy}
          onChange={(event) =>
            f.form.setValue('privacy', event.target.checked ? '1' : '', {
              shouldDirty: true,
              shouldValidate: f.form.formState.isSubmitted,
            })
          }
          error={f.errorOf('privacy')}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            f.saveDraft();
            setLeaving(true);
            void navigate({ to: stepPath.notes, search });
          }}
        >
          {t(($) => $.membershipApply.back)}
        </Button>
        <Button type="submit">{t(($) => $.membershipApply.toConfirm)}</Button>
      </div>
    </form>
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
  const [errors, setErrors] = useState<string[]>([]);
  if (!draft || !parsed?.success) return <Navigate to={stepPath.input} search={search} />;
  const v = draft.values;
  const label = (list: readonly { id: number; labelCode: string }[], id: string) =>
    wordCode(list.find((o) => String(o.id) === id)?.labelCode ?? '', t);
  const kidRows: [string, string][] = [
    [t(($) => $.membershipApply.kidName), `${v.kidLastName} ${v.kidFirstName}`],
    [t(($) => $.membershipApply.kidKana), `${v.kidLastNameKana} ${v.kidFirstNameKana}`],
    [t(($) => $.membershipApply.birthday), formatDate(v.kidBirthday)],
    [t(($) => $.membershipApply.gender), label(GENDERS, v.kidGenderId)],
    [t(($) => $.membershipApply.schoolName), v.kidSchoolName],
    [t(($) => $.membershipApply.schoolGrade), label(SCHOOL_GRADES, v.kidSchoolGrade)],
  ];
  const guardianRows: [string, string][] = [
    [t(($) => $.membershipApply.guardianName), `${v.guardianLastName} ${v.guardianFirstName}`],
    [t(($) => $.membershipApply.guardianKana), `${v.guardianLastNameKana} ${v.guardianFirstNameKana}`],
    [t(($) => $.membershipApply.birthYear), `${v.guardianBirthYear}年`],
    [t(($) => $.membershipApply.gender), label(GENDERS, v.guardianGenderId)],
    [t(($) => $.membershipApply.tel), v.guardianTelNumber],
    [t(($) => $.membershipApply.telBackup), v.guardianTelNumberBackup],
    [t(($) => $.membershipApply.email), v.guardianEmail],
    [t(($) => $.membershipApply.emailBackup), v.guardianEmailBackup],
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
    if (send.isPending || !parsed.success) return;
    setErrors([]);
    send.mutate(membershipBody(parsed.data as never, search), {
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
        } else setErrors([t(($) => $.membershipApply.submitFailed)]);
      },
    });
  };
  return (
    <div className={styles.page}>
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
        <section key={id} className={styles.section} aria-labelledby={`conf-${id}`}>
          <h2 id={`conf-${id}`} className={styles.sectionHeading}>
            {heading}
          </h2>
          <table className={styles.table}>
            <tbody>
              {rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <StepActions
        onBack={() => void navigate({ to: stepPath.input, search })}
        backLabel={t(($) => $.membershipApply.fix)}
        onNext={submit}
        nextLabel={t(($) => $.membershipApply.submit)}
        sending={send.isPending}
      />
    </div>
  );
}

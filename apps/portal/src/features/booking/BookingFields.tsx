import type { Schemas } from '@portal/api-client';
import { MAX_BOOKING_KIDS, SCHOOL_GRADES } from '@portal/domain';
import {
  Button,
  Checkbox,
  Link,
  NameField,
  PostalCodeField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useAppForm } from '../../forms/useAppForm';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Booking.css';
import type { BookingValues } from './bookingValues';

export type BookingForm = ReturnType<typeof useAppForm<BookingValues, unknown>>;

/** Spec 2 §3.5 / §3.6: up to three children; a child can be removed only while there is more than one. */
export function KidsSection({
  f,
  count,
  onAdd,
  onRemove,
}: {
  f: BookingForm;
  count: number;
  onAdd: () => void;
  onRemove: (n: number) => void;
}) {
  const { t } = useTranslation();
  const grades = SCHOOL_GRADES.map((g) => ({ value: String(g.id), label: wordCode(g.labelCode, t) }));
  return (
    <section className={styles.section} aria-labelledby="booking-kids-heading">
      <h2 id="booking-kids-heading" className={styles.sectionHeading}>
        {t(($) => $.booking.kidsHeading)}
      </h2>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
        const k = (suffix: string) => `kid${n}${suffix}` as keyof BookingValues;
        return (
          <div key={n} className={styles.kid}>
            <div className={styles.kidHeader}>
              <h3 className={styles.kidTitle}>{t(($) => $.booking.kidLegend, { n })}</h3>
              {count > 1 && (
                <Button variant="secondary" onClick={() => onRemove(n)}>
                  {t(($) => $.booking.removeKid, { n })}
                </Button>
              )}
            </div>
            <NameField
              kind="kanji"
              legend={t(($) => $.booking.kidName, { n })}
              required
              familyId={f.idOf(k('LastName'))}
              givenId={f.idOf(k('FirstName'))}
              familyInputProps={f.input(k('LastName'))}
              givenInputProps={f.input(k('FirstName'))}
              familyError={f.errorOf(k('LastName'))}
              givenError={f.errorOf(k('FirstName'))}
            />
            <NameField
              kind="kana"
              legend={t(($) => $.booking.kidKana, { n })}
              required
              familyId={f.idOf(k('LastNameKana'))}
              givenId={f.idOf(k('FirstNameKana'))}
              familyInputProps={f.input(k('LastNameKana'))}
              givenInputProps={f.input(k('FirstNameKana'))}
              familyError={f.errorOf(k('LastNameKana'))}
              givenError={f.errorOf(k('FirstNameKana'))}
            />
            <Select
              {...f.input(k('SchoolGrade'))}
              label={t(($) => $.booking.kidGrade, { n })}
              required
              width="medium"
              placeholder={t(($) => $.booking.gradePlaceholder)}
              options={grades}
              error={f.errorOf(k('SchoolGrade'))}
            />
          </div>
        );
      })}
      {count < MAX_BOOKING_KIDS ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onAdd}>
            {t(($) => $.booking.addKid)}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t(($) => $.booking.kidsMax)}</p>
      )}
    </section>
  );
}

/** Spec 2 §3.5: the guardian block, with the address search from the Japan Post table. */
export function GuardianSection({
  f,
  accountEmail,
  searchAddress,
}: {
  f: BookingForm;
  /** Spec 2 §5.7: a guardian with an account books with the email they sign in with. */
  accountEmail?: string | null;
  searchAddress: (zipcode: string) => Promise<{ prefectureCity: string; block: string } | null>;
}) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const [status, setStatus] = useState('');
  const search = async (zipcode: string) => {
    setSearching(true);
    setStatus('');
    try {
      const address = await searchAddress(zipcode);
      if (!address) {
        setStatus(t(($) => $.booking.addressNotFound));
        return;
      }
      f.form.setValue('prefectureCity', address.prefectureCity, { shouldDirty: true });
      f.form.setValue('blockBuilding', address.block, { shouldDirty: true });
      setStatus(t(($) => $.booking.addressFilled));
    } catch {
      setStatus(t(($) => $.booking.addressFailed));
    } finally {
      setSearching(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="booking-guardian-heading">
      <h2 id="booking-guardian-heading" className={styles.sectionHeading}>
        {t(($) => $.booking.guardianHeading)}
      </h2>
      <NameField
        kind="kanji"
        legend={t(($) => $.booking.guardianName)}
        required
        familyId={f.idOf('lastName')}
        givenId={f.idOf('firstName')}
        familyInputProps={{ ...f.input('lastName'), autoComplete: 'family-name' }}
        givenInputProps={{ ...f.input('firstName'), autoComplete: 'given-name' }}
        familyError={f.errorOf('lastName')}
        givenError={f.errorOf('firstName')}
      />
      <NameField
        kind="kana"
        legend={t(($) => $.booking.guardianKana)}
        required
        familyId={f.idOf('lastNameKana')}
        givenId={f.idOf('firstNameKana')}
        familyInputProps={f.input('lastNameKana')}
        givenInputProps={f.input('firstNameKana')}
        familyError={f.errorOf('lastNameKana')}
        givenError={f.errorOf('firstNameKana')}
      />
      <TextField
        {...f.input('telNumber')}
        label={t(($) => $.booking.tel)}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        width="medium"
        hint={t(($) => $.booking.telHint)}
        error={f.errorOf('telNumber')}
      />
      <TextField
        {...f.input('email')}
        label={t(($) => $.booking.email)}
        required
        type="email"
        autoComplete="email"
        hint={accountEmail ? t(($) => $.booking.emailAccountHint) : undefined}
        error={f.errorOf('email')}
      />
      <PostalCodeField
        {...f.control('zipcode')}
        label={t(($) => $.booking.zipcode)}
        required
        hint={t(($) => $.booking.zipcodeHint)}
        onSearch={(code) => void search(code)}
        searching={searching}
        searchLabel={t(($) => $.booking.searchAddress)}
        searchStatus={status}
        error={f.errorOf('zipcode')}
      />
      <TextField
        {...f.input('prefectureCity')}
        label={t(($) => $.booking.prefectureCity)}
        required
        autoComplete="address-level2"
        hint={t(($) => $.booking.prefectureCityHint)}
        error={f.errorOf('prefectureCity')}
      />
      <TextField
        {...f.input('blockBuilding')}
        label={t(($) => $.booking.blockBuilding)}
        required
        autoComplete="address-line1"
        error={f.errorOf('blockBuilding')}
      />
    </section>
  );
}

/** Spec 2 §3.5: the questionnaire (with the follow-up of the chosen option), questions, invite code, consent. */
export function ClosingSection({
  f,
  options,
  questionsLabel,
}: {
  f: BookingForm;
  options: readonly Schemas['QuestionnaireOption'][];
  questionsLabel: string;
}) {
  const { t } = useTranslation();
  const chosen = options.find((o) => String(o.id) === f.form.watch('questionnaire'));
  const addition = chosen?.isAdd === 1 ? (`addition${chosen.id}` as keyof BookingValues) : null;
  const privacy = f.form.watch('privacy') === '1';
  return (
    <>
      <RadioGroup
        {...f.control('questionnaire')}
        legend={t(($) => $.booking.questionnaire)}
        required
        options={options.map((o) => ({ value: String(o.id), label: o.content }))}
        error={f.errorOf('questionnaire')}
      />
      {addition && chosen && (
        <TextField
          {...f.input(addition)}
          label={t(($) => $.booking.additionLabel, { option: chosen.content })}
          showOptional
          maxLength={80}
          error={f.errorOf(addition)}
        />
      )}
      <TextArea {...f.input('questions')} label={questionsLabel} showOptional rows={4} error={f.errorOf('questions')} />
      <TextField
        {...f.input('inviteCode')}
        label={t(($) => $.booking.inviteCode)}
        showOptional
        autoComplete="off"
        width="medium"
        hint={t(($) => $.booking.inviteCodeHint)}
        error={f.errorOf('inviteCode')}
      />
      <fieldset className={styles.section}>
        <legend className={styles.sectionHeading}>{t(($) => $.booking.privacyLegend)}</legend>
        <p>
          <Link href="/privacy/main" external>
            {t(($) => $.booking.privacyLink)}
          </Link>
        </p>
        <Checkbox
          id={f.idOf('privacy')}
          name="privacy"
          label={t(($) => $.booking.privacy)}
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
    </>
  );
}

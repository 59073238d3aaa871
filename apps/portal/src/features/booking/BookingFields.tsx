import type { Schemas } from '@portal/api-client';
import { MAX_BOOKING_KIDS, type PostalLookup } from '@portal/domain';
import { RadioGroup, Stack, TextArea, TextField } from '@portal/ui';
import { sprinkles } from '@portal/ui/styles';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../forms/AddressFields';
import { type AppForm, sameNames, textControl } from '../../forms/appForm';
import { ChildRows } from '../../forms/ChildFields';
import { EmailFields } from '../../forms/EmailFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { PhoneFields } from '../../forms/PhoneFields';
import { PrivacyConsent } from '../../forms/PrivacyConsent';
import * as styles from './Booking.css';
import { type BookingValues, GUARDIAN_FIELDS, kidFieldsOf } from './bookingValues';
import { questionnaireLabel } from './questionnaireLabel';

// The consent is a fieldset laid out as the form's other sections (a Stack without the fieldset's frame).
const consentSection = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'md',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

const guardian = sameNames(GUARDIAN_FIELDS);

export type BookingForm = AppForm<BookingValues>;

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
  return (
    <Stack as="section" space="md" aria-labelledby="booking-kids-heading">
      <h2 id="booking-kids-heading" className={styles.sectionHeading}>
        {t(($) => $.booking.kidsHeading)}
      </h2>
      <ChildRows
        f={f}
        count={count}
        max={MAX_BOOKING_KIDS}
        fieldsOf={kidFieldsOf}
        onAdd={onAdd}
        onRemove={onRemove}
        idPrefix="booking"
      />
    </Stack>
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
  searchAddress: PostalLookup;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="section" space="md" aria-labelledby="booking-guardian-heading">
      <h2 id="booking-guardian-heading" className={styles.sectionHeading}>
        {t(($) => $.booking.guardianHeading)}
      </h2>
      <PersonNameFields
        f={f}
        fields={guardian}
        legend={t(($) => $.booking.guardianName)}
        kanaLegend={t(($) => $.booking.guardianKana)}
      />
      <PhoneFields f={f} fields={guardian} />
      <EmailFields f={f} fields={guardian} hint={accountEmail ? t(($) => $.booking.emailAccountHint) : undefined} />
      <AddressFields f={f} fields={guardian} lookup={searchAddress} />
    </Stack>
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
  return (
    <>
      <RadioGroup
        {...f.control('questionnaire')}
        legend={t(($) => $.booking.questionnaire)}
        required
        options={options.map((o) => ({ value: String(o.id), label: questionnaireLabel(o, t) }))}
        error={f.errorOf('questionnaire')}
      />
      {addition && chosen && (
        <TextField
          {...f.input(addition)}
          label={t(($) => $.booking.additionLabel, { option: questionnaireLabel(chosen, t) })}
          required={false}
          maxLength={80}
          error={f.errorOf(addition)}
        />
      )}
      {/* Controlled: the box shows the draft a reload brings back, and only what it shows is sent. */}
      <TextArea
        {...textControl(f, 'questions')}
        label={questionsLabel}
        required={false}
        rows={4}
        error={f.errorOf('questions')}
      />
      <TextField
        {...f.input('inviteCode')}
        label={t(($) => $.booking.inviteCode)}
        required={false}
        autoComplete="off"
        width="medium"
        hint={t(($) => $.booking.inviteCodeHint)}
        error={f.errorOf('inviteCode')}
      />
      <PrivacyConsent f={f} field="privacy" className={consentSection} legendClassName={styles.sectionHeading} />
    </>
  );
}

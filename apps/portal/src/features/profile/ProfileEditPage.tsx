import type { Schemas } from '@portal/api-client';
import { createProfileSchema, GENDERS, PREFECTURES, profileBirthYearOptions } from '@portal/domain';
import {
  Alert,
  BirthYearSelect,
  Button,
  ErrorSummary,
  Link,
  Loader,
  NameField,
  PostalCodeField,
  RadioGroup,
  Select,
  TextField,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { keyFromSelector, type SelectorKey } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useAppForm } from '../../forms/useAppForm';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Profile.css';
import { profilePaths } from './paths';
import {
  formValuesFrom,
  PROFILE_DRAFT_KEY,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  type ProfileParsed,
} from './profileValues';

/** How the screen names each field, for the notice of what was saved elsewhere. */
const fieldLabels: Record<ProfileField, SelectorKey> = {
  lastName: keyFromSelector(($) => $.profile.familyName),
  firstName: keyFromSelector(($) => $.profile.givenName),
  lastNameKana: keyFromSelector(($) => $.profile.familyKana),
  firstNameKana: keyFromSelector(($) => $.profile.givenKana),
  birthYear: keyFromSelector(($) => $.profile.birthYear),
  genderId: keyFromSelector(($) => $.profile.gender),
  telNumber: keyFromSelector(($) => $.profile.tel),
  telNumberBackup: keyFromSelector(($) => $.profile.telBackup),
  email: keyFromSelector(($) => $.profile.email),
  emailBackup: keyFromSelector(($) => $.profile.emailBackup),
  zipcode: keyFromSelector(($) => $.profile.zipcode),
  prefectureId: keyFromSelector(($) => $.profile.prefecture),
  city: keyFromSelector(($) => $.profile.city),
  block: keyFromSelector(($) => $.profile.block),
  building: keyFromSelector(($) => $.profile.building),
};

/** Spec 1 §2 "Profile": the edit form; a valid form goes on to the confirm screen. */
export function ProfileEditPage({ notice }: { notice?: 'changed' }) {
  const { t } = useTranslation();
  const user = useQuery(queries.getUser());
  if (user.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (user.isError) return <Alert tone="critical">{t(($) => $.profile.loadFailed)}</Alert>;
  return <ProfileEditForm user={user.data} notice={notice} />;
}

function ProfileEditForm({ user, notice }: { user: Schemas['User']; notice?: 'changed' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const [today] = useState(now);
  const [schema] = useState(() => createProfileSchema(today));
  const years = profileBirthYearOptions(today);
  // The draft (shared with the confirm screen) keeps what was typed across a reload and a trip to
  // confirm; a profile saved elsewhere meanwhile fills only the fields the guardian left alone.
  const { summary, submitCount, changedElsewhere, input, control, errorOf, handleSubmit, saveDraft } = useAppForm<
    ProfileFormValues,
    ProfileParsed
  >({
    schema,
    defaultValues: formValuesFrom(user),
    fields: PROFILE_FIELDS,
    idPrefix: 'profile',
    draftKey: PROFILE_DRAFT_KEY,
    failureMessage: () => t(($) => $.profile.saveFailed),
  });
  const submit = handleSubmit(() => {
    saveDraft();
    return navigate({ to: profilePaths.confirm });
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t(($) => $.profile.titles.edit)}>
      {(notice === 'changed' || changedElsewhere.length > 0) && (
        <Alert tone="caution">
          <p>{t(($) => $.profile.changedElsewhere)}</p>
          {changedElsewhere.length > 0 && (
            <p>
              {t(($) => $.profile.changedFields, { fields: changedElsewhere.map((f) => t(fieldLabels[f])).join('、') })}
            </p>
          )}
        </Alert>
      )}
      <ErrorSummary title={t(($) => $.profile.errorSummary)} errors={summary} submitCount={submitCount} />
      <NameField
        kind="kanji"
        legend={t(($) => $.profile.name)}
        required
        familyId={input('lastName').id}
        givenId={input('firstName').id}
        familyInputProps={{ ...input('lastName'), autoComplete: 'family-name' }}
        givenInputProps={{ ...input('firstName'), autoComplete: 'given-name' }}
        familyError={errorOf('lastName')}
        givenError={errorOf('firstName')}
      />
      <NameField
        kind="kana"
        legend={t(($) => $.profile.kana)}
        required
        familyId={input('lastNameKana').id}
        givenId={input('firstNameKana').id}
        familyInputProps={input('lastNameKana')}
        givenInputProps={input('firstNameKana')}
        familyError={errorOf('lastNameKana')}
        givenError={errorOf('firstNameKana')}
      />
      <BirthYearSelect
        {...control('birthYear')}
        label={t(($) => $.profile.birthYear)}
        showOptional
        years={years}
        error={errorOf('birthYear')}
      />
      <RadioGroup
        {...control('genderId')}
        legend={t(($) => $.profile.gender)}
        required
        orientation="horizontal"
        options={GENDERS.map((g) => ({ value: String(g.id), label: wordCode(g.labelCode, t) }))}
        error={errorOf('genderId')}
      />
      <TextField
        {...input('telNumber')}
        label={t(($) => $.profile.tel)}
        showOptional
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        width="medium"
        hint={t(($) => $.profile.telHint)}
        error={errorOf('telNumber')}
      />
      <TextField
        {...input('telNumberBackup')}
        label={t(($) => $.profile.telBackup)}
        showOptional
        type="tel"
        inputMode="numeric"
        width="medium"
        hint={t(($) => $.profile.telHint)}
        error={errorOf('telNumberBackup')}
      />
      <TextField
        {...input('email')}
        label={t(($) => $.profile.email)}
        required
        type="email"
        autoComplete="email"
        hint={t(($) => $.profile.emailHint)}
        error={errorOf('email')}
      />
      <TextField
        {...input('emailBackup')}
        label={t(($) => $.profile.emailBackup)}
        showOptional
        type="email"
        error={errorOf('emailBackup')}
      />
      <PostalCodeField
        {...control('zipcode')}
        label={t(($) => $.profile.zipcode)}
        showOptional
        error={errorOf('zipcode')}
      />
      <Select
        {...input('prefectureId')}
        label={t(($) => $.profile.prefecture)}
        showOptional
        width="medium"
        placeholder={t(($) => $.profile.prefecturePlaceholder)}
        options={PREFECTURES.map((p) => ({ value: String(p.id), label: p.name }))}
        autoComplete="address-level1"
        error={errorOf('prefectureId')}
      />
      <TextField
        {...input('city')}
        label={t(($) => $.profile.city)}
        showOptional
        autoComplete="address-level2"
        error={errorOf('city')}
      />
      <TextField
        {...input('block')}
        label={t(($) => $.profile.block)}
        showOptional
        autoComplete="address-line1"
        error={errorOf('block')}
      />
      <TextField
        {...input('building')}
        label={t(($) => $.profile.building)}
        showOptional
        autoComplete="address-line2"
        error={errorOf('building')}
      />
      <div className={styles.actions}>
        <Button type="submit">{t(($) => $.profile.toConfirm)}</Button>
        <Link href={profilePaths.list} variant="standalone">
          {t(($) => $.profile.backToList)}
        </Link>
      </div>
    </form>
  );
}

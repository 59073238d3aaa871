import type { Schemas } from '@portal/api-client';
import { GENDERS, PREFECTURES, profileBirthYearOptions } from '@portal/domain';
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
import { type FormEvent, useState } from 'react';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { messages } from '../../app/messages';
import * as styles from './Profile.css';
import { profilePaths } from './paths';
import {
  errorList,
  formValuesFrom,
  type ProfileField,
  type ProfileFormValues,
  profileDraft,
  profileSnapshot,
  validateProfile,
} from './profileForm';

const t = messages.profile;

const idOf = (field: ProfileField) => `profile-${field}`;

/** Spec 1 §2 "Profile": the edit form; a valid form goes on to the confirm screen. */
export function ProfileEditPage({ notice }: { notice?: 'changed' }) {
  const user = useQuery(queries.user());
  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{t.loadFailed}</Alert>;
  return <ProfileEditForm user={user.data} notice={notice} />;
}

function ProfileEditForm({ user, notice }: { user: Schemas['User']; notice?: 'changed' }) {
  const navigate = useNavigate();
  // Coming back from the confirm screen keeps what was typed, unless the saved profile moved on meanwhile.
  const [values, setValues] = useState<ProfileFormValues>(() => {
    const draft = profileDraft.load();
    return draft && draft.basedOn === profileSnapshot(user) ? draft.values : formValuesFrom(user);
  });
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const now = useNow();
  const [today] = useState(now);
  const years = profileBirthYearOptions(today);

  const set = (field: ProfileField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const input = (field: ProfileField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateProfile(values, today);
    setSubmitCount((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    profileDraft.save({ values, basedOn: profileSnapshot(user) });
    void navigate({ to: profilePaths.confirm });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t.titles.edit}>
      {notice === 'changed' && <Alert tone="caution">{t.changedElsewhere}</Alert>}
      <ErrorSummary title={t.errorSummary} errors={errorList(errors, idOf)} submitCount={submitCount} />
      <NameField
        kind="kanji"
        legend={t.name}
        required
        familyId={idOf('lastName')}
        givenId={idOf('firstName')}
        familyInputProps={{ ...input('lastName'), autoComplete: 'family-name' }}
        givenInputProps={{ ...input('firstName'), autoComplete: 'given-name' }}
        familyError={errors.lastName}
        givenError={errors.firstName}
      />
      <NameField
        kind="kana"
        legend={t.kana}
        required
        familyId={idOf('lastNameKana')}
        givenId={idOf('firstNameKana')}
        familyInputProps={input('lastNameKana')}
        givenInputProps={input('firstNameKana')}
        familyError={errors.lastNameKana}
        givenError={errors.firstNameKana}
      />
      <BirthYearSelect
        id={idOf('birthYear')}
        name="birthYear"
        label={t.birthYear}
        showOptional
        years={years}
        value={values.birthYear}
        onValueChange={set('birthYear')}
        error={errors.birthYear}
      />
      <RadioGroup
        id={idOf('genderId')}
        legend={t.gender}
        name="genderId"
        required
        orientation="horizontal"
        options={GENDERS.map((g) => ({ value: String(g.id), label: g.label }))}
        value={values.genderId}
        onValueChange={set('genderId')}
        error={errors.genderId}
      />
      <TextField
        {...input('telNumber')}
        label={t.tel}
        showOptional
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        width="medium"
        hint={t.telHint}
        error={errors.telNumber}
      />
      <TextField
        {...input('telNumberBackup')}
        label={t.telBackup}
        showOptional
        type="tel"
        inputMode="numeric"
        width="medium"
        hint={t.telHint}
        error={errors.telNumberBackup}
      />
      <TextField
        {...input('email')}
        label={t.email}
        required
        type="email"
        autoComplete="email"
        hint={t.emailHint}
        error={errors.email}
      />
      <TextField {...input('emailBackup')} label={t.emailBackup} showOptional type="email" error={errors.emailBackup} />
      <PostalCodeField
        id={idOf('zipcode')}
        name="zipcode"
        label={t.zipcode}
        showOptional
        value={values.zipcode}
        onValueChange={set('zipcode')}
        error={errors.zipcode}
      />
      <Select
        {...input('prefectureId')}
        label={t.prefecture}
        showOptional
        width="medium"
        placeholder={t.prefecturePlaceholder}
        options={PREFECTURES.map((p) => ({ value: String(p.id), label: p.name }))}
        autoComplete="address-level1"
        error={errors.prefectureId}
      />
      <TextField {...input('city')} label={t.city} showOptional autoComplete="address-level2" error={errors.city} />
      <TextField {...input('block')} label={t.block} showOptional autoComplete="address-line1" error={errors.block} />
      <TextField
        {...input('building')}
        label={t.building}
        showOptional
        autoComplete="address-line2"
        error={errors.building}
      />
      <div className={styles.actions}>
        <Button type="submit">{t.toConfirm}</Button>
        <Link href={profilePaths.list} variant="standalone">
          {t.backToList}
        </Link>
      </div>
    </form>
  );
}

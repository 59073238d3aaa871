import type { Schemas } from '@portal/api-client';
import { createProfileSchema, profileBirthYearOptions } from '@portal/domain';
import { Alert, Button, ErrorSummary, Inline, Link, Loader, Stack } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { keyFromSelector, type SelectorKey } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { AddressFields } from '../../forms/AddressFields';
import { sameNames } from '../../forms/appForm';
import { EmailFields } from '../../forms/EmailFields';
import { BirthYearField, GenderField } from '../../forms/PersonDetailsFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { PhoneFields } from '../../forms/PhoneFields';
import { useAppForm } from '../../forms/useAppForm';
import { bookingLookups, throttledPostalSearch } from '../booking/lookups';
import { profilePaths } from './paths';
import {
  formValuesFrom,
  PROFILE_DRAFT_KEY,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  type ProfileParsed,
} from './profileValues';

/** The field groups' parts (ADR 038): the profile's fields are named as the parts are. */
const names = sameNames(PROFILE_FIELDS);

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
  block: keyFromSelector(($) => $.fieldGroups.address.block),
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
  const f = useAppForm<ProfileFormValues, ProfileParsed>({
    schema,
    defaultValues: formValuesFrom(user),
    fields: PROFILE_FIELDS,
    idPrefix: 'profile',
    draftKey: PROFILE_DRAFT_KEY,
    // The confirm screen's save names it in If-Match, so a profile saved elsewhere since is never overwritten.
    version: user.version,
    failureMessage: () => t(($) => $.profile.saveFailed),
  });
  const { summary, submitCount, changedElsewhere, handleSubmit, saveDraft } = f;
  const queryClient = useQueryClient();
  // The bookings' look-up (ADR 038): throttled, and a failed one is no answer.
  const postalSearch = useMemo(() => throttledPostalSearch(bookingLookups(queryClient)), [queryClient]);
  const submit = handleSubmit(() => {
    saveDraft();
    return navigate({ to: profilePaths.confirm });
  });

  return (
    <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.profile.titles.edit)}>
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
      <PersonNameFields f={f} fields={names} legend={t(($) => $.profile.name)} kanaLegend={t(($) => $.profile.kana)} />
      <BirthYearField f={f} field="birthYear" label={t(($) => $.profile.birthYear)} required={false} years={years} />
      <GenderField f={f} field="genderId" legend={t(($) => $.profile.gender)} />
      <PhoneFields f={f} required={false} fields={names} />
      <EmailFields f={f} fields={names} hint={t(($) => $.profile.emailHint)} />
      <AddressFields f={f} required={false} lookup={postalSearch} fields={names} />
      <Inline space="sm">
        <Button type="submit">{t(($) => $.profile.toConfirm)}</Button>
        <Link href={profilePaths.list} variant="standalone">
          {t(($) => $.profile.backToList)}
        </Link>
      </Inline>
    </Stack>
  );
}

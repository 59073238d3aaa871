import { rebaseDraft } from '@portal/domain';
import { Alert, Button, Card, Loader } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { applyServerErrors } from '../../forms/serverErrors';
import { i18n } from '../../i18n';
import * as styles from './Profile.css';
import { ProfileDetails } from './ProfileListPage';
import { profilePaths } from './paths';
import {
  displayValues,
  formValuesFrom,
  PROFILE_DRAFT_KEY,
  type ProfileFormValues,
  profileUpdate,
} from './profileValues';

/**
 * Spec 1 §2 "Profile": what will be saved. Saving returns to the list; a change of the saved profile
 * while this screen is open (another tab, another device) sends the guardian back to the edit form.
 */
export function ProfileConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Re-read whenever the guardian comes back to this tab, so a change made elsewhere is noticed.
  const user = useQuery({ ...queries.getUser(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
  const [draft] = useState(() => formDrafts.load<ProfileFormValues>(PROFILE_DRAFT_KEY));
  const save = useMutation(mutations.updateUser());
  const now = useNow();
  const [today] = useState(now);
  const body = draft ? profileUpdate(draft.values, today) : null;
  // The edit form rebases the draft onto the new profile and says what changed; nothing typed is lost.
  const changed = Boolean(
    draft &&
      user.data &&
      rebaseDraft(draft.base, draft.values, formValuesFrom(user.data)).changedElsewhere.length > 0 &&
      !save.isPending &&
      !save.isSuccess,
  );

  useEffect(() => {
    if (changed) void navigate({ to: profilePaths.edit, search: { notice: 'changed' } });
  }, [changed, navigate]);

  if (!body) return <Navigate to={profilePaths.edit} />;
  if (user.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (user.isError) return <Alert tone="critical">{t(($) => $.profile.loadFailed)}</Alert>;

  function submit() {
    if (!body || save.isPending) return;
    save.mutate(body, {
      onSuccess: () => {
        formDrafts.clear(PROFILE_DRAFT_KEY);
        void navigate({ to: profilePaths.list, search: { notice: 'saved' } });
      },
    });
  }

  const failure = save.isError ? saveFailure(save.error) : null;
  return (
    <div className={styles.stack}>
      <p>{t(($) => $.profile.confirmLead)}</p>
      {failure && (
        <Alert tone="critical" role="alert" title={failure.title}>
          {failure.details.length > 0 && (
            <ul>
              {failure.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <p>{t(($) => $.profile.checkAndRetry)}</p>
        </Alert>
      )}
      <Card as="section" aria-label={t(($) => $.profile.guardian)}>
        <ProfileDetails
          values={displayValues(
            body,
            t(($) => $.profile.notEntered),
          )}
        />
      </Card>
      <div className={styles.actions}>
        <Button onClick={submit} sending={save.isPending} sendingLabel={t(($) => $.profile.saving)}>
          {t(($) => $.profile.save)}
        </Button>
        <Button variant="secondary" onClick={() => void navigate({ to: profilePaths.edit })} disabled={save.isPending}>
          {t(($) => $.profile.backToEdit)}
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec 1 §8: the server's message or 'failed to update profile', with each field's message when given.
 * This screen has no fields, so every message of a 422 is listed.
 */
function saveFailure(error: unknown): { title: string; details: string[] } {
  const title = serverMessage(
    error,
    i18n.t(($) => $.profile.saveFailed),
  );
  const details = applyServerErrors(
    error,
    [],
    () => undefined,
    () => title,
  ).filter((m) => m !== title);
  return { title, details };
}

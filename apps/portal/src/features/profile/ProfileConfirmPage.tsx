import { fieldErrors, isValidationError } from '@portal/api-client';
import { Alert, Button, Card, Loader } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { mutationsFor, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { messages } from '../../app/messages';
import { serverMessage } from '../terms/serverMessage';
import * as styles from './Profile.css';
import { ProfileDetails } from './ProfileListPage';
import { profilePaths } from './paths';
import { displayValues, profileDraft, profileSnapshot, validateProfile } from './profileForm';

const t = messages.profile;

/**
 * Spec 1 §2 "Profile": what will be saved. Saving returns to the list; a change of the saved profile
 * while this screen is open (another tab, another device) sends the guardian back to the edit form.
 */
export function ProfileConfirmPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Re-read whenever the guardian comes back to this tab, so a change made elsewhere is noticed.
  const user = useQuery({ ...queries.user(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
  const [draft] = useState(() => profileDraft.load());
  const save = useMutation(mutationsFor(queryClient).updateUser());
  const now = useNow();
  const [today] = useState(now);
  const checked = draft ? validateProfile(draft.values, today) : null;
  const snapshot = user.data ? profileSnapshot(user.data) : null;
  const changed = Boolean(
    draft && snapshot !== null && snapshot !== draft.basedOn && !save.isPending && !save.isSuccess,
  );

  useEffect(() => {
    if (changed) void navigate({ to: profilePaths.edit, search: { notice: 'changed' } });
  }, [changed, navigate]);

  if (!draft || !checked?.ok) return <Navigate to={profilePaths.edit} />;
  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{t.loadFailed}</Alert>;

  const body = { ...checked.body };
  function submit() {
    save.mutate(body, {
      onSuccess: () => {
        profileDraft.clear();
        void navigate({ to: profilePaths.list, search: { notice: 'saved' } });
      },
    });
  }

  const failure = save.isError ? saveFailure(save.error) : null;
  return (
    <div className={styles.stack}>
      <p>{t.confirmLead}</p>
      {failure && (
        <Alert tone="critical" role="alert" title={failure.title}>
          {failure.details.length > 0 && (
            <ul>
              {failure.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <p>{t.checkAndRetry}</p>
        </Alert>
      )}
      <Card as="section" aria-label={t.guardian}>
        <ProfileDetails values={displayValues(body, t.notEntered)} />
      </Card>
      <div className={styles.actions}>
        <Button onClick={submit} sending={save.isPending} sendingLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={() => void navigate({ to: profilePaths.edit })} disabled={save.isPending}>
          {t.backToEdit}
        </Button>
      </div>
    </div>
  );
}

/** Spec 1 §8: the server's message or 'failed to update profile', with each field's message when given. */
function saveFailure(error: unknown): { title: string; details: string[] } {
  const title = serverMessage(error, t.saveFailed);
  const details = isValidationError(error) ? Object.values(fieldErrors(error)).filter((m) => m !== title) : [];
  return { title, details };
}

import { apiKeys, isApiError, type Schemas } from '@portal/api-client';
import { rebaseDraft } from '@portal/domain';
import { Alert, Button, Card, Inline, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { applyServerErrors } from '../../forms/serverErrors';
import { i18n } from '../../i18n';
import { type ConflictRow, ProfileConflict } from './ProfileConflict';
import { ProfileDetails } from './ProfileListPage';
import { profilePaths } from './paths';
import {
  DETAIL_ROWS,
  differingRows,
  displayValues,
  formValuesFrom,
  ifMatch,
  PROFILE_DRAFT_KEY,
  type ProfileField,
  type ProfileFormValues,
  profileUpdate,
  savedBody,
} from './profileValues';

/** The detail row that shows each field, to name what changed elsewhere as the screen does. */
const rowOf = (field: ProfileField) =>
  field === 'lastName' || field === 'firstName'
    ? 'name'
    : field === 'lastNameKana' || field === 'firstNameKana'
      ? 'kana'
      : field === 'genderId'
        ? 'gender'
        : field === 'prefectureId' || field === 'city' || field === 'block' || field === 'building'
          ? 'address'
          : field;

/** What a 412 brought: where this person's values differ from the saved ones, and what changed elsewhere. */
type Conflict = { rows: ConflictRow[]; kept: string[] };

/**
 * Spec 1 §2 "Profile": what will be saved. Saving returns to the list; a change of the saved profile
 * while this screen is open (another tab, another device) sends the guardian back to the edit form.
 */
export function ProfileConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Re-read whenever the guardian comes back to this tab, so a change made elsewhere is noticed.
  const user = useQuery({ ...queries.getUser(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
  const [draft, setDraft] = useState(() => formDrafts.load<ProfileFormValues>(PROFILE_DRAFT_KEY));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const save = useMutation(mutations.updateUser());
  // A second press before the next render sees no pending save yet: this does, so one press sends once.
  const inFlight = useRef(false);
  const queryClient = useQueryClient();
  const now = useNow();
  const [today] = useState(now);
  const body = draft ? profileUpdate(draft.values, today) : null;
  // The edit form rebases the draft onto the new profile and says what changed; nothing typed is lost.
  const changed = Boolean(
    draft &&
      user.data &&
      rebaseDraft(draft.base, draft.values, formValuesFrom(user.data)).changedElsewhere.length > 0 &&
      !save.isPending &&
      !save.isSuccess &&
      !conflict,
  );

  useEffect(() => {
    if (changed) void navigate({ to: profilePaths.edit, search: { notice: 'changed' } });
  }, [changed, navigate]);

  if (!body) return <Navigate to={profilePaths.edit} />;
  if (user.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (user.isError) return <Alert tone="critical">{t(($) => $.profile.loadFailed)}</Alert>;

  /**
   * Saved elsewhere since the edit began (412, issue 30 item 8): what this person typed stays, the fields they left
   * alone take the saved values, and the page says where theirs and the saved ones differ before saving again.
   */
  function changedElsewhere(current: Schemas['User']) {
    if (!draft) return;
    const saved = formValuesFrom(current);
    const rebased = rebaseDraft(draft.base, draft.values, saved);
    const next = {
      values: rebased.values,
      base: saved,
      ...(current.version === undefined ? {} : { version: current.version }),
    };
    formDrafts.save(PROFILE_DRAFT_KEY, next);
    setDraft(next);
    const mine = profileUpdate(rebased.values, today);
    if (!mine) {
      // Together the two no longer make a valid profile: the edit form shows what changed and what to fix.
      queryClient.setQueryData(apiKeys.of('getUser'), current);
      void navigate({ to: profilePaths.edit, search: { notice: 'changed' } });
      return;
    }
    const notEntered = t(($) => $.profile.notEntered);
    const rows = differingRows(mine, savedBody(current, today), notEntered).map((r) => ({
      label: t(r.label),
      yours: r.a,
      saved: r.b,
    }));
    const shownDifferently = new Set(rows.map((r) => r.label));
    const keptRows = new Set(rebased.changedElsewhere.map(rowOf));
    const kept = DETAIL_ROWS.filter((r) => keptRows.has(r.row))
      .map((r) => t(r.label))
      .filter((label) => !shownDifferently.has(label));
    setConflict({ rows, kept });
    // Last, so the page never sees the new profile with the old draft (that would send it back to the edit form).
    queryClient.setQueryData(apiKeys.of('getUser'), current);
  }

  function submit() {
    if (!body || !draft || inFlight.current) return;
    inFlight.current = true;
    save.mutate(
      { ...body, ...ifMatch(draft.version) },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          formDrafts.clear(PROFILE_DRAFT_KEY);
          void navigate({ to: profilePaths.list, search: { notice: 'saved' } });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 412)
            changedElsewhere((error.body as { data: Schemas['User'] }).data);
        },
      },
    );
  }

  /** The saved profile wins: the draft goes, and the list shows what is saved. */
  function takeSaved() {
    formDrafts.clear(PROFILE_DRAFT_KEY);
    void navigate({ to: profilePaths.list });
  }

  const failure = save.isError && !isConflict(save.error) ? saveFailure(save.error) : null;
  return (
    <Stack space="md">
      <p>{t(($) => $.profile.confirmLead)}</p>
      {conflict && !failure && (
        <ProfileConflict
          lead={t(($) => $.profile.conflict.lead)}
          yoursLabel={t(($) => $.profile.conflict.yours)}
          rows={conflict.rows}
          kept={conflict.kept}
          saveLabel={t(($) => $.profile.conflict.saveMine)}
          takeLabel={t(($) => $.profile.conflict.takeSaved)}
          saving={save.isPending}
          onSave={submit}
          onTake={takeSaved}
        />
      )}
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
      <Inline space="sm">
        <Button onClick={submit} sending={save.isPending} sendingLabel={t(($) => $.profile.saving)}>
          {t(($) => $.profile.save)}
        </Button>
        <Button variant="secondary" onClick={() => void navigate({ to: profilePaths.edit })} disabled={save.isPending}>
          {t(($) => $.profile.backToEdit)}
        </Button>
      </Inline>
    </Stack>
  );
}

const isConflict = (error: unknown) => isApiError(error) && error.status === 412;

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

import { apiKeys, isApiError, type Schemas } from '@portal/api-client';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, UNREAD_CHAT_FREQUENCIES } from '@portal/domain';
import {
  Alert,
  Avatar,
  Box,
  Card,
  CardTitle,
  DetailList,
  DetailRow,
  EmptyState,
  Link,
  Loader,
  RadioGroup,
  Stack,
  Switch,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyFromSelector, type SelectorKey } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { genderName, schoolGradeName } from '../../i18n/dataLabels';
import { wordCode } from '../../i18n/wordCode';
import { DevicePushCard } from './DevicePushCard';
import * as styles from './Profile.css';
import { type ConflictRow, ProfileConflict } from './ProfileConflict';
import { profilePaths } from './paths';
import {
  differingRows,
  displayValues,
  formValuesFrom,
  ifMatch,
  PROFILE_DRAFT_KEY,
  profileUpdate,
  savedBody,
} from './profileValues';

export type ProfileNotice = 'saved' | 'iconSaved' | 'iconDeleted';

const notices: Record<ProfileNotice, SelectorKey> = {
  saved: keyFromSelector(($) => $.profile.saved),
  iconSaved: keyFromSelector(($) => $.profile.image.saved),
  iconDeleted: keyFromSelector(($) => $.profile.image.deleted),
};

/** Spec 1 §2 "Profile": the guardian's details, their children, and for role 6 the notification settings. */
export function ProfileListPage({ notice }: { notice?: ProfileNotice }) {
  const { t } = useTranslation();
  const user = useQuery(queries.getUser());
  const now = useNow();
  // Back on the list, an unfinished edit is abandoned: the next edit starts from the saved profile.
  useEffect(() => formDrafts.clear(PROFILE_DRAFT_KEY), []);
  if (user.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (user.isError) return <Alert tone="critical">{t(($) => $.profile.loadFailed)}</Alert>;
  const me = user.data;
  const body = profileUpdate(formValuesFrom(me), now);
  const fullName = `${me.lastName} ${me.firstName}`.trim();

  return (
    <Stack space="md">
      {notice && (
        <Alert tone="positive" role="status">
          {t(notices[notice])}
        </Alert>
      )}
      <Card as="section" aria-labelledby="profile-guardian" space="md">
        <CardTitle level={2} id="profile-guardian">
          {t(($) => $.profile.guardian)}
        </CardTitle>
        <Box display="flex" alignItems="center" gap="md">
          <Avatar src={me.iconPath} alt={t(($) => $.profile.iconAlt)} size="lg" />
          <div>
            <p className={styles.name}>{fullName || t(($) => $.profile.nameNotRegistered)}</p>
            <Link href={profilePaths.image} variant="standalone">
              {t(($) => $.profile.changeImage)}
            </Link>
          </div>
        </Box>
        <GuardianDetails user={me} body={body} />
        <Link href={profilePaths.edit} variant="standalone">
          {t(($) => $.profile.edit)}
        </Link>
        <Link href="/profile/password" variant="standalone">
          {t(($) => $.password.changeLink)}
        </Link>
      </Card>
      <Card as="section" aria-labelledby="profile-kids" space="md">
        <CardTitle level={2} id="profile-kids">
          {t(($) => $.profile.kids)}
        </CardTitle>
        {me.kids.length === 0 ? <EmptyState title={t(($) => $.profile.noKids)} /> : <KidList kids={me.kids} />}
      </Card>
      {me.role === 6 && <NotificationSettingsCard user={me} />}
      {me.role === 6 && <DevicePushCard />}
    </Stack>
  );
}

function GuardianDetails({ user, body }: { user: Schemas['User']; body: Schemas['ProfileUpdate'] | null }) {
  const { t } = useTranslation();
  const now = useNow();
  // A stored profile the schema refuses (imported data) is still shown as stored.
  const v = displayValues(
    body ?? savedBody(user, now),
    t(($) => $.profile.notEntered),
  );
  return <ProfileDetails values={v} />;
}

/** The guardian's details as a description list (also the confirm screen's body). */
export function ProfileDetails({ values: v }: { values: ReturnType<typeof displayValues> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t(($) => $.profile.name), v.name],
    [t(($) => $.profile.kana), v.kana],
    [t(($) => $.profile.birthYear), v.birthYear],
    [t(($) => $.profile.gender), v.gender],
    [t(($) => $.profile.tel), v.telNumber],
    [t(($) => $.profile.telBackup), v.telNumberBackup],
    [t(($) => $.profile.email), v.email],
    [t(($) => $.profile.emailBackup), v.emailBackup],
    [t(($) => $.profile.zipcode), v.zipcode],
    [t(($) => $.profile.address), v.address],
  ];
  return (
    <DetailList>
      {rows.map(([term, value]) => (
        <DetailRow key={term} term={term}>
          {value}
        </DetailRow>
      ))}
    </DetailList>
  );
}

function KidList({ kids }: { kids: Schemas['User']['kids'] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" space="lg" listStyle="none" margin={0} padding={0}>
      {kids.map((kid) => (
        <Stack as="li" space="sm" key={kid.id}>
          <p className={styles.name}>
            {kid.lastName} {kid.firstName}
            {kid.lastNameKana && (
              <span className={styles.kana}>
                （{kid.lastNameKana} {kid.firstNameKana}）
              </span>
            )}
          </p>
          <DetailList>
            <DetailRow term={t(($) => $.profile.kidBirthday)}>
              {kid.birthYear && kid.birthMonth && kid.birthDay
                ? t(($) => $.profile.kidBirthdayValue, { y: kid.birthYear, m: kid.birthMonth, d: kid.birthDay })
                : t(($) => $.profile.notEntered)}
            </DetailRow>
            <DetailRow term={t(($) => $.profile.gender)}>
              {kid.genderName ? genderName(kid.genderName, t) : t(($) => $.profile.notEntered)}
            </DetailRow>
            <DetailRow term={t(($) => $.profile.school)}>{kid.schoolName || t(($) => $.profile.notEntered)}</DetailRow>
            <DetailRow term={t(($) => $.profile.grade)}>
              {kid.schoolGradeName ? schoolGradeName(kid.schoolGradeName, t) : t(($) => $.profile.notEntered)}
            </DetailRow>
          </DetailList>
        </Stack>
      ))}
    </Stack>
  );
}

const switches: { key: Exclude<keyof NotificationSettings, 'unread_chat'>; label: SelectorKey; hint?: SelectorKey }[] =
  [
    { key: 'chat', label: keyFromSelector(($) => $.profile.chat), hint: keyFromSelector(($) => $.profile.chatHint) },
    { key: 'class_announcement', label: keyFromSelector(($) => $.profile.classAnnouncement) },
    { key: 'class_reminder', label: keyFromSelector(($) => $.profile.classReminder) },
    { key: 'child_post', label: keyFromSelector(($) => $.profile.childPost) },
  ];

type SettingKey = keyof NotificationSettings;
const settingLabels: Record<SettingKey, SelectorKey> = {
  chat: keyFromSelector(($) => $.profile.chat),
  unread_chat: keyFromSelector(($) => $.profile.unreadChat),
  class_announcement: keyFromSelector(($) => $.profile.classAnnouncement),
  class_reminder: keyFromSelector(($) => $.profile.classReminder),
  child_post: keyFromSelector(($) => $.profile.childPost),
};
const settingKeys = Object.keys(settingLabels) as SettingKey[];

/** A 412 on a switch: the change this person chose, and how it and the profile differ from what is saved. */
type SettingsConflict = { choice: Partial<NotificationSettings>; rows: ConflictRow[]; kept: string[] };

/**
 * Spec 1 §3 / §5: role 6 settings; each change is saved at once (a switch applies immediately). Only the setting
 * changed is sent, with the version the page shows: a profile saved elsewhere since is never reverted, and is
 * shown before this choice is saved over it (issue 30 item 8).
 */
function NotificationSettingsCard({ user }: { user: Schemas['User'] }) {
  const { t } = useTranslation();
  const save = useMutation(mutations.updateNotificationSettings());
  // A second change before the next render sees no pending save yet: it waits, as the busy switch says.
  const inFlight = useRef(false);
  const queryClient = useQueryClient();
  const now = useNow();
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [conflict, setConflict] = useState<SettingsConflict | null>(null);
  const saved = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notificationSettings };
  // Show the pending value while it is being saved, and a refused choice until the person decides, so the switch
  // does not jump back.
  const { 'If-Match': _version, ...sending } = (save.isPending && save.variables) || {};
  const settings: NotificationSettings = { ...saved, ...conflict?.choice, ...sending };

  const worded = (key: SettingKey, value: number | undefined) => {
    if (key !== 'unread_chat') return value === 1 ? t(($) => $.profile.on) : t(($) => $.profile.off);
    const option = UNREAD_CHAT_FREQUENCIES.find((o) => o.id === value);
    return option ? wordCode(option.labelCode, t) : '';
  };

  /** What the 412 brought, against the profile this page showed when the switch moved. */
  const changedElsewhere = (
    choice: Partial<NotificationSettings>,
    shown: Schemas['User'],
    current: Schemas['User'],
  ) => {
    const savedNow = { ...DEFAULT_NOTIFICATION_SETTINGS, ...current.notificationSettings };
    const before = { ...DEFAULT_NOTIFICATION_SETTINGS, ...shown.notificationSettings };
    const chosen = settingKeys.filter((key) => choice[key] !== undefined);
    const rows = chosen
      .filter((key) => choice[key] !== savedNow[key])
      .map((key) => ({
        label: t(settingLabels[key]),
        yours: worded(key, choice[key]),
        saved: worded(key, savedNow[key]),
      }));
    const notEntered = t(($) => $.profile.notEntered);
    const kept = [
      ...differingRows(savedBody(shown, now), savedBody(current, now), notEntered).map((r) => t(r.label)),
      ...settingKeys
        .filter((key) => !chosen.includes(key) && before[key] !== savedNow[key])
        .map((key) => t(settingLabels[key])),
    ];
    setConflict({ choice, rows, kept });
    queryClient.setQueryData(apiKeys.of('getUser'), current);
  };

  const change = (choice: Partial<NotificationSettings>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus(null);
    const shown = user;
    save.mutate(
      { ...choice, ...ifMatch(user.version) },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          setConflict(null);
          setStatus({ tone: 'positive', text: t(($) => $.profile.settingsSaved) });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 412) {
            changedElsewhere(choice, shown, (error.body as { data: Schemas['User'] }).data);
            return;
          }
          setStatus({
            tone: 'critical',
            text: serverMessage(
              error,
              t(($) => $.profile.saveFailed),
            ),
          });
        },
      },
    );
  };
  // A switch moved while a refused choice is shown: that choice goes with it, on the version now shown.
  const changeOne = (next: Partial<NotificationSettings>) => change({ ...conflict?.choice, ...next });

  return (
    <Card as="section" aria-labelledby="profile-notifications" space="md">
      <CardTitle level={2} id="profile-notifications">
        {t(($) => $.profile.notifications)}
      </CardTitle>
      <p>{t(($) => $.profile.notificationsLead)}</p>
      {conflict && (
        <ProfileConflict
          lead={t(($) => $.profile.conflict.settingsLead)}
          yoursLabel={t(($) => $.profile.conflict.yourChoice)}
          rows={conflict.rows}
          kept={conflict.kept}
          saveLabel={t(($) => $.profile.conflict.saveMyChoice)}
          takeLabel={t(($) => $.profile.conflict.takeSavedSettings)}
          saving={save.isPending}
          onSave={() => change(conflict.choice)}
          onTake={() => setConflict(null)}
        />
      )}
      {switches.map((s) => (
        <Switch
          key={s.key}
          label={t(s.label)}
          description={s.hint && t(s.hint)}
          checked={settings[s.key] === 1}
          busy={save.isPending}
          onCheckedChange={(on) => changeOne({ [s.key]: on ? 1 : 0 })}
        />
      ))}
      <RadioGroup
        legend={t(($) => $.profile.unreadChat)}
        name="unread_chat"
        orientation="horizontal"
        options={UNREAD_CHAT_FREQUENCIES.map((o) => ({ value: String(o.id), label: wordCode(o.labelCode, t) }))}
        value={String(settings.unread_chat)}
        busy={save.isPending}
        onValueChange={(value) => changeOne({ unread_chat: Number(value) as 0 | 1 | 2 })}
      />
      <p role="status" className={status?.tone === 'critical' ? styles.error : styles.ok}>
        {status?.text ?? ''}
      </p>
    </Card>
  );
}

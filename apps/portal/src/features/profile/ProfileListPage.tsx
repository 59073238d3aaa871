import type { Schemas } from '@portal/api-client';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, UNREAD_CHAT_FREQUENCIES } from '@portal/domain';
import { Alert, Avatar, Card, CardTitle, EmptyState, Link, Loader, RadioGroup, Switch } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { keyFromSelector, type SelectorKey } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Profile.css';
import { profilePaths } from './paths';
import { displayValues, formValuesFrom, PROFILE_DRAFT_KEY, profileUpdate, settingsUpdate } from './profileValues';

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
    <div className={styles.stack}>
      {notice && (
        <Alert tone="positive" role="status">
          {t(notices[notice])}
        </Alert>
      )}
      <Card as="section" aria-labelledby="profile-guardian" className={styles.stack}>
        <CardTitle level={2} id="profile-guardian">
          {t(($) => $.profile.guardian)}
        </CardTitle>
        <div className={styles.identity}>
          <Avatar src={me.iconPath} alt={t(($) => $.profile.iconAlt)} size="lg" />
          <div>
            <p className={styles.name}>{fullName || t(($) => $.profile.nameNotRegistered)}</p>
            <Link href={profilePaths.image} variant="standalone">
              {t(($) => $.profile.changeImage)}
            </Link>
          </div>
        </div>
        <GuardianDetails user={me} body={body} />
        <Link href={profilePaths.edit} variant="standalone">
          {t(($) => $.profile.edit)}
        </Link>
      </Card>
      <Card as="section" aria-labelledby="profile-kids" className={styles.stack}>
        <CardTitle level={2} id="profile-kids">
          {t(($) => $.profile.kids)}
        </CardTitle>
        {me.kids.length === 0 ? <EmptyState title={t(($) => $.profile.noKids)} /> : <KidList kids={me.kids} />}
      </Card>
      {me.role === 6 && <NotificationSettingsCard user={me} />}
    </div>
  );
}

function GuardianDetails({ user, body }: { user: Schemas['User']; body: Schemas['ProfileUpdate'] | null }) {
  const { t } = useTranslation();
  // A stored profile the schema refuses (imported data) is still shown as stored.
  const v = displayValues(
    body ?? {
      lastName: user.lastName,
      firstName: user.firstName,
      lastNameKana: user.lastNameKana ?? '',
      firstNameKana: user.firstNameKana ?? '',
      birthYear: user.birthYear ?? null,
      genderId: (user.genderId ?? 1) as 1 | 2,
      email: user.email ?? '',
      telNumber: user.telNumber ?? null,
      telNumberBackup: user.telNumberBackup ?? null,
      emailBackup: user.emailBackup ?? null,
      zipcode: user.zipcode ?? null,
      prefectureId: user.prefectureId ?? null,
      city: user.city ?? null,
      block: user.block ?? null,
      building: user.building ?? null,
    },
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
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function KidList({ kids }: { kids: Schemas['User']['kids'] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.kids}>
      {kids.map((kid) => (
        <li key={kid.id} className={styles.kid}>
          <p className={styles.name}>
            {kid.lastName} {kid.firstName}
            {kid.lastNameKana && (
              <span className={styles.kana}>
                （{kid.lastNameKana} {kid.firstNameKana}）
              </span>
            )}
          </p>
          <dl className={styles.details}>
            <div className={styles.detailRow}>
              <dt>{t(($) => $.profile.kidBirthday)}</dt>
              <dd>
                {kid.birthYear && kid.birthMonth && kid.birthDay
                  ? t(($) => $.profile.kidBirthdayValue, { y: kid.birthYear, m: kid.birthMonth, d: kid.birthDay })
                  : t(($) => $.profile.notEntered)}
              </dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t(($) => $.profile.gender)}</dt>
              <dd>{kid.genderName || t(($) => $.profile.notEntered)}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t(($) => $.profile.school)}</dt>
              <dd>{kid.schoolName || t(($) => $.profile.notEntered)}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t(($) => $.profile.grade)}</dt>
              <dd>{kid.schoolGradeName || t(($) => $.profile.notEntered)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const switches: { key: Exclude<keyof NotificationSettings, 'unread_chat'>; label: SelectorKey; hint?: SelectorKey }[] =
  [
    { key: 'chat', label: keyFromSelector(($) => $.profile.chat), hint: keyFromSelector(($) => $.profile.chatHint) },
    { key: 'class_announcement', label: keyFromSelector(($) => $.profile.classAnnouncement) },
    { key: 'class_reminder', label: keyFromSelector(($) => $.profile.classReminder) },
    { key: 'child_post', label: keyFromSelector(($) => $.profile.childPost) },
  ];

/** Spec 1 §3 / §5: role 6 settings; each change is saved at once (a switch applies immediately). */
function NotificationSettingsCard({ user }: { user: Schemas['User'] }) {
  const { t } = useTranslation();
  const save = useMutation(mutations.updateUser());
  const now = useNow();
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const saved = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notificationSettings };
  // Show the pending value while it is being saved, so the switch does not jump back.
  const settings: NotificationSettings =
    save.isPending && save.variables?.notificationSettings ? save.variables.notificationSettings : saved;

  const change = (next: NotificationSettings) => {
    const body = settingsUpdate(user, next, now);
    if (!body) {
      setStatus({ tone: 'critical', text: `${t(($) => $.profile.saveFailed)}${t(($) => $.profile.checkAndRetry)}` });
      return;
    }
    setStatus(null);
    save.mutate(body, {
      onSuccess: () => setStatus({ tone: 'positive', text: t(($) => $.profile.settingsSaved) }),
      onError: (error) =>
        setStatus({
          tone: 'critical',
          text: serverMessage(
            error,
            t(($) => $.profile.saveFailed),
          ),
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="profile-notifications" className={styles.stack}>
      <CardTitle level={2} id="profile-notifications">
        {t(($) => $.profile.notifications)}
      </CardTitle>
      <p>{t(($) => $.profile.notificationsLead)}</p>
      {switches.map((s) => (
        <Switch
          key={s.key}
          label={t(s.label)}
          description={s.hint && t(s.hint)}
          checked={settings[s.key] === 1}
          busy={save.isPending}
          onCheckedChange={(on) => change({ ...settings, [s.key]: on ? 1 : 0 })}
        />
      ))}
      <RadioGroup
        legend={t(($) => $.profile.unreadChat)}
        name="unread_chat"
        orientation="horizontal"
        options={UNREAD_CHAT_FREQUENCIES.map((o) => ({ value: String(o.id), label: wordCode(o.labelCode, t) }))}
        value={String(settings.unread_chat)}
        busy={save.isPending}
        onValueChange={(value) => change({ ...settings, unread_chat: Number(value) as 0 | 1 | 2 })}
      />
      <p role="status" className={status?.tone === 'critical' ? styles.error : styles.ok}>
        {status?.text ?? ''}
      </p>
    </Card>
  );
}

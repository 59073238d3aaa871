import type { Schemas } from '@portal/api-client';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, UNREAD_CHAT_FREQUENCIES } from '@portal/domain';
import { Alert, Avatar, Card, CardTitle, EmptyState, Link, Loader, RadioGroup, Switch } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mutationsFor, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { messages } from '../../app/messages';
import { serverMessage } from '../terms/serverMessage';
import * as styles from './Profile.css';
import { profilePaths } from './paths';
import { displayValues, formValuesFrom, profileDraft, settingsUpdate, validateProfile } from './profileForm';

const t = messages.profile;

export type ProfileNotice = 'saved' | 'iconSaved' | 'iconDeleted';

const notices: Record<ProfileNotice, string> = {
  saved: t.saved,
  iconSaved: t.image.saved,
  iconDeleted: t.image.deleted,
};

/** Spec 1 §2 "Profile": the guardian's details, their children, and for role 6 the notification settings. */
export function ProfileListPage({ notice }: { notice?: ProfileNotice }) {
  const user = useQuery(queries.user());
  const now = useNow();
  // Back on the list, an unfinished edit is abandoned: the next edit starts from the saved profile.
  useEffect(() => profileDraft.clear(), []);
  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{t.loadFailed}</Alert>;
  const me = user.data;
  const checked = validateProfile(formValuesFrom(me), now);
  const fullName = `${me.lastName} ${me.firstName}`.trim();

  return (
    <div className={styles.stack}>
      {notice && (
        <Alert tone="positive" role="status">
          {notices[notice]}
        </Alert>
      )}
      <Card as="section" aria-labelledby="profile-guardian" className={styles.stack}>
        <CardTitle level={2} id="profile-guardian">
          {t.guardian}
        </CardTitle>
        <div className={styles.identity}>
          <Avatar src={me.iconPath} alt={t.iconAlt} size="lg" />
          <div>
            <p className={styles.name}>{fullName || t.nameNotRegistered}</p>
            <Link href={profilePaths.image} variant="standalone">
              {t.changeImage}
            </Link>
          </div>
        </div>
        <GuardianDetails user={me} body={checked.ok ? checked.body : null} />
        <Link href={profilePaths.edit} variant="standalone">
          {t.edit}
        </Link>
      </Card>
      <Card as="section" aria-labelledby="profile-kids" className={styles.stack}>
        <CardTitle level={2} id="profile-kids">
          {t.kids}
        </CardTitle>
        {me.kids.length === 0 ? <EmptyState title={t.noKids} /> : <KidList kids={me.kids} />}
      </Card>
      {me.role === 6 && <NotificationSettingsCard user={me} />}
    </div>
  );
}

function GuardianDetails({ user, body }: { user: Schemas['User']; body: Schemas['ProfileUpdate'] | null }) {
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
    t.notEntered,
  );
  return <ProfileDetails values={v} />;
}

/** The guardian's details as a description list (also the confirm screen's body). */
export function ProfileDetails({ values: v }: { values: ReturnType<typeof displayValues> }) {
  const rows: [string, string][] = [
    [t.name, v.name],
    [t.kana, v.kana],
    [t.birthYear, v.birthYear],
    [t.gender, v.gender],
    [t.tel, v.telNumber],
    [t.telBackup, v.telNumberBackup],
    [t.email, v.email],
    [t.emailBackup, v.emailBackup],
    [t.zipcode, v.zipcode],
    [t.address, v.address],
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
              <dt>{t.kidBirthday}</dt>
              <dd>
                {kid.birthYear && kid.birthMonth && kid.birthDay
                  ? t.kidBirthdayValue(kid.birthYear, kid.birthMonth, kid.birthDay)
                  : t.notEntered}
              </dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t.gender}</dt>
              <dd>{kid.genderName || t.notEntered}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t.school}</dt>
              <dd>{kid.schoolName || t.notEntered}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt>{t.grade}</dt>
              <dd>{kid.schoolGradeName || t.notEntered}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const switches: { key: Exclude<keyof NotificationSettings, 'unread_chat'>; label: string; hint?: string }[] = [
  { key: 'chat', label: t.chat, hint: t.chatHint },
  { key: 'class_announcement', label: t.classAnnouncement },
  { key: 'class_reminder', label: t.classReminder },
  { key: 'child_post', label: t.childPost },
];

/** Spec 1 §3 / §5: role 6 settings; each change is saved at once (a switch applies immediately). */
function NotificationSettingsCard({ user }: { user: Schemas['User'] }) {
  const queryClient = useQueryClient();
  const save = useMutation(mutationsFor(queryClient).updateUser());
  const now = useNow();
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const saved = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notificationSettings };
  // Show the pending value while it is being saved, so the switch does not jump back.
  const settings: NotificationSettings =
    save.isPending && save.variables?.notificationSettings ? save.variables.notificationSettings : saved;

  const change = (next: NotificationSettings) => {
    const body = settingsUpdate(user, next, now);
    if (!body) {
      setStatus({ tone: 'critical', text: `${t.saveFailed}${t.checkAndRetry}` });
      return;
    }
    setStatus(null);
    save.mutate(body, {
      onSuccess: () => setStatus({ tone: 'positive', text: t.settingsSaved }),
      onError: (error) => setStatus({ tone: 'critical', text: serverMessage(error, t.saveFailed) }),
    });
  };

  return (
    <Card as="section" aria-labelledby="profile-notifications" className={styles.stack}>
      <CardTitle level={2} id="profile-notifications">
        {t.notifications}
      </CardTitle>
      <p>{t.notificationsLead}</p>
      {switches.map((s) => (
        <Switch
          key={s.key}
          label={s.label}
          description={s.hint}
          checked={settings[s.key] === 1}
          disabled={save.isPending}
          onCheckedChange={(on) => change({ ...settings, [s.key]: on ? 1 : 0 })}
        />
      ))}
      <RadioGroup
        legend={t.unreadChat}
        name="unread_chat"
        orientation="horizontal"
        options={UNREAD_CHAT_FREQUENCIES.map((o) => ({ value: String(o.id), label: o.label }))}
        value={String(settings.unread_chat)}
        disabled={save.isPending}
        onValueChange={(value) => change({ ...settings, unread_chat: Number(value) as 0 | 1 | 2 })}
      />
      <p role="status" className={status?.tone === 'critical' ? styles.error : styles.ok}>
        {status?.text ?? ''}
      </p>
    </Card>
  );
}
